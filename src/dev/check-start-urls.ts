import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The URLs the crawl starts from. `listPages` names a folder page (`x/index.html`) `/x`; a site that
 * publishes folder URLs (`trailingSlash: true`) links to it as `/x/`, and a host may answer `/x` only
 * with a redirect there. Starting from `/x/` crawls each page at the URL its links use, so relative
 * links resolve as in a browser and the crawl does not count each page twice. The site's URL form is
 * read from a folder page's canonical link.
 */
export function folderStartUrls(outDir: string, pagePaths: readonly string[]): string[] {
  const folderPage = (p: string) => p !== '/' && existsSync(path.join(outDir, decodeSafe(p).slice(1), 'index.html'));
  const sample = pagePaths.find(folderPage);
  if (!sample || !canonicalHasSlash(path.join(outDir, decodeSafe(sample).slice(1), 'index.html')))
    return [...pagePaths];
  return pagePaths.map((p) => (folderPage(p) ? `${p}/` : p));
}

function canonicalHasSlash(file: string): boolean {
  const head = readFileSync(file, 'utf8').slice(0, 16_384);
  const href = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  if (!href) return false;
  try {
    return new URL(href, 'http://x').pathname.endsWith('/');
  } catch {
    return false;
  }
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}
