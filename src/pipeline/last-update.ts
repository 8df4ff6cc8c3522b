import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** When a file was last changed and by whom, from the git history (Docusaurus' `showLastUpdateTime/Author`). */
export interface LastUpdate {
  /** Seconds since 1970 of the last commit that touched the file. */
  time: number;
  author: string;
}

const cache = new Map<string, Map<string, LastUpdate>>();

/**
 * The last commit of every file in the repository holding `root`, read with one `git log` (newest
 * first, so a file's first mention is its last change); keyed by absolute path. Empty when `root`
 * is not in a git repository or git is missing: then no page shows a date, as in Docusaurus.
 */
export function lastUpdates(root: string): Map<string, LastUpdate> {
  const known = cache.get(root);
  if (known) return known;
  const out = new Map<string, LastUpdate>();
  cache.set(root, out);
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: root,
      encoding: 'utf8',
      // Outside a repository git says "fatal: …": not the reader's concern, no date is shown.
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const log = execFileSync('git', ['log', '--format=%x00%at%x09%an', '--name-only', '--no-renames', '--', '.'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    for (const entry of log.split('\0')) {
      const [head, ...files] = entry.split('\n');
      const m = /^(\d+)\t(.*)$/.exec(head ?? '');
      if (!m) continue;
      const update = { time: Number(m[1]), author: m[2]! };
      for (const file of files) {
        if (!file) continue;
        const abs = path.join(top, file);
        if (!out.has(abs)) out.set(abs, update);
      }
    }
  } catch {
    // Not a repository, or no git: nothing to show.
  }
  return out;
}
