import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { normalizeRequestPath, routeKey } from '../shared/paths.ts';
import { safeDecodeURI } from '../shared/safe-decode.ts';
import type { Route } from '../shared/types.ts';
import type { ResolvedConfig } from './config.ts';

interface ChromeLink {
  where: 'navbar' | 'footer';
  label: string;
  href: string;
}

/** The navbar's and footer's links to paths of the site (`/blog`), with their labels. */
function chromeLinks(site: ResolvedConfig['site']): ChromeLink[] {
  const out: ChromeLink[] = [];
  const add = (where: ChromeLink['where'], entry: { type?: string; label?: string; href?: string }) => {
    if ((entry.type === undefined || entry.type === 'link') && entry.href && /^\/(?!\/)/.test(entry.href))
      out.push({ where, label: entry.label ?? entry.href, href: entry.href });
  };
  for (const item of site.navbar.items) {
    add('navbar', item as { type: string; label?: string; href?: string });
    const nested =
      item.type === 'dropdown' ? item.items : item.type === 'versions' ? [...item.itemsBefore, ...item.itemsAfter] : [];
    for (const entry of nested) add('navbar', entry as { type: string; label?: string; href?: string });
  }
  for (const group of site.footer.links)
    for (const entry of 'items' in group ? group.items : [group]) add('footer', entry);
  return out;
}

/**
 * The navbar and footer links to a path no page or file of this build holds (a blog without posts
 * has no `/blog`, as in Docusaurus, whose link checker fails such a build). Checked once, in the
 * default locale: every locale shows the same links.
 */
export function checkChromeLinks(o: {
  config: ResolvedConfig;
  routes: readonly Route[];
  files: ReadonlySet<string>;
}): Diagnostic[] {
  const { site } = o.config;
  if (site.i18n && site.i18n.currentLocale && site.i18n.currentLocale !== site.i18n.defaultLocale) return [];
  const keys = new Set(o.routes.map((r) => routeKey(r.path).toLowerCase()));
  const file = path.relative(o.config.root, o.config.configFile).split(path.sep).join('/');
  const diagnostics: Diagnostic[] = [];
  for (const link of chromeLinks(site)) {
    const target = safeDecodeURI(link.href.split(/[?#]/)[0]!);
    if (o.files.has(target) || keys.has(routeKey(normalizeRequestPath(target)).toLowerCase())) continue;
    diagnostics.push({
      severity: 'warning',
      code: 'broken-chrome-link',
      file,
      message: `The ${link.where} link "${link.label}" leads to ${link.href}, which no page of the site holds.`,
      hint: 'Point it at a page the site builds (a blog without posts has no list page, as in Docusaurus), or remove it.',
    });
  }
  return diagnostics;
}
