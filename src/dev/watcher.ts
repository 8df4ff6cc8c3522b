import path from 'node:path';
import type { Stats } from 'node:fs';
import { watch, type FSWatcher } from 'chokidar';

/** What a changed file is, which decides what a rebuild must redo. */
export type ChangeKind = 'config' | 'content' | 'templates' | 'static';

export interface SourceChange {
  /** Absolute path. */
  file: string;
  kind: ChangeKind;
  event: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
}

export interface WatchSourcesOptions {
  configFile: string;
  contentDir: string;
  templatesDir: string;
  staticDir: string;
  onChange: (change: SourceChange) => void;
  onError?: (error: Error) => void;
}

export interface SourceWatcher {
  /** Resolves once the initial scan is done, so no early edit is missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches the folders a site is built from (chokidar 5 takes folders, not globs;
 * `ignored` filters out editor backups, swap files and hidden folders).
 */
export function watchSources(o: WatchSourcesOptions): SourceWatcher {
  const roots: [string, ChangeKind][] = [
    [o.configFile, 'config'],
    [o.contentDir, 'content'],
    [o.templatesDir, 'templates'],
    [o.staticDir, 'static'],
  ];
  const watcher: FSWatcher = watch(
    roots.map(([p]) => p),
    { ignoreInitial: true, ignored: (file: string, stats?: Stats) => isIgnored(file, stats) },
  );
  const kindOf = (file: string): ChangeKind | undefined => roots.find(([p]) => file === p || file.startsWith(p + path.sep))?.[1];
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) {
    watcher.on(event, (file: string) => {
      const kind = kindOf(path.resolve(file));
      if (kind) o.onChange({ file: path.resolve(file), kind, event });
    });
  }
  watcher.on('error', (error) => o.onError?.(error as Error));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}

/** Editor temp files and hidden folders never trigger a rebuild. */
export function isIgnored(file: string, _stats?: Stats): boolean {
  const name = path.basename(file);
  return (
    (name.startsWith('.') && name.length > 1) ||
    name.endsWith('~') ||
    /\.(swp|swx|swo|tmp|bak|orig)$/i.test(name) ||
    /^#.*#$/.test(name) ||
    name === '4913' // vim's write test file
  );
}
