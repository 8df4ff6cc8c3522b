import type { SiteSettings } from '../shared/config-schema.ts';

/** Storage keys shared by the inline script and the client islands. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docsgen.announcement.dismiss',
  announcementId: 'docsgen.announcement.id',
  preferredVersion: 'docs-preferred-version-default',
} as const;

/** Inline styles: under a wrong base URL the stylesheet itself fails to load. */
const BASE_URL_BANNER_STYLE = 'position:relative;z-index:1000;margin:0;padding:12px 16px;background:#fa383e;color:#fff;font:600 16px/1.5 system-ui,sans-serif;text-align:center';

/**
 * Runs in <head> before first paint: sets the colour mode (`data-theme`, the
 * mode shown, and `data-theme-choice`: light, dark or system), hides a dismissed
 * announcement, marks JavaScript as available and checks the base URL.
 * Storage access is wrapped: blocked storage must never throw.
 *
 * `routePath` is the page's own route (e.g. /v3/intro): subtracting it from
 * the address the page is served at gives the base URL it is served under.
 * The banner shows when that differs from the configured one, in both
 * directions: built for /project/ and served at /, or built for / and served
 * under a sub-folder (where every asset URL misses and the page is unstyled).
 */
export function headScript(site: SiteSettings, routePath = '/'): string {
  // Only what the script reads, with the storage keys as literals: it is inlined in every page.
  const cfg = { d: site.colorMode.defaultMode, r: site.colorMode.respectPrefersColorScheme, b: site.baseUrl, p: routePath === '/404' ? null : routePath, s: BASE_URL_BANNER_STYLE };
  const key = (name: keyof typeof STORAGE_KEYS) => JSON.stringify(STORAGE_KEYS[name]);
  const announcement = site.announcementBar?.id;
  return `(function(){var c=${JSON.stringify(cfg)},h=document.documentElement;h.classList.remove('no-js');h.classList.add('js');
function g(k){try{return window.localStorage.getItem(k)}catch(e){return null}}
var t=g(${key('theme')});if(t!=='light'&&t!=='dark'&&t!=='system')t=c.r?'system':c.d;h.setAttribute('data-theme-choice',t);
if(t==='system')t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';h.setAttribute('data-theme',t);
${announcement ? `if(g(${key('announcementDismiss')})==='true'&&g(${key('announcementId')})===${JSON.stringify(announcement)})h.setAttribute('data-announcement-dismissed','');
` : ''}function n(x){try{x=decodeURI(x)}catch(e){}return x.replace(/(\\/index)?\\.html$/,'').replace(/\\/+$/,'')}
var p=n(location.pathname),r=c.p===null?null:n(c.p),s=null;
if(r!==null&&p.length>=r.length&&p.slice(p.length-r.length)===r)s=p.slice(0,p.length-r.length)+'/';
if(s===null&&location.pathname.indexOf(c.b)!==0)s='/';
if(s!==null&&s!==c.b)document.addEventListener('DOMContentLoaded',function(){
var d=document.createElement('div');d.className='base-url-issue';d.setAttribute('role','alert');d.style.cssText=c.s;
d.textContent='This site did not load properly. A common cause is a wrong base URL: the site is configured for baseUrl "'+c.b+'" but is served from "'+s+'". We suggest baseUrl "'+s+'" in site.config.ts.';
document.body.prepend(d)});
})();`;
}
