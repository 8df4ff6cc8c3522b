import type { SiteSettings } from '../shared/config-schema.ts';

/**
 * Inline script of the 404 page that takes an old `.html` link (`/v3/intro.html`, from a site
 * that published `x.html` files) to the page it names (`/v3/intro/`), query and #fragment kept.
 * docsgen writes no `.html` stub beside a folder page (where both exist, Netlify and Cloudflare
 * Pages redirect `/x/` to `/x` and serve the stub: a loop), so on hosts without redirect rules
 * such a link lands here; the page is asked for first, so a link to nothing stays on the 404.
 * With `trailingSlash: false` pages are `x.html` files: those links are served as they are.
 */
export function oldHtmlLinkScript(site: Pick<SiteSettings, 'trailingSlash'>): string {
  if (site.trailingSlash === false) return '';
  return `(function(){var m=/^(.*?)(\\/index)?\\.html$/.exec(location.pathname);if(!m||!m[1]||!window.fetch)return;
fetch(m[1]+'/',{method:'HEAD',credentials:'same-origin'}).then(function(r){var u=new URL(r.url);
if(r.ok&&u.origin==location.origin&&/text\\/html/.test(r.headers.get('content-type')||'')&&u.pathname!=location.pathname)
location.replace(u.pathname+location.search+location.hash)},function(){})})();`.replace(/\n/g, '');
}
