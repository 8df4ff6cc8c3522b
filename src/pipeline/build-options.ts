import type { Diagnostic } from '../shared/diagnostics.ts';
import type { BuildCache } from './cache/build-cache.ts';
import type { ResolvedConfig } from './config.ts';
import type { RenderedPage } from './render/route-renderer.ts';
import type { ThreadBusy } from './render/workers.ts';
import type { StageTiming } from './stage-runner.ts';

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** Reused across rebuilds in watch mode; a fresh build creates its own. */
  cache?: BuildCache;
  onProgress?: (done: number, total: number) => void;
  /** Keep rendered pages in .docsgen-cache/render-cache so the next process reuses them (the CLI build, and the first build of `serve --watch`). */
  persistentCache?: boolean;
  /**
   * Save a fingerprint of the inputs so that the next `docsgen build` with nothing changed skips
   * the build (the CLI build only: a watch build's output holds drafts).
   */
  fingerprint?: boolean;
  /** A site with `i18n`: build this locale only, into `outDir` (the default locale's build builds the others itself). */
  locale?: string;
  /**
   * Watch mode: after a first good build, a rebuild that renders few pages writes straight into
   * the output (only the files whose bytes changed, and only when the build has no error).
   */
  inPlace?: boolean;
  /** Build docs marked `draft: true` too (`serve --watch`); a production build leaves them out. */
  includeDrafts?: boolean;
  /**
   * Watch mode: what changed since the last build with this cache. When only pages' text changed,
   * the config and templates of the last build are reused and only the edited files are read.
   */
  changes?: SourceChanges;
}

export interface SourceChanges {
  /** Absolute paths of markdown or MDX files whose text changed; nothing else changed (no config, template, static, added or removed file). */
  editedDocs: readonly string[];
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  timings: StageTiming[];
  /** The render stage's threads: busy time, pages and (workers) setup, in milliseconds since the build started. */
  renderThreads: ThreadBusy[];
  pages: RenderedPage[];
  outDir: string;
  filesWritten: number;
  bytesWritten: number;
  /** Client asset sizes (bytes) relative to the output folder. */
  clientFiles: { file: string; bytes: number }[];
  config?: ResolvedConfig;
}
