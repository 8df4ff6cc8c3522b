/**
 * A relative front matter slug, read from the doc's folder as Docusaurus reads it: `./x` and `x` name a page in
 * the folder, `../` climbs one folder (`docs/intro/start.md` with `slug: ../` is the version root). The result is
 * a slug from the version root (starting with `/`), or undefined when it would climb above the version root,
 * which stays an error.
 */
export function resolveRelativeSlug(dir: string, slug: string): string | undefined {
  const parts = dir === '' ? [] : dir.split('/');
  const segments = slug.split('/');
  for (const [i, segment] of segments.entries()) {
    if (segment === '.' || (segment === '' && i < segments.length - 1)) continue;
    if (segment === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (segment !== '') parts.push(segment);
  }
  const last = segments[segments.length - 1];
  // A slug ending in `/`, `.` or `..` names a folder page: it keeps its trailing slash.
  const folder = last === '' || last === '.' || last === '..';
  return `/${parts.join('/')}${folder && parts.length > 0 ? '/' : ''}`;
}

/** The slug without its `.` and `..` segments, to check the rest of what was written. */
export function withoutDotSegments(slug: string): string {
  return slug
    .split('/')
    .filter((s) => s !== '.' && s !== '..')
    .join('/');
}
