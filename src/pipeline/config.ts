import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { z } from 'zod';
import { findUnknownKeys } from './config-unknown-keys.ts';
import { SiteConfigSchema, type SiteSettings } from '../shared/config-schema.ts';
import { BuildError, type Diagnostic } from '../shared/diagnostics.ts';
import { sitePluginFiles } from './site-plugins.ts';
import { defaultCodeEngine, unknownCodeThemes } from './code-themes.ts';
import { cacheDirFor } from './cache/dir.ts';
import { docsgenSelf, docusaurusConfigText } from './docsgen-self.ts';
import { localizeConfig } from './locale-config.ts';
import { shortHash } from '../render/content-hash.ts';

/** Config plus the absolute locations the pipeline works with. */
export interface ResolvedConfig {
  site: SiteSettings;
  root: string;
  contentDir: string;
  /** The site's static/ (may not exist); copied over the theme's static files. */
  staticDir: string;
  /** The other folders of `staticDirectories`, published at the root too. */
  moreStaticDirs?: string[];
  /** The site's templates/ (may not exist): each file overrides the theme file of the same name. */
  templatesDir: string;
  outDir: string;
  cacheDir: string;
  configFile: string;
  /** Every local file the config imports (its plugins, say), so a change to one re-renders the pages. */
  configInputs: string[];
}

export interface LoadConfigOptions {
  root: string;
  outDir?: string;
  /** A site with `i18n`: the locale to build (default: its default locale); see locale-config.ts. */
  locale?: string;
}

export { cacheDirFor };

/**
 * Compiles site.config.ts with esbuild (so maintainers write TypeScript) and
 * validates it. Every bad field becomes one `bad-config` diagnostic.
 */
export async function loadConfig(options: LoadConfigOptions): Promise<ResolvedConfig> {
  const root = path.resolve(options.root);
  const configFile = findConfigFile(root);
  // Diagnostics name files relative to the project, like content diagnostics do.
  const configName = path.relative(root, configFile);
  const cacheDir = cacheDirFor(root);
  mkdirSync(cacheDir, { recursive: true });
  const { raw, configInputs } = await compileConfig(configFile, configName, cacheDir);
  const source = await readFile(configFile, 'utf8');
  const site = validateConfig(raw, configName, source);
  checkStylesheets(site, root, configName, source);
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const outProblem = outDirProblem(root, outDir);
  if (outProblem)
    throw new BuildError([
      {
        severity: 'error',
        code: 'bad-out-dir',
        file: configName,
        message: outProblem,
        hint: 'Pass an output folder of its own, e.g. --out build.',
      },
    ]);
  return localizeConfig(options.locale, {
    site,
    root,
    contentDir: path.join(root, 'content'),
    staticDir: path.resolve(root, site.staticDirectories?.[0] ?? 'static'),
    moreStaticDirs: (site.staticDirectories ?? []).slice(1).map((dir) => path.resolve(root, dir)),
    templatesDir: path.join(root, 'templates'),
    outDir,
    cacheDir,
    configFile,
    // The plugins the config names by string are inputs too: installing one, or editing a local one, re-renders.
    configInputs: [
      ...configInputs,
      ...sitePluginFiles(root, site.markdown),
      ...(site.configReads ?? []).map((f) => path.resolve(root, f)),
    ],
  });
}

/** The project's site.config.(ts|mjs|js); a `missing-config` error when there is none. */
function findConfigFile(root: string): string {
  const configFile = ['site.config.ts', 'site.config.mjs', 'site.config.js']
    .map((f) => path.join(root, f))
    .find(existsSync);
  if (configFile) return configFile;
  const where = path.relative(process.cwd(), root) || '.';
  throw new BuildError([
    {
      severity: 'error',
      code: 'missing-config',
      file: where,
      message: `No site.config.ts found in ${where === '.' ? 'this folder' : where}.`,
      hint: 'Run docsgen from the project folder or pass --root DIR.',
    },
  ]);
}

/** The config's default export, compiled with esbuild and imported, and the local files it imports. */
async function compileConfig(
  configFile: string,
  configName: string,
  cacheDir: string,
): Promise<{ raw: unknown; configInputs: string[] }> {
  let outfile: string | undefined;
  try {
    const compiled = await esbuild({
      metafile: true,
      entryPoints: [configFile],
      outfile: path.join(cacheDir, 'config.mjs'),
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      plugins: [docsgenSelf()],
      // The compiled config runs from the cache folder: its own folder is the project's.
      define: { 'import.meta.dirname': JSON.stringify(path.dirname(configFile)) },
      logLevel: 'silent',
    });
    const configInputs = Object.keys(compiled.metafile.inputs)
      .map((f) => path.resolve(f))
      .filter((f) => f !== configFile);
    // Named by its content: an imported ES module is never unloaded, so a watch session that
    // imported the config under a new name on every rebuild kept each copy (~80 KB a save,
    // measured with scripts/bench-watch-heap.mjs). The same code now has the same URL, which
    // Node's module cache answers without evaluating the config again.
    const code = compiled.outputFiles[0]!.text;
    const reads = await docusaurusConfigText(code, path.dirname(configFile));
    outfile = path.join(cacheDir, `config-${process.pid}-${shortHash(code + reads, 16)}.mjs`);
    await writeFile(outfile, code);
    const raw = (await importSettling(outfile, configName)).default;
    return { raw, configInputs };
  } catch (error) {
    throw new BuildError([loadFailure(error, configName)]);
  } finally {
    if (outfile) await rm(outfile, { force: true });
  }
}

/** Every file of `stylesheets` must exist in the project. */
function checkStylesheets(site: SiteSettings, root: string, configName: string, source: string): void {
  const missing = site.stylesheets.flatMap((file, i) => (existsSync(path.resolve(root, file)) ? [] : [i]));
  if (!missing.length) return;
  throw new BuildError(
    missing.map((i) => ({
      severity: 'error',
      code: 'bad-config',
      file: configName,
      line: fieldLine(source, ['stylesheets']),
      message: `stylesheets.${i}: "${site.stylesheets[i]}" is not a file in the project`,
      hint: 'Paths in `stylesheets` are relative to the folder of site.config.ts.',
    })),
  );
}

/** The absolute folder of a version's docs: its `folder` when set, else `content/<name>`. */
export function versionDir(
  config: Pick<ResolvedConfig, 'root' | 'contentDir'>,
  version: { name: string; folder?: string },
): string {
  return version.folder ? path.resolve(config.root, version.folder) : path.join(config.contentDir, version.name);
}

/** Why the config file could not be compiled or imported, as one diagnostic. */
function loadFailure(error: unknown, file: string): Diagnostic {
  const err = error as {
    errors?: { text: string; location?: { line: number; column: number } }[];
    message?: string;
    code?: string;
  };
  const first = err.errors?.[0];
  if (first) {
    return {
      severity: 'error',
      code: 'bad-config',
      file,
      line: first.location?.line,
      column: first.location ? first.location.column + 1 : undefined,
      message: first.text,
      hint: 'Fix the syntax error, then build again.',
    };
  }
  const message = (err.message ?? String(error)).split('\n')[0]!;
  if (err.code === 'ERR_MODULE_NOT_FOUND') {
    const pkg = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1];
    return {
      severity: 'error',
      code: 'bad-config',
      file,
      message: `The config imports ${pkg ? `"${pkg}"` : 'a module'}, which is not installed.`,
      hint:
        pkg === 'docsgen'
          ? 'docsgen resolves `import { defineConfig } from "docsgen"` to itself once compiled: run `npm install` in the docsgen clone.'
          : 'Install it with npm, or fix the import.',
    };
  }
  return {
    severity: 'error',
    code: 'bad-config',
    file,
    message: `The config threw while loading: ${message}`,
    hint: 'Fix the code in the config file, then build again.',
  };
}

/**
 * Imports the compiled config. A top-level `await` that never settles leaves nothing for the
 * event loop to do, and Node exits with code 13 and no word; while the import is pending, an
 * exit hook says which file hung and exits with 1 like any other config error.
 */
async function importSettling(outfile: string, configName: string): Promise<{ default?: unknown }> {
  // Only runs when the process exits while the import is still pending, i.e. the loop ran dry.
  const onExit = () => {
    process.stderr.write(
      `${configName}  bad-config  The config never finished loading: a top-level await in it (or in a ` +
        `module it imports) never settles.\n  Make every awaited promise resolve or reject, then build again.\n`,
    );
    process.exitCode = 1;
  };
  process.on('exit', onExit);
  try {
    return (await import(pathToFileURL(outfile).href)) as { default?: unknown };
  } finally {
    process.off('exit', onExit);
  }
}

/** The output folder is replaced wholesale on every build, so it must not hold the project. */
function outDirProblem(root: string, outDir: string): string | undefined {
  const inside = (child: string, parent: string) => child === parent || child.startsWith(parent + path.sep);
  if (inside(root, outDir)) return `The output folder ${outDir} contains the project; building would replace it.`;
  for (const folder of ['content', 'static', 'templates', 'node_modules', '.docsgen-cache']) {
    if (inside(outDir, path.join(root, folder)))
      return `The output folder ${path.relative(root, outDir)} is inside ${folder}/; building would overwrite it.`;
  }
  return undefined;
}

/**
 * Validates a config object; pure so tests can pin the exact error text.
 * With the config's source text, each bad field points at its line.
 */
export function validateConfig(raw: unknown, file = 'site.config.ts', source?: string): SiteSettings {
  if (raw === undefined) {
    throw new BuildError([
      {
        severity: 'error',
        code: 'bad-config',
        file,
        message: 'The config has no default export.',
        hint: 'Write `export default defineConfig({...})`.',
      },
    ]);
  }
  const parsed = SiteConfigSchema.safeParse(raw);
  const diagnostics: Diagnostic[] = [];
  const at: FieldLine = (fieldPath) => (source ? fieldLine(source, fieldPath) : undefined);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      diagnostics.push({
        severity: 'error',
        code: 'bad-config',
        file,
        line: at(issue.path),
        message: describeIssue(issue, raw),
      });
    }
    throw new BuildError(diagnostics);
  }
  for (const unknown of findUnknownKeys(SiteConfigSchema, raw)) {
    const dotted = unknown.path.map(String).join('.');
    diagnostics.push({
      severity: 'error',
      code: 'unknown-config-key',
      file,
      line: at(unknown.path),
      message: `${dotted}: unknown field; docsgen would ignore it.`,
      hint: unknown.suggestion
        ? `Did you mean "${[...unknown.path.slice(0, -1), unknown.suggestion].map(String).join('.')}"?`
        : 'Remove it, or check the field names in the README.',
    });
  }
  const site = parsed.data;
  diagnostics.push(...versionProblems(site, file, at));
  diagnostics.push(...chooseCodeEngine(site, raw, file));
  diagnostics.push(...unknownCodeThemes(site.codeBlocks, file, at));
  if (site.toc.minHeadingLevel > site.toc.maxHeadingLevel) {
    diagnostics.push({
      severity: 'error',
      code: 'bad-config',
      file,
      line: at(['toc']),
      message: 'toc: minHeadingLevel must not be greater than maxHeadingLevel',
    });
  }
  if (diagnostics.length) throw new BuildError(diagnostics);
  return site;
}

/** Line of a field of the config's source, when the source is known. */
type FieldLine = (fieldPath: readonly PropertyKey[]) => number | undefined;

/** Version names must be unique, paths free of "." and ".." segments, and `latestVersion` one of them. */
function versionProblems(site: SiteSettings, file: string, at: FieldLine): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const names = new Set<string>();
  site.versions.forEach((v, i) => {
    if (names.has(v.name))
      diagnostics.push({
        severity: 'error',
        code: 'bad-config',
        file,
        line: at(['versions', i, 'name']),
        message: `versions.${i}.name: "${v.name}" is used by two versions`,
      });
    names.add(v.name);
    if (/(^|\/)\.\.?(\/|$)/.test(v.path))
      diagnostics.push({
        severity: 'error',
        code: 'bad-config',
        file,
        line: at(['versions', i, 'path']),
        message: `versions.${i}.path: "${v.path}" must not contain "." or ".." segments`,
      });
  });
  if (!names.has(site.latestVersion)) {
    diagnostics.push({
      severity: 'error',
      code: 'bad-config',
      file,
      line: at(['latestVersion']),
      message: `latestVersion: "${site.latestVersion}" is not one of the versions (${[...names].join(', ')})`,
    });
  }
  return diagnostics;
}

/** Sets the code engine the config leaves open, and applies DOCSGEN_CODE_ENGINE; reports a bad value of it. */
function chooseCodeEngine(site: SiteSettings, raw: unknown, file: string): Diagnostic[] {
  if ((raw as { codeBlocks?: { engine?: unknown } }).codeBlocks?.engine === undefined)
    site.codeBlocks.engine = defaultCodeEngine(site.codeBlocks);
  // One build with the other engine, config untouched (the benchmark and the test suites compare both).
  const engine = process.env.DOCSGEN_CODE_ENGINE;
  if (engine === 'shiki' || engine === 'prism') site.codeBlocks.engine = engine;
  else if (engine)
    return [
      {
        severity: 'error',
        code: 'bad-config',
        file,
        message: `DOCSGEN_CODE_ENGINE: "${engine}" is not an engine; use "shiki" or "prism", or unset it.`,
      },
    ];
  return [];
}

/** `onBrokenLinks: expected one of "throw", "warn", "ignore", got "fail"`: dotted path, expectation, what was written. */
function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  const dotted = issue.path.length ? issue.path.map(String).join('.') : '(root)';
  let value: unknown = raw;
  for (const key of issue.path)
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  if (issue.code === 'invalid_type' && value === undefined)
    return `${dotted}: is required (${article(issue.expected)})`;
  if (issue.code === 'invalid_value')
    return `${dotted}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${shown(value)}`;
  if (issue.code === 'invalid_type') return `${dotted}: expected ${article(issue.expected)}, got ${shown(value)}`;
  if (issue.code === 'unrecognized_keys')
    return `${dotted}: unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
  return `${dotted}: ${issue.message}, got ${shown(value)}`;
}

/** `an array`, `a string`. */
function article(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

function shown(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'a list';
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Best-effort line of a field in the config source: finds each named key in
 * turn after the previous one (array indexes are skipped), so `versions.0.path`
 * lands on the first `path:` after `versions:`.
 */
export function fieldLine(source: string, fieldPath: readonly PropertyKey[]): number | undefined {
  let offset = source.search(/defineConfig\s*\(|export\s+default/);
  if (offset < 0) offset = 0;
  let found = false;
  for (const key of fieldPath) {
    if (typeof key !== 'string') continue;
    const re = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`, 'g');
    re.lastIndex = offset;
    const m = re.exec(source);
    if (!m) break;
    offset = m.index + m[0].length;
    found = true;
  }
  return found ? source.slice(0, offset).split('\n').length : undefined;
}
