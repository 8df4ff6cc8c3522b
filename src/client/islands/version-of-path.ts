/** The part of a docs version that locating a path needs. */
export interface VersionPath {
  path: string;
}

/**
 * The docs version a path belongs to, if any. Version paths may nest, as Docusaurus sites
 * have them (the latest at `/docs`, older ones at `/docs/2.x`), so the longest matching
 * path wins, whatever order the versions are listed in.
 */
export function versionOfPath<V extends VersionPath>(versions: readonly V[], pathname: string): V | undefined {
  let best: V | undefined;
  for (const v of versions) {
    const base = v.path.replace(/\/$/, '');
    const inside = pathname === base || pathname.startsWith(`${base}/`) || base === '';
    if (inside && (!best || base.length > best.path.replace(/\/$/, '').length)) best = v;
  }
  return best;
}
