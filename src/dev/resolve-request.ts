import { realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';

/** What the static host does with one request path. */
export type Resolution =
  { kind: 'file'; file: string; stats: Stats } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/**
 * Maps a request target (`/v3/intro?x=1`) to a file under `root` the way the
 * production host does: clean URLs, `.html` and `/index.html` redirected to the
 * page's own URL (keeping the query; `/a.html` → `/a/` for a folder page), `/a` and `/a/`
 * both served from `a/index.html`.
 * Anything that could leave `root` (`..`, encoded dots, backslashes, NUL, symlinks
 * pointing out, dotfiles) is not found, never read.
 */
export async function resolveRequest(root: string, target: string): Promise<Resolution> {
  const queryAt = target.indexOf('?');
  const rawPath = queryAt >= 0 ? target.slice(0, queryAt) : target;
  const query = queryAt >= 0 ? target.slice(queryAt) : '';
  if (!rawPath.startsWith('/')) return { kind: 'not-found' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'not-found' };
  }
  if (!isSafePath(decoded)) return { kind: 'not-found' };
  const clean = decoded.replace(/\/{2,}/g, '/');

  const stripped = clean.endsWith('/index.html')
    ? clean.slice(0, -'index.html'.length)
    : clean.endsWith('.html')
      ? clean.slice(0, -'.html'.length)
      : undefined;
  if (stripped !== undefined) {
    // Redirect only to a page that exists, so a missing page answers 404 at once.
    const target = stripped === '' ? '/' : stripped;
    const found = await findFile(root, target);
    if (!found) return { kind: 'not-found' };
    // To the URL the page is published at: a folder page's has a slash (`/v3/intro.html` → `/v3/intro/`).
    const folder = !target.endsWith('/') && found.candidate === `${target}/index.html`;
    return { kind: 'redirect', location: encodeURI(folder ? `${target}/` : target) + query };
  }
  const found = await findFile(root, clean);
  return found ? { kind: 'file', file: found.file, stats: found.stats } : { kind: 'not-found' };
}

/** Rejects traversal and hidden files before the path ever reaches the file system. */
export function isSafePath(decoded: string): boolean {
  if (decoded.includes('\0') || decoded.includes('\\')) return false;
  return decoded.split('/').every((segment) => segment === '' || segment === '.well-known' || !segment.startsWith('.'));
}

async function findFile(
  root: string,
  clean: string,
): Promise<{ file: string; stats: Stats; candidate: string } | undefined> {
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`, `${clean}.html`];
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return undefined;
  }
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!isInside(root, file)) return undefined;
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) continue;
    // A symlink inside the output may point anywhere: follow it and check again.
    const real = await realpath(file).catch(() => undefined);
    if (!real || !isInside(realRoot, real)) return undefined;
    return { file: real, stats, candidate };
  }
  return undefined;
}

function isInside(root: string, file: string): boolean {
  return file.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}
