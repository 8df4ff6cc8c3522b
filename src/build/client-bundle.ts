import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { ResolvedConfig } from './config.ts';
import type { DocumentAssets } from '../render/document.tsx';
import { STORAGE_KEYS } from '../render/head-scripts.ts';

/** docsgen's own folder (src/client lives there), whether running from src/build or dist/. */
export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(dir: string): string {
  for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) {
    if (existsSync(path.join(d, 'src/client/entries/main.ts'))) return d;
  }
  throw new Error('docsgen could not find its src/client folder; reinstall docsgen.');
}

export interface ClientBundle {
  assets: DocumentAssets;
  /** Output files relative to the output folder, with their sizes. */
  files: { file: string; bytes: number }[];
}

/** Settings the islands need, baked into the bundle so pages do not repeat them. */
export function clientConfig(config: ResolvedConfig, versions: { name: string; label: string; path: string; mainHref: string }[]) {
  const s = config.site;
  return {
    title: s.title,
    baseUrl: s.baseUrl,
    latestVersion: s.latestVersion,
    versions,
    storageKeys: STORAGE_KEYS,
    colorMode: s.colorMode,
    announcementId: s.announcementBar?.id ?? null,
    search: {
      placeholder: s.search.placeholder,
      inputLimit: s.search.inputLimit,
      maxResultsPerGroup: s.search.maxResultsPerGroup,
      hitsPerPage: s.search.hitsPerPage,
      contextualSearch: s.search.contextualSearch,
      algolia: s.search.algolia ?? null,
    },
    imageZoom: s.imageZoom,
  };
}

export type ClientConfig = ReturnType<typeof clientConfig>;

/** Bundles the islands (code-split, hashed) and the stylesheet into `<outDir>/assets`. */
export async function bundleClient(options: { config: ResolvedConfig; outDir: string; clientConfig: ClientConfig; minify?: boolean }): Promise<ClientBundle> {
  const { config, outDir } = options;
  const minify = options.minify ?? true;
  const js = await esbuild({
    entryPoints: { main: path.join(PACKAGE_ROOT, 'src/client/entries/main.ts') },
    outdir: path.join(outDir, 'assets/js'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    jsx: 'automatic',
    minify,
    metafile: true,
    legalComments: 'none',
    define: { __DOCSGEN_CONFIG__: JSON.stringify(options.clientConfig), 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'css' },
    logLevel: 'silent',
  });
  const css = await esbuild({
    entryPoints: { styles: path.join(config.templatesDir, 'styles.css') },
    outdir: path.join(outDir, 'assets/css'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify,
    metafile: true,
    external: ['/img/*', '/fonts/*'],
    logLevel: 'silent',
  });
  const toUrl = (file: string) => `/${path.relative(outDir, path.resolve(file)).split(path.sep).join('/')}`;
  const mainOut = Object.entries(js.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('entries/main.ts'))![0];
  const cssOut = Object.keys(css.metafile.outputs).find((f) => f.endsWith('.css'))!;
  const files = [...Object.entries(js.metafile.outputs), ...Object.entries(css.metafile.outputs)].map(([f, o]) => ({ file: toUrl(f).slice(1), bytes: o.bytes }));
  return { assets: { script: toUrl(mainOut), css: toUrl(cssOut) }, files };
}
