import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild, type Plugin } from 'esbuild';
import { BuildError } from '../shared/diagnostics.ts';
import { tagLocalPlugins } from './docusaurus/tag-local-plugins.ts';
import { docusaurusVersionNotes } from './docusaurus/docusaurus-version.ts';
import { mapDocusaurusConfig, REF_MARK, siteConfigSource, type MappingResult } from './docusaurus-config-map.ts';

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
  });
  mapped.unmapped.push(...swizzledComponents(dir), ...docusaurusVersionNotes(dir));
  await writeFile(target, siteConfigSource(mapped));
  return { ...mapped, file: target };
}

/**
 * What becomes of the project's swizzled theme components (src/theme/*): MDXComponents gives
 * every MDX page its components; the others are Docusaurus theme parts docsgen does not use.
 */
function swizzledComponents(dir: string): string[] {
  const themeDir = path.join(dir, 'src', 'theme');
  if (!existsSync(themeDir)) return [];
  return readdirSync(themeDir)
    .map((entry) => entry.replace(/\.[jt]sx?$/, ''))
    .filter((name, i, all) => /^[A-Z]/.test(name) && all.indexOf(name) === i)
    .sort()
    .map((name) =>
      name === 'MDXComponents'
        ? 'src/theme/MDXComponents: its components are usable on every MDX page without an import, as in Docusaurus; its element overrides (lowercase keys such as a, code, img) are not applied, docsgen renders markdown elements itself'
        : `src/theme/${name}: a swizzled theme component; docsgen has its own theme and does not use it (restyle with templates/)`,
    );
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
async function loadDocusaurusConfig(file: string, installed: boolean): Promise<Record<string, unknown>> {
  const outfile = path.join(path.dirname(file), `.docsgen-init-${process.pid}.cjs`);
  try {
    await esbuild({
      entryPoints: [file],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      logLevel: 'silent',
      plugins: [stubPackages(installed), tagLocalPlugins(path.dirname(file), file)],
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
    const err = error as { errors?: { text: string; location?: { line: number; column: number } }[]; message?: string };
    const first = err.errors?.[0];
    throw new BuildError([
      {
        severity: 'error',
        code: 'bad-docusaurus-config',
        file: path.relative(process.cwd(), file),
        line: first?.location?.line,
        message: `docusaurus.config could not be evaluated: ${first?.text ?? (err.message ?? String(error)).split('\n')[0]}.`,
        hint: 'Fix the file so Docusaurus itself could load it, then run init again.',
      },
    ]);
  } finally {
    await rm(outfile, { force: true });
  }
}

/**
 * Every bare import (a package) becomes a reference object, except, with `installed`, a library
 * the project has installed and init does not map by name; relative files are bundled as they are.
 */
const stubPackages = (installed: boolean): Plugin => ({
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
      contents: `const m=require('node:module');module.exports={...m,createRequire(from){const r=m.createRequire(from);const resolve=(p,o)=>{try{return r.resolve(p,o)}catch{return p}};return Object.assign((p)=>r(p),r,{resolve})}};`,
    }));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || isBuiltin(args.path)) return { path: args.path, external: true };
      // A library the config computes with (a schema parser reading the environment, say) runs
      // for real when the project has it installed, as under Docusaurus: a reference would take
      // the wrong branch of its logic. The packages init maps by name stay references.
      const real = installed && !readByName(args.path) ? installedPath(args.path, args.resolveDir) : undefined;
      return real ? { path: real, external: true } : { path: args.path, namespace: 'docsgen-stub' };
    });
    build.onLoad({ filter: /.*/, namespace: 'docsgen-stub' }, (args) => ({
      loader: 'js',
      // A named import (`import { themes } from 'prism-react-renderer'`) is read from a copy of the
      // module that inherits from its prototype, so the prototype answers every name too.
      contents: `function names(p){return new Proxy({},{get(_,k){return typeof k==='symbol'||k==='then'||k==='toJSON'?undefined:ref(p+'.'+k)}})}
function ref(p){const t=function(){};return new Proxy(t,{get(_,k){if(k==='__docsgenRef')return p;if(k==='__esModule')return false;if(k==='then'||k==='toJSON')return undefined;if(k===Symbol.toPrimitive)return()=>${JSON.stringify(REF_MARK)}+p+${JSON.stringify(REF_MARK)};if(k==='default')return ref(p);return ref(p+'.'+String(k))},apply(){return ref(p+'()')},getPrototypeOf(){return names(p)}})}
module.exports=ref(${JSON.stringify(args.path)});`,
    }));
  },
});

/** Packages whose identity init reads (presets, plugins, themes, Prism themes, markdown plugins, site aliases). */
function readByName(name: string): boolean {
  return /docusaurus|^prism-react-renderer(\/|$)|^@mdx-js\/|(^|\/)(remark|rehype)-|^@(site|theme|generated)\//.test(
    name,
  );
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
