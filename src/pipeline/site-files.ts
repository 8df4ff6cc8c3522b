import type { SiteProps } from '../render/page-props.ts';
import type { RenderedPage } from './render/route-renderer.ts';
import { siteRoot } from '../shared/base-url.ts';

/** sitemap.xml: every indexable page with its canonical URL; `origin` includes the base URL. */
export function sitemapXml(origin: string, pages: readonly RenderedPage[]): string {
  const base = origin.replace(/\/$/, '');
  const urls = pages
    .filter((p) => p.route.kind !== 'not-found' && p.route.kind !== 'search' && !p.unlisted)
    .map((p) => `  <url><loc>${escapeXml(base + p.route.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * llms.txt: the latest version's pages (title, URL, one-line description),
 * then one list per older version in llms-<version>.txt.
 */
export function llmsFiles(site: SiteProps, pages: readonly RenderedPage[]): Map<string, string> {
  const origin = siteRoot(site.settings.url, site.settings.baseUrl);
  const files = new Map<string, string>();
  const listFor = (version: string) =>
    pages
      .filter(
        (p) => p.route.version === version && (p.route.kind === 'doc' || p.route.kind === 'category') && !p.unlisted,
      )
      .map((p) => {
        const title = p.title.replace(/ \| .*$/, '');
        const url = p.markdown ? `${origin}/${p.markdown.outFile}` : origin + p.route.path;
        return `- [${title}](${url})${p.description ? `: ${p.description}` : ''}`;
      });
  const older = site.versions.filter((v) => !v.isLatest);
  const main = [
    `# ${site.settings.title}`,
    '',
    `> Documentation of ${site.settings.title}, version ${site.latest.label}.`,
    '',
    `## Docs (${site.latest.label})`,
    '',
    ...listFor(site.latest.name),
    '',
    '## Older versions',
    '',
    ...older.map((v) => `- [${v.label}](${origin}/llms-${v.name}.txt)`),
    '',
  ];
  files.set('llms.txt', main.join('\n'));
  for (const v of older)
    files.set(`llms-${v.name}.txt`, [`# ${site.settings.title} ${v.label}`, '', ...listFor(v.name), ''].join('\n'));
  return files;
}

/** robots.txt; `origin` includes the base URL (a host only reads /robots.txt, so a sub-folder site's copy is advice for whoever serves the root). */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: ${new URL(`${origin}/`).pathname}\n\nSitemap: ${origin.replace(/\/$/, '')}/sitemap.xml\n`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
