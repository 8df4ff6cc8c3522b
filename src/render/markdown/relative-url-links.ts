/**
 * A relative link written as a URL (`configuration`, `../guides/setup#x`), not a file: Docusaurus reads it
 * from the page's URL, which ends in `/` only for an index doc (or with `trailingSlash: true`), so from
 * `/docs/guides/logging` the link `configuration` is the sibling `/docs/guides/configuration`.
 * docsgen publishes every page as a folder (`…/logging/index.html`), where a browser would read the
 * same link one level too deep; so it is written out resolved against the page's route path.
 */
export function resolveRelativeUrlLink(
  pathPart: string,
  pagePath: string | undefined,
  namesDoc = false,
): string | undefined {
  if (!pagePath || pathPart === '' || pathPart.startsWith('/') || pathPart.startsWith('?')) return undefined;
  // A file beside the page (`./report.pdf`, `img/x.png`) is not a page URL: left as it is, unless a doc has that name.
  if (!namesDoc && /\.[a-z0-9]{1,8}$/i.test(pathPart.split('?')[0]!)) return undefined;
  const resolved = new URL(pathPart, `http://x${pagePath.startsWith('/') ? pagePath : `/${pagePath}`}`);
  return resolved.pathname + resolved.search;
}
