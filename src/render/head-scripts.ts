import type { SiteSettings } from '../shared/config-schema.ts';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';
import { oldHtmlLinkScript } from './old-html-links.ts';
import { EARLY_KEYS_GLOBAL } from '../shared/early-keys.ts';

/** Inline styles: under a wrong base URL the stylesheet itself fails to load. */
const BASE_URL_BANNER_STYLE =
  'position:relative;z-index:1000;margin:0;padding:12px 16px;background:#fa383e;color:#fff;font:600 16px/1.5 system-ui,sans-serif;text-align:center';

/**
 * Ctrl/Cmd+K or "/" (outside a text field) pressed before the islands script runs: kept, with the
 * keys typed after it, in `window.docsgenEarlyKeys` (the search island opens the search with them).
 * Ctrl+K again or Escape forgets it. Stops as soon as the island marks it `done`, and gives up at the
 * window's load (a module script has run by then, or failed or was blocked: nothing will take the keys).
 * A key typed into a field is never held: it forgets the shortcut and goes to the field.
 */
const EARLY_SEARCH_KEYS = `var e=window.${EARLY_KEYS_GLOBAL}={q:null};addEventListener('load',function(){e.done=true});
document.addEventListener('keydown',function(v){
if(e.done||v.defaultPrevented||v.isComposing)return;var m=v.key||'',t=v.target,o=v.ctrlKey||v.metaKey,
f=t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)),
c=o&&!v.altKey&&!v.shiftKey&&m.toLowerCase()=='k';if(e.q!==null){if(f||c||m=='Escape'){e.q=null;if(f)return}
else if(m=='Backspace')e.q=e.q.slice(0,-1);else if(m=='Enter')e.enter=true;else if(m.length==1&&!o&&!v.altKey)e.q+=m;
else return;v.preventDefault();return}
if(c||m=='/'&&!o&&!v.altKey&&!f){v.preventDefault();e.q=''}});`;

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
 * That is why the check stays inline: a deferred script would not load either.
 *
 * The script is in every page, so settings known at build time are written in
 * as literals and it is kept terse (one line: no literal in it holds a newline).
 */
export function headScript(site: SiteSettings, routePath = '/'): string {
  const lit = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const key = (name: keyof typeof STORAGE_KEYS) => lit(STORAGE_KEYS[name]);
  const fallback = site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode;
  const base = site.baseUrl;
  const announcement = site.announcementBar?.id;
  // The base URL served under: the address minus the page's route; the 404 page has no route of its own.
  const servedBase =
    routePath === '/404'
      ? `if(location.pathname.indexOf(${lit(base)}))s='/';`
      : `function n(x){try{x=decodeURI(x)}catch(e){}return x.replace(/(\\/index)?\\.html$/,'').replace(/\\/+$/,'')}
var p=n(location.pathname),r=n(${lit(routePath)});if(p.endsWith(r))s=p.slice(0,p.length-r.length)+'/';else if(location.pathname.indexOf(${lit(base)}))s='/';`;
  return `(function(){var h=document.documentElement,s;h.classList.replace('no-js','js');${EARLY_SEARCH_KEYS}
function g(k){try{return localStorage.getItem(k)}catch(e){}}
var t=g(${key('theme')});if(!/^(light|dark|system)$/.test(t))t=${lit(fallback)};h.dataset.themeChoice=t;
if(t=='system')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';h.dataset.theme=t;
${
  announcement
    ? `if(g(${key('announcementDismiss')})=='true'&&g(${key('announcementId')})==${lit(announcement)})h.dataset.announcementDismissed='';
`
    : ''
}${servedBase}
if(s&&s!=${lit(base)})document.addEventListener('DOMContentLoaded',function(){
var d=document.createElement('div');d.className='base-url-issue';d.setAttribute('role','alert');d.style.cssText=${lit(BASE_URL_BANNER_STYLE)};
d.textContent=${lit(`This site did not load properly. A common cause is a wrong base URL: \
the site is configured for baseUrl "${base}" but is served from "`)}+s+'". We suggest baseUrl "'+s+'" in site.config.ts.';
document.body.prepend(d)})})();${routePath === '/404' ? oldHtmlLinkScript(site) : ''}`.replace(/\n/g, '');
}
