/**
 * Earlier docsgen versions wrote a redirect stub beside each folder page (`v3/intro.html` →
 * `/v3/intro/`). They are written no more (see `siteFiles`), but watch mode, writing into an
 * output such a version built, still deletes a removed page's stub with the page.
 */
export function redirectStubFile(outFile: string): string | undefined {
  if (!outFile.endsWith('/index.html')) return undefined;
  const stub = `${outFile.slice(0, -'/index.html'.length)}.html`;
  // A page at `tutorials/index/` (a `slug: index` doc): its stub would be `tutorials/index.html`, the folder's own page.
  return stub === 'index.html' || stub.endsWith('/index.html') ? undefined : stub;
}
