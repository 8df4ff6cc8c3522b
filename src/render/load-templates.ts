import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { BuildError, type Diagnostic } from '../shared/diagnostics.ts';
import type { Templates } from './page-props.ts';
import { THEME_DIR, themeOverrides } from './theme-files.ts';
import { shortHash } from './content-hash.ts';
import { overridesNothing } from './template-overrides.ts';
import { docsgenReact } from './react-require-shim.ts';

const REQUIRED: (keyof Templates)[] = ['DocPage', 'CategoryIndex', 'VersionLanding', 'Home', 'SearchPage', 'NotFound'];

/**
 * Compiles the theme (src/theme/index.ts) for Node with esbuild and imports it. Each
 * file in the site's templates/ replaces the theme file of the same name (see
 * themeOverrides). React stays external so the components and renderToString share one React.
 */
export async function loadTemplates(options: {
  root: string;
  templatesDir: string;
  cacheDir: string;
  /** Where files of templates/ that override nothing are reported (the build's diagnostics; render threads pass none). */
  warnings?: Diagnostic[];
}): Promise<Templates> {
  const entry = path.join(THEME_DIR, 'index.ts');
  const siteIndex = path.join(options.templatesDir, 'index.ts');
  let outfile: string | undefined;
  try {
    const compiled = await esbuild({
      entryPoints: [entry],
      plugins: [docsgenReact(), themeOverrides(existsSync(options.templatesDir) ? options.templatesDir : undefined)],
      outfile: path.join(options.cacheDir, 'templates.mjs'),
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/*', 'docsgen'],
      logLevel: 'silent',
      metafile: true,
    });
    if (options.warnings) {
      const read = Object.keys(compiled.metafile.inputs).map((f) => path.resolve(f));
      options.warnings.push(...overridesNothing(options.templatesDir, options.root, read));
    }
    // Named by its content, like the config: an ES module is never unloaded, so a new name on
    // every watch rebuild kept every copy of the theme; the same code now reuses the loaded module.
    const code = compiled.outputFiles[0]!.text;
    outfile = path.join(options.cacheDir, `templates-${process.pid}-${shortHash(code, 16)}.mjs`);
    mkdirSync(options.cacheDir, { recursive: true });
    writeFileSync(outfile, code);
    const mod = (await import(pathToFileURL(outfile).href)) as Partial<Templates>;
    const missing = REQUIRED.filter((name) => typeof mod[name] !== 'function');
    if (missing.length) {
      throw new BuildError(
        missing.map((name) => ({
          severity: 'error',
          code: 'bad-template',
          file: path.relative(options.root, siteIndex),
          message: `templates/index.ts does not export the component "${name}".`,
          hint: `Export ${name} from templates/index.ts, or delete that file so each component falls back to the theme.`,
        })),
      );
    }
    return mod as Templates;
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const err = error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] };
    if (err.errors?.length) {
      throw new BuildError(
        err.errors.map(
          (e): Diagnostic =>
            wrongExport(e, options) ?? {
              severity: 'error',
              code: 'bad-template',
              file: e.location?.file ? path.relative(options.root, path.resolve(e.location.file)) : 'templates',
              line: e.location?.line,
              column: e.location ? e.location.column + 1 : undefined,
              message: e.text,
            },
        ),
      );
    }
    throw error;
  } finally {
    if (outfile) await rm(outfile, { force: true });
  }
}

/**
 * esbuild reports an override that lacks the export the theme imports at the theme's import
 * (src/theme/Layout.tsx): the file to fix is the override, so the error names it.
 */
function wrongExport(
  e: { text: string; location?: { file: string; line: number } },
  options: { root: string; templatesDir: string },
): Diagnostic | undefined {
  const m = /^No matching export in "(.+?)" for import "(.+?)"$/.exec(e.text);
  const override = m && path.resolve(m[1]!);
  if (!m || !override || !override.startsWith(options.templatesDir + path.sep)) return undefined;
  const rel = path.relative(options.root, override);
  const importer = e.location ? `${path.relative(THEME_DIR, path.resolve(e.location.file))}:${e.location.line}` : '';
  return {
    severity: 'error',
    code: 'template-wrong-export',
    file: rel,
    message:
      `${rel} replaces the theme's ${path.basename(override)} but does not export "${m[2]}", ` +
      `which the theme imports${importer ? ` (theme ${importer})` : ''}.`,
    hint: `Export it under that name (export function ${m[2]}…), or delete ${rel} to use the theme's own.`,
  };
}
