/**
 * Earlier docsgen versions wrote a redirect stub beside each folder page (`v3/intro.html` →
 * `/v3/intro/`). They are written no more (see `siteFiles`), but watch mode, writing into an
 * output such a version built, still deletes a removed page's stub with the page.
 */
export function redirectStubFile(outFile: string): string | undefined {
  return outFile.endsWith('/index.html') ? `${outFile.slice(0, -'/index.html'.length)}.html` : undefined;
}
