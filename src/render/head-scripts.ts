import type { SiteSettings } from '../shared/config-schema.ts';

/** Storage keys shared by the inline script and the client islands. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docsgen.announcement.dismiss',
  announcementId: 'docsgen.announcement.id',
  preferredVersion: 'docs-preferred-version-default',
} as const;

/**
 * Runs in <head> before first paint: sets the colour mode, hides a dismissed
 * announcement, marks JavaScript as available and checks the base URL.
 * Storage access is wrapped: blocked storage must never throw.
 */
export function headScript(site: SiteSettings): string {
  const cfg = {
    d: site.colorMode.defaultMode,
    r: site.colorMode.respectPrefersColorScheme,
    a: site.announcementBar?.id ?? null,
    b: site.baseUrl,
    k: STORAGE_KEYS,
  };
  return `(function(){var c=${JSON.stringify(cfg)},h=document.documentElement;h.classList.remove('no-js');h.classList.add('js');
function g(k){try{return window.localStorage.getItem(k)}catch(e){return null}}
var t=g(c.k.theme);if(t!=='light'&&t!=='dark'){t=c.r&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':c.d}h.setAttribute('data-theme',t);
if(c.a&&g(c.k.announcementDismiss)==='true'&&g(c.k.announcementId)===c.a)h.setAttribute('data-announcement-dismissed','');
if(c.b!=='/'&&location.pathname.indexOf(c.b)!==0)document.addEventListener('DOMContentLoaded',function(){var d=document.createElement('div');d.className='base-url-issue';d.setAttribute('role','alert');d.textContent='This site did not load properly. The configured base URL is '+c.b+' but the page is served from '+location.pathname+'. Set baseUrl in site.config.ts to the path the site is served under (for example "/" or "/'+location.pathname.split('/')[1]+'/").';document.body.prepend(d)});
})();`;
}
