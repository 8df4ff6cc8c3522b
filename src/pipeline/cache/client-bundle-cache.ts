import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { THEME_DIR } from '../../render/theme-files.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { codeThemes } from '../code-themes.ts';
import {
  bundleClient,
  clientConfig,
  extraStylesheets,
  type ClientBundle,
  type ClientConfig,
} from '../client-bundle.ts';
import type { BuildOutput } from '../output-target.ts';
import { siteProps } from '../render/route-renderer.ts';
import type { VersionNav } from '../sidebars/sidebars.ts';
import type { ResolvedConfig } from '../config.ts';
import { contentHash, contentHasher } from '../../render/content-hash.ts';
import { filesUnder } from '../files-under.ts';

/** A client bundle kept in memory with the fingerprint of everything it was built from. */
export interface CachedClientBundle {
  key: string;
  /** The part of `key` read from the source files (src/client, the theme, templates/, stylesheets). */
  filesKey: string;
  bundle: ClientBundle;
  /** Output path relative to the output folder → bytes. */
  files: Map<string, Buffer>;
}

export interface CachedBundleOptions {
  config: ResolvedConfig;
  outDir: string;
  clientConfig: ClientConfig;
  /** Last build's bundle; replaced when its inputs changed. */
  cached?: CachedClientBundle;
  /** No source file of the bundle changed since `cached` was made (watch mode, page edits only): they are not read again. */
  filesUnchanged?: boolean;
  /** Whether a reused bundle is written to `outDir` again; not when that folder is a scratch folder that is about to go. */
  writeCached?: boolean;
}

export interface ClientBundleStageOptions {
  config: ResolvedConfig;
  navs: ReadonlyMap<string, VersionNav>;
  output: BuildOutput;
  /** The last build's bundle (watch mode), written again from memory while its inputs are unchanged. */
  previous?: CachedClientBundle;
  /** See `CachedBundleOptions.filesUnchanged`. */
  filesUnchanged?: boolean;
}

/** The `client-bundle` stage: the islands' scripts and the stylesheet, hashed, written for this build. */
export async function bundleClientStage(
  o: ClientBundleStageOptions,
): Promise<{ bundle: ClientBundle; unchanged: boolean; current: CachedClientBundle }> {
  const previous = o.previous;
  const versions = siteProps(o.config, o.navs).versions;
  // Writing in place, the bundle folder is a scratch folder: a reused bundle is served from memory, not copied there.
  const current = await bundleClientCached({
    config: o.config,
    outDir: o.output.bundleDir,
    clientConfig: clientConfig(o.config, versions),
    cached: previous,
    filesUnchanged: o.filesUnchanged,
    writeCached: !o.output.inPlaceCandidate,
  });
  await o.output.removeScratch();
  return { bundle: current.bundle, unchanged: current === previous, current };
}

/**
 * Watch mode rebuilds the site on every save, but the islands only change when
 * src/client, templates/ (the stylesheet) or the baked-in settings do: then
 * esbuild runs again; otherwise the same hashed files are written from memory.
 */
async function bundleClientCached(o: CachedBundleOptions): Promise<CachedClientBundle> {
  const filesKey =
    o.filesUnchanged && o.cached
      ? o.cached.filesKey
      : await clientFilesKey(o.config, o.cached?.bundle.stylesheetInputs ?? []);
  const key = contentHash([JSON.stringify(o.clientConfig), JSON.stringify(codeThemes(o.config)), filesKey]);
  if (o.cached?.key === key) {
    if (o.writeCached === false) return o.cached;
    // As bundleClient does: the diagram scripts wait for the write stage.
    const diagrams = new Set(o.cached.bundle.diagramFiles);
    for (const [rel, bytes] of o.cached.files) {
      if (diagrams.has(rel)) continue;
      const target = path.join(o.outDir, rel);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    return o.cached;
  }
  const bundle = await bundleClient({ config: o.config, outDir: o.outDir, clientConfig: o.clientConfig });
  const files = new Map<string, Buffer>();
  const diagrams = new Set(bundle.diagramFiles);
  for (const { file } of bundle.files)
    files.set(file, await readFile(path.join(diagrams.has(file) ? (bundle.diagramDir ?? o.outDir) : o.outDir, file)));
  return { key, filesKey, bundle, files };
}

// With the settings and the code themes (and shiki's version, through the compiled code), which
// decide the token colours in the stylesheet, this makes the bundle's key.
async function clientFilesKey(config: ResolvedConfig, stylesheetInputs: readonly string[]): Promise<string> {
  const hash = contentHasher();
  for (const dir of [path.join(PACKAGE_ROOT, 'src/client'), THEME_DIR, config.templatesDir]) {
    for (const file of await filesUnder(dir)) hash.update(file).update(await readFile(file));
  }
  // The site's stylesheets and what they imported last time (fonts, images, partials): a change to any rebuilds.
  for (const file of new Set([...extraStylesheets(config), ...stylesheetInputs]))
    hash.update(file).update(await readFile(file).catch(() => ''));
  return hash.digest('base64url');
}
