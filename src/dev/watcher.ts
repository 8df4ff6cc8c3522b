import path from 'node:path';
import { statSync, type Stats } from 'node:fs';
import { watch, type FSWatcher } from 'chokidar';
import { outsideProject } from './watch-bounds.ts';

/** What a changed file is, which decides what a rebuild must redo. */
export type ChangeKind = 'config' | 'content' | 'templates' | 'static';

export interface SourceChange {
  /** Absolute path. */
  file: string;
  kind: ChangeKind;
  event: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
  /** The file's modification time when a change was seen (epoch ms), for the save's step timings. */
  mtimeMs?: number;
}

export interface WatchSourcesOptions {
  configFile: string;
  contentDir: string;
  templatesDir: string;
  staticDir: string;
  /** More docs sources outside content/: Docusaurus version folders, sidebars files, versions.json. */
  extraContent?: readonly string[];
  onChange: (change: SourceChange) => void;
  onError?: (error: Error) => void;
}

export interface SourceWatcher {
  /** Resolves once the initial scan is done, so no early edit is missed. */
  ready: Promise<void>;
  /**
   * Watches more files or folders (ones the last good build found it reads); known ones are
   * skipped. Resolves once they are scanned, so an edit made after that is seen.
   */
  add(paths: readonly string[], kind: ChangeKind): Promise<void>;
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
    ...(o.extraContent ?? []).map((p): [string, ChangeKind] => [p, 'content']),
  ];
  // The most specific root decides: a plugin file inside content/ is still the config's.
  const kindOf = (file: string): ChangeKind | undefined =>
    roots
      .filter(([p]) => file === p || file.startsWith(p + path.sep))
      .sort((a, b) => b[0].length - a[0].length)[0]?.[1];
  // Last modification time seen per file, so a change reported twice (below) counts once.
  const seen = new Map<string, number>();
  const outside = outsideProject(path.dirname(o.configFile), () => roots.map(([p]) => p));
  const watchers: FSWatcher[] = [];
  // One chokidar watcher per set of paths: its 'ready' then means those paths are scanned (a
  // path added to a running watcher has no event of its own for that).
  const open = (paths: readonly string[]): Promise<void> => {
    const watcher: FSWatcher = watch([...paths], {
      ignoreInitial: true,
      ignored: (file: string, stats?: Stats) => isIgnored(file, stats) || outside(file),
    });
    watchers.push(watcher);
    for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) {
      watcher.on(event, (file: string, stats?: Stats) => {
        const absolute = path.resolve(file);
        const kind = kindOf(absolute);
        if (event === 'change') {
          const mtime = stats?.mtimeMs ?? statSync(absolute, { throwIfNoEntry: false })?.mtimeMs;
          if (mtime !== undefined && seen.get(absolute) === mtime) return;
          if (mtime !== undefined) seen.set(absolute, mtime);
        }
        if (kind) o.onChange({ file: absolute, kind, event, mtimeMs: stats?.mtimeMs });
      });
    }
    // chokidar drops a second 'change' of a file within 50 ms of the first (a quick fix after a
    // broken save would be lost). Raw events are not throttled: a new mtime there is a change too.
    watcher.on('raw', (event, name, details) => {
      const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
      if (event !== 'change' || !watched || !name) return;
      const absolute = path.resolve(path.basename(watched) === name ? watched : path.join(watched, name));
      const kind = kindOf(absolute);
      if (!kind || isIgnored(absolute)) return;
      const info = statSync(absolute, { throwIfNoEntry: false });
      if (!info?.isFile() || seen.get(absolute) === info.mtimeMs) return;
      seen.set(absolute, info.mtimeMs);
      o.onChange({ file: absolute, kind, event: 'change', mtimeMs: info.mtimeMs });
    });
    watcher.on('error', (error) => o.onError?.(error as Error));
    return new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  };
  const ready = open(roots.map(([p]) => p));
  const add = async (paths: readonly string[], kind: ChangeKind) => {
    const fresh = paths.filter((p) => !roots.some(([known]) => known === p));
    if (!fresh.length) return;
    roots.push(...fresh.map((p): [string, ChangeKind] => [p, kind]));
    await open(fresh);
  };
  return { ready, add, close: async () => void (await Promise.all(watchers.map((w) => w.close()))) };
}

/** Editor temp files and hidden folders never trigger a rebuild. */
function isIgnored(file: string, _stats?: Stats): boolean {
  const name = path.basename(file);
  return (
    (name.startsWith('.') && name.length > 1) ||
    name.endsWith('~') ||
    /\.(swp|swx|swo|tmp|bak|orig)$/i.test(name) ||
    /^#.*#$/.test(name) ||
    name === '4913' // vim's write test file
  );
}
