/** The `<link rel="icon">` attributes for the site's favicon (a path under static/ or a URL). */
export function faviconLink(favicon: string | undefined): { href: string; type?: string } {
  const href = favicon ?? '/img/favicon.svg';
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    svg: 'image/svg+xml',
    ico: 'image/x-icon',
    png: 'image/png',
    gif: 'image/gif',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
  };
  return ext && types[ext] ? { href, type: types[ext] } : { href };
}
