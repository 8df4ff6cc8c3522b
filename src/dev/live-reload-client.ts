/**
 * The script `docsgen serve --watch` adds to every HTML response (never to the
 * build output). Plain ES2017 in a string: it is served as is, not bundled.
 * - `reload` events reload this page when it changed (or the error overlay is up),
 *   keeping the scroll position for the same page;
 * - `error` events show the build diagnostics in an overlay; the next good build
 *   removes it by reloading.
 */
export const LIVE_RELOAD_CLIENT = String.raw`
const SCROLL_KEY = 'docsgen:live-reload-scroll';
const key = (p) => p.replace(/\/+$/, '') || '/';

try {
  const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || 'null');
  sessionStorage.removeItem(SCROLL_KEY);
  if (saved && saved.path === location.pathname) {
    const restore = () => window.scrollTo(saved.x, saved.y);
    if (document.readyState === 'complete') restore();
    else addEventListener('load', restore, { once: true });
  }
} catch {}

let overlay = null;

function reload() {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, x: scrollX, y: scrollY }));
  } catch {}
  location.reload();
}

function showOverlay(text) {
  if (!overlay) {
    overlay = document.createElement('docsgen-error-overlay');
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build failed');
    const root = overlay.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>' +
      ':host{position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.66);display:flex;align-items:flex-start;justify-content:center;' +
      'padding:5vh 16px;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}' +
      '.box{background:#1e1e1e;color:#eee;border-top:4px solid #e5484d;border-radius:6px;max-width:960px;width:100%;' +
      'max-height:88vh;overflow:auto;padding:16px 20px;box-shadow:0 10px 40px rgba(0,0,0,.5)}' +
      'h2{margin:0 0 8px;font-size:16px;color:#ff8a8a}p{margin:12px 0 0;color:#aaa}pre{white-space:pre-wrap;margin:0}' +
      'button{float:right;background:none;border:1px solid #666;color:#eee;border-radius:4px;cursor:pointer;font:inherit}' +
      '</style><div class="box"><button type="button" aria-label="Close">Close</button><h2>Build failed</h2><pre></pre>' +
      '<p>Fix the file and save: this page reloads by itself. The server keeps serving the last good build.</p></div>';
    root.querySelector('button').addEventListener('click', () => { overlay.remove(); overlay = null; });
  }
  overlay.shadowRoot.querySelector('pre').textContent = text;
  if (!overlay.isConnected) document.documentElement.appendChild(overlay);
}

const events = new EventSource('/__docsgen/events');
events.addEventListener('build-error', (e) => {
  showOverlay(JSON.parse(e.data).text);
});
events.addEventListener('reload', (e) => {
  const { paths } = JSON.parse(e.data);
  const here = key(location.pathname.replace(/(\/index)?\.html$/, ''));
  if (overlay || paths === 'all' || paths.some((p) => key(p) === here)) reload();
});
`;
