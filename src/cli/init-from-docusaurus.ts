import { prebuildStepsOf } from './docusaurus/prebuild-steps.ts';
import { carryPostcssPlugins, postcssPluginsOf } from './docusaurus/postcss-plugins.ts';
import { carryPluginComponents } from './docusaurus/plugin-components.ts';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { build as esbuild, type Plugin } from 'esbuild';
import { BuildError } from '../shared/diagnostics.ts';
import { tagLocalPlugins } from './docusaurus/tag-local-plugins.ts';
import {
  mapDocusaurusConfig,
  pluginName,
  REF_MARK,
  siteConfigSource,
  type MappingResult,
} from './docusaurus-config-map.ts';
import { expandClientRedirects, readClientRedirects } from './docusaurus/client-redirects.ts';
import { pagePathsOf } from './docusaurus/page-paths.ts';
import { docsInstanceVersions } from './docusaurus/docs-instances.ts';
import { withInstanceEditUrls } from './docusaurus/instance-edit-urls.ts';
import { mainDocsOff } from './docusaurus/main-docs-off.ts';
import { withoutUnbuiltInstances } from './docusaurus/unbuilt-instances.ts';
import { droppedForBuild } from './docusaurus/dropped-entries.ts';
import { withoutVersionLandings } from './docusaurus/version-landings.ts';
import { swizzleNotes } from './docusaurus/swizzle-notes.ts';
import { docusaurus2Range, docusaurusVersionNotes } from './docusaurus/docusaurus-version.ts';
import { ownDataParser } from './docusaurus/data-parsers.ts';
import { callsFunctions } from './docusaurus/config-functions.ts';
import { configEvalDiagnostic } from './docusaurus/config-eval-failure.ts';

export interface InitFromDocusaurusOptions {
  /** The Docusaurus project (holding docusaurus.config.js). */
  dir: string;
  /** Replace an existing site.config.ts. */
  force?: boolean;
}

/**
 * `docsgen init --from-docusaurus <dir>`: writes `site.config.ts` beside `docusaurus.config.js`
 * so docsgen builds the project where its files are (docs/, versioned_docs/, sidebars).
 * Returns what was mapped; the caller prints the fields that were not.
 */
export async function initFromDocusaurus(o: InitFromDocusaurusOptions): Promise<MappingResult & { file: string }> {
  const { dir, configFile, target } = initPaths(o);
  // Installed libraries run for real first; if the config then fails (a package this Node cannot
  // load, say), every package as a reference may still give a config.
  const config = await loadDocusaurusConfig(configFile, true).catch((error: unknown) =>
    loadDocusaurusConfig(configFile, false).catch(() => Promise.reject(error)),
  );
  const versions = await readVersions(dir);
  const mapped = mapDocusaurusConfig({
    config,
    versions,
    exists: (rel) => existsSync(path.join(dir, rel)),
    projectDir: dir,
    readText: (rel) => readTextFile(path.join(dir, rel)),
  });
  mapped.unmapped.push(...swizzleNotes(dir), ...docusaurusVersionNotes(dir));
  carryPostcssPlugins(mapped, await postcssPluginsOf(config.plugins, dir, (f) => loadDocusaurusConfig(f, true)));
  carryPluginComponents(mapped, config.plugins, dir);
  if (docusaurus2Range(dir)) mapped.config.markdown = { ...mapped.config.markdown, mdx1: true };
  const note = (field: string, why: string) => mapped.unmapped.push(`${field}: ${why}`);
  const prebuild = prebuildStepsOf(dir, note);
  if (prebuild.length) mapped.config.prebuild = prebuild;
  mapped.config.versions.push(
    ...docsInstanceVersions({
      plugins: config.plugins,
      nameOf: pluginName,
      projectDir: dir,
      exists: (rel) => existsSync(path.join(dir, rel)),
      readJson: (rel) =>
        existsSync(path.join(dir, rel)) ? JSON.parse(readFileSync(path.join(dir, rel), 'utf8')) : undefined,
      skip: note,
    }),
  );
  const editUrl = withInstanceEditUrls({
    main: mapped.config.editUrlSource,
    versions: mapped.config.versions,
    plugins: config.plugins,
    nameOf: pluginName,
    locale: (config.i18n as { defaultLocale?: string } | undefined)?.defaultLocale ?? 'en',
    skip: note,
  });
  if (editUrl) mapped.config.editUrlSource = editUrl;
  const leftOut = withoutUnbuiltInstances(mapped.config, dir, config.plugins, note);
  mainDocsOff(mapped.config);
  withoutVersionLandings(mapped.config, config);
  const redirects = readClientRedirects(config.plugins, pluginName, note);
  if (redirects) {
    const pages = await pagePathsOf(dir, mapped.config);
    mapped.config.redirects = expandClientRedirects(redirects, pages, mapped.config.baseUrl, note);
    if (redirects.createRedirects)
      note(
        `plugins[${redirects.index}][1].createRedirects`,
        `evaluated now for the ${pages.length} pages there are; run init again (--force) after adding docs`,
      );
  }
  // A docs instance left out here reaches the build's notes too: links into its routes then say why.
  const instanceNotes = mapped.unmapped.filter((n) => [...leftOut.keys()].some((field) => n.startsWith(`${field}: `)));
  const dropped = [...(mapped.config.notCarriedOver ?? []), ...droppedForBuild(instanceNotes, config, leftOut)];
  if (dropped.length) mapped.config.notCarriedOver = dropped;
  if (callsFunctions(mapped.config)) mapped.config.configReads = [path.basename(configFile)];
  await writeFile(target, siteConfigSource(mapped));
  return { ...mapped, file: target };
}

/**
 * The project folder, its Docusaurus config file and the site.config.ts to write; refused (with
 * what to do) when there is no Docusaurus config, or a site.config.ts exists and --force is not given.
 */
function initPaths(o: InitFromDocusaurusOptions): { dir: string; configFile: string; target: string } {
  const dir = path.resolve(o.dir);
  // The extensions Docusaurus itself looks for.
  const configFile = ['js', 'ts', 'mjs', 'cjs', 'mts', 'cts']
    .map((ext) => `docusaurus.config.${ext}`)
    .map((f) => path.join(dir, f))
    .find(existsSync);
  const shown = path.relative(process.cwd(), dir) || '.';
  if (!configFile) {
    throw new BuildError([
      {
        severity: 'error',
        code: 'missing-docusaurus-config',
        file: shown,
        message: `No docusaurus.config.js (.ts, .mjs, .cjs, .mts or .cts) in ${shown}.`,
        hint: 'Pass the folder of the Docusaurus project: docsgen init --from-docusaurus path/to/website',
      },
    ]);
  }
  const target = path.join(dir, 'site.config.ts');
  if (existsSync(target) && !o.force) {
    throw new BuildError([
      {
        severity: 'error',
        code: 'config-exists',
        file: path.relative(process.cwd(), target),
        message: 'site.config.ts exists already; it was left as it is.',
        hint: 'Pass --force to replace it.',
      },
    ]);
  }
  return { dir, configFile, target };
}

async function readVersions(dir: string): Promise<string[]> {
  const file = path.join(dir, 'versions.json');
  if (!existsSync(file)) return [];
  const data = JSON.parse(await readFile(file, 'utf8')) as unknown;
  if (!Array.isArray(data) || data.some((v) => typeof v !== 'string')) {
    throw new BuildError([
      {
        severity: 'error',
        code: 'bad-versions-file',
        file: 'versions.json',
        message: 'versions.json must be a list of version names.',
        hint: 'Write e.g. ["2.x", "1.x"], newest first.',
      },
    ]);
  }
  return data as string[];
}

/**
 * Evaluates docusaurus.config.js the way Docusaurus would, except that packages (Docusaurus,
 * prism-react-renderer, plugins) are not installed here: each import becomes a reference that
 * remembers its path. The bundle is written beside the config so `require.resolve('./sidebars.js')`
 * and `__dirname` still point into the project.
 */
export async function loadDocusaurusConfig(file: string, installed: boolean): Promise<Record<string, unknown>> {
  // Render threads of one build load it at once (site.config.ts calls its functions): one file each.
  const outfile = path.join(path.dirname(file), `.docsgen-init-${process.pid}-${threadId}.cjs`);
  const placeholders = new Set<string>();
  try {
    await esbuild({
      entryPoints: [file],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      logLevel: 'silent',
      // Beside the bundle, so an error the config throws is placed in the project's own file.
      sourcemap: true,
      plugins: [stubPackages(installed, placeholders), tagLocalPlugins(path.dirname(file), file)],
      // `require.resolve('some-plugin')` names a package that is not installed: keep the name.
      // An ES module config finds its files from `import.meta.url` (`createRequire(import.meta.url)`,
      // `new URL('../package.json', import.meta.url)`), which a CommonJS bundle would leave empty.
      define: {
        'require.resolve': '__docsgenResolve',
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.filename': JSON.stringify(file),
        'import.meta.dirname': JSON.stringify(path.dirname(file)),
      },
      banner: { js: 'const __docsgenResolve = (p) => { try { return require.resolve(p); } catch { return p; } };' },
    });
    const load = createRequire(outfile);
    // Out of the module cache at once: a second read in this process (the retry with references) must evaluate anew.
    const mod = load(outfile) as { __esModule?: boolean; default?: unknown };
    delete load.cache[outfile];
    let value: unknown = mod.__esModule || 'default' in mod ? mod.default : mod;
    if (typeof value === 'function') value = await (value as () => unknown)();
    if (typeof value !== 'object' || value === null) throw new Error('it does not export a config object');
    return value as Record<string, unknown>;
  } catch (error) {
    throw new BuildError([configEvalDiagnostic({ error, file, bundle: outfile, placeholders }, process.cwd())]);
  } finally {
    await Promise.all([rm(outfile, { force: true }), rm(`${outfile}.map`, { force: true })]);
  }
}

/**
 * Every bare import (a package) becomes a reference object, except, with `installed`, a library
 * the project has installed and init does not map by name; relative files are bundled as they are.
 */
const stubPackages = (installed: boolean, placeholders: Set<string>): Plugin => ({
  name: 'docsgen-stub-packages',
  setup(build) {
    // `createRequire(import.meta.url).resolve('some-plugin')` names a package that is not installed
    // either: its `resolve` keeps the name, like the global one (see `define` above).
    build.onResolve({ filter: /^(node:)?module$/ }, (args) =>
      args.namespace === 'docsgen-module'
        ? { path: 'node:module', external: true }
        : { path: 'module', namespace: 'docsgen-module' },
    );
    build.onLoad({ filter: /.*/, namespace: 'docsgen-module' }, () => ({
      loader: 'js',
      // Its `require` of a package init reads by name, or of one that is not installed
      // (`require('monaco-editor-webpack-plugin')` for a webpack hook), gives a reference too.
      contents: `${REF_SOURCE}
const m=require('node:module');const byName=${READ_BY_NAME.toString()};
module.exports={...m,createRequire(from){const r=m.createRequire(from);const resolve=(p,o)=>{try{return r.resolve(p,o)}catch{return p}};
const load=(p)=>{if(/^[^./]/.test(p)&&!p.startsWith('node:')&&(${installed ? 'byName.test(p)' : '!m.isBuiltin(p)'}))return ref(p);
try{return r(p)}catch(e){if(e&&e.code==='MODULE_NOT_FOUND'&&/^[^./]/.test(p))return ref(p);throw e}};
return Object.assign(load,r,{resolve})}};`,
    }));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || isBuiltin(args.path)) return { path: args.path, external: true };
      // A library the config computes with (a schema parser reading the environment, say) runs
      // for real when the project has it installed, as under Docusaurus: a reference would take
      // the wrong branch of its logic. The packages init maps by name stay references.
      const real =
        (installed && !readByName(args.path) ? installedPath(args.path, args.resolveDir) : undefined) ??
        ownDataParser(args.path);
      if (real) return { path: real, external: true };
      if (!readByName(args.path)) placeholders.add(packageName(args.path));
      return { path: args.path, namespace: 'docsgen-stub' };
    });
    build.onLoad({ filter: /.*/, namespace: 'docsgen-stub' }, (args) => ({
      loader: 'js',
      contents: `${REF_SOURCE}
module.exports=ref(${JSON.stringify(args.path)});`,
    }));
  },
});

/** Packages whose identity init reads (presets, plugins, themes, Prism themes, markdown plugins, site aliases). */
const READ_BY_NAME =
  /docusaurus|^prism-react-renderer(\/|$)|^@mdx-js\/|(^|\/)(remark|rehype)-|^@(site|theme|generated)\//;
function readByName(name: string): boolean {
  return READ_BY_NAME.test(name);
}

/**
 * The stand-in for a module that is not loaded: a callable proxy that remembers its path
 * (`prism-react-renderer.themes.github`). A named import reads from a copy of the module that
 * inherits from its prototype, so the prototype answers every name too.
 */
const REF_SOURCE =
  `function names(p){return new Proxy({},{get(_,k){return typeof k==='symbol'||k==='then'||k==='toJSON'?undefined:ref(p+'.'+k)}})}
function ref(p){const t=function(){};return new Proxy(t,{get(_,k){if(k==='__docsgenRef')return p;if(k==='__esModule')return false;
if(k==='then'||k==='toJSON')return undefined;if(k===Symbol.toPrimitive)return()=>${JSON.stringify(REF_MARK)}+p+` +
  `${JSON.stringify(REF_MARK)};if(k==='default')return ` +
  `ref(p);return ref(p+'.'+String(k))},apply(){return ref(p+'()')},construct(){return ` +
  `ref('new '+p)},getPrototypeOf(){return names(p)}})}`;

/** The package an import names: `zod` for `zod/v4`, `@scope/pkg` for `@scope/pkg/sub`. */
function packageName(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** Where `name` resolves from `dir`, or undefined when it is not installed there. */
function installedPath(name: string, dir: string): string | undefined {
  try {
    return createRequire(path.join(dir, 'noop.js')).resolve(name);
  } catch {
    return undefined;
  }
}

function isBuiltin(name: string): boolean {
  return ['path', 'fs', 'url', 'os', 'util', 'module', 'process', 'child_process', 'crypto'].includes(
    name.split('/')[0]!,
  );
}

function readTextFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
