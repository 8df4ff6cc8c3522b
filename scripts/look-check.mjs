// Checks in Chromium that a built Docusaurus site kept its look, against the site's own
// docusaurus.config: its --ifm-color-primary colours the article links (light and dark), the
// navbar has the config's items in the config's order with links that load, the logo and the
// footer columns are there, and dark mode keeps dark code blocks.
//
//   node scripts/look-check.mjs <built folder> <path/to/docusaurus.config.js> [--json]
//
// Works on docsgen's output and on Docusaurus's own (the selectors cover both), so the same
// check can be run on both builds of one site. Exit code 1 when a check fails.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { importProjectModules, launchChromium } from './lib/local-browser.mjs';

const [outDirArg, configArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const asJson = process.argv.includes('--json');
if (!outDirArg || !configArg) {
  console.error('usage: node scripts/look-check.mjs <built folder> <docusaurus.config.js> [--json]');
  process.exit(2);
}
const outDir = path.resolve(outDirArg);
const configFile = path.resolve(configArg);
const siteDir = path.dirname(configFile);

// docsgen's own config reader (packages the config imports need not be installed) and static server.
const { loadDocusaurusConfig, startStaticServer } = await importProjectModules([
  'src/cli/init-from-docusaurus.ts',
  'src/dev/static-server.ts',
]);
const config = await loadDocusaurusConfig(configFile, true).catch(() => loadDocusaurusConfig(configFile, false));

const baseUrl = typeof config.baseUrl === 'string' ? config.baseUrl.replace(/\/?$/, '/') : '/';
const themeConfig = config.themeConfig ?? {};
const navbarConfig = themeConfig.navbar ?? {};
const footerConfig = themeConfig.footer ?? {};
const classic = classicOptions(config);

/** The options of the classic preset (or of the docs plugin and theme given on their own). */
function classicOptions(cfg) {
  const out = { docs: {}, theme: {} };
  for (const entry of cfg.presets ?? []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (/classic/.test(String(name?.path ?? name)) && options) Object.assign(out, options);
  }
  for (const entry of [...(cfg.plugins ?? []), ...(cfg.themes ?? [])]) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const n = String(name?.path ?? name);
    if (/content-docs$/.test(n) && options && (options.id ?? 'default') === 'default') out.docs = options;
    if (/theme-classic$/.test(n) && options) out.theme = options;
  }
  return out;
}

/** `--ifm-color-primary` of the site's custom CSS, light (`:root`) and dark (`[data-theme=dark]`). */
function primaryColours() {
  const files = [classic.theme?.customCss ?? []].flat().filter((f) => typeof f === 'string');
  const found = { light: undefined, dark: undefined, files: [] };
  for (const f of files) {
    const file = path.resolve(siteDir, f);
    let css;
    try {
      css = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    found.files.push(path.relative(siteDir, file));
    css = css.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const value = /--ifm-color-primary\s*:\s*([^;!}]+)/.exec(rule[2])?.[1]?.trim();
      if (!value || value.startsWith('$')) continue;
      const selector = rule[1].trim();
      if (/data-theme\s*=\s*['"]?dark/.test(selector)) found.dark = value;
      else if (/^(:root|html)\b/.test(selector.split(',').pop().trim())) found.light = value;
    }
  }
  found.dark ??= found.light;
  return found;
}

/** The navbar items the config lists, per side, as Docusaurus places them. */
function expectedNavbar() {
  const sides = { left: [], right: [] };
  for (const item of navbarConfig.items ?? []) {
    const side = item.position === 'right' ? 'right' : 'left';
    const type = item.type ?? 'default';
    const label =
      type === 'html'
        ? String(item.value ?? '')
            .replace(/<[^>]*>/g, '')
            .trim() || undefined
        : ['docsVersionDropdown', 'localeDropdown', 'search'].includes(type)
          ? undefined
          : item.label;
    sides[side].push({ type, label });
  }
  return sides;
}

/** HTML pages of the output, docs first (under the docs' route base), in a stable order. */
function pagesOf() {
  const all = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) all.push(path.relative(outDir, file).split(path.sep).join('/'));
    }
  };
  walk(outDir);
  const route = String(classic.docs?.routeBasePath ?? 'docs').replace(/^\/|\/$/g, '');
  const toUrl = (rel) => baseUrl + rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  const docs = all
    .filter((rel) => (route ? rel.startsWith(route + '/') : !/^(blog|search|404)/.test(rel)))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  return docs.map(toUrl);
}

const relativeLuminance = (rgb) => {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0, basePath: baseUrl });
const origin = server.url.replace(/\/$/, '');
const browser = await launchChromium();

const checks = [];
const check = (name, ok, detail) => checks.push({ name, ok, detail });

/** What one page shows: navbar items per side, logo, footer, an article link's colour, a code block's background. */
async function readPage(page) {
  return page.evaluate(() => {
    const visible = (e) => !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    const text = (e) =>
      (
        e.querySelector(':scope > summary, :scope > a.navbar__link, :scope > .navbar__link')?.textContent ??
        e.textContent
      )
        .replace(/\s+/g, ' ')
        .trim() ||
      e.getAttribute('aria-label') ||
      e.querySelector('[aria-label]')?.getAttribute('aria-label') ||
      '';
    // Controls the generator adds on its own (colour mode, its search button) are not config items.
    const own = (e) =>
      e.matches(
        '.theme-toggle, .search-button, [class*="colorModeToggle"], [class*="toggle_"], .navbar__search, [class*="navbarSearchContainer"], [class*="searchBar"], [class*="searchBox"], :has(.navbar__search-input, .DocSearch), .DocSearch',
      ) && !e.matches('[data-nav-item]');
    const side = (sel) => {
      const box = document.querySelector(sel);
      if (!box) return [];
      return [...box.children]
        .filter((e) => !own(e) && !e.classList.contains('navbar__toggle') && !e.classList.contains('navbar__brand'))
        .map((e) => ({
          text: text(e),
          hrefs: [...e.querySelectorAll('a[href]'), ...(e.matches('a[href]') ? [e] : [])].map((a) => a.href),
        }));
    };
    const brandImgs = [...document.querySelectorAll('.navbar-brand img, .navbar__brand img')].filter(visible);
    const article = document.querySelector('article .markdown, .theme-doc-markdown, .markdown');
    const link = article
      ? [...article.querySelectorAll('a[href]')].find(
          (a) =>
            visible(a) &&
            !a.closest('h1,h2,h3,h4,h5,h6,pre,nav,.tabs,[role=tablist],.admonition,.alert,.card,.button') &&
            !a.matches('.hash-link, .button, [class*="card"]') &&
            a.textContent.trim() &&
            !a.querySelector('img, code'),
        )
      : null;
    const pre = article ? [...article.querySelectorAll('pre')].find(visible) : null;
    let codeBg = null;
    for (let e = pre; e && e !== article; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (bg && bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') {
        codeBg = bg;
        break;
      }
    }
    return {
      theme: document.documentElement.dataset.theme ?? null,
      left: side('.navbar-left, .navbar__items:not(.navbar__items--right)'),
      right: side('.navbar-right, .navbar__items--right'),
      logo: brandImgs.map((i) => ({ src: i.getAttribute('src'), loaded: i.complete && i.naturalWidth > 0 })),
      footerTitles: [...document.querySelectorAll('footer .footer-title, footer .footer__title')].map((h) =>
        h.textContent.replace(/\s+/g, ' ').trim(),
      ),
      footerLinks: [...document.querySelectorAll('footer a[href]')].map((a) =>
        a.textContent.replace(/\s+/g, ' ').trim(),
      ),
      link: link ? { text: link.textContent.trim().slice(0, 40), color: getComputedStyle(link).color } : null,
      codeBg,
    };
  });
}

/** The computed colour a CSS colour value gives, as the browser writes it. */
const computedColour = (page, value) =>
  page.evaluate((v) => {
    const probe = document.createElement('span');
    probe.style.color = v;
    document.body.append(probe);
    const c = getComputedStyle(probe).color;
    probe.remove();
    return c;
  }, value);

const failedRequests = new Set();
async function openIn(mode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: mode });
  // Both generators keep the visitor's choice under this key.
  await context.addInitScript((m) => {
    try {
      localStorage.setItem('theme', m);
    } catch {}
  }, mode);
  const page = await context.newPage();
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().startsWith(origin))
      failedRequests.add(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return { context, page };
}

const primary = primaryColours();
const docPages = pagesOf().slice(0, 40);
const expected = expectedNavbar();
const report = { site: siteDir, out: outDir, baseUrl, primary, pages: {} };

for (const mode of ['light', 'dark']) {
  const { context, page } = await openIn(mode);
  // The home page: navbar, logo, footer.
  await page.goto(origin + baseUrl, { waitUntil: 'networkidle' });
  const home = await readPage(page);
  report.pages[`${mode} home`] = home;
  if (mode === 'light') {
    for (const side of ['left', 'right']) {
      const want = expected[side];
      const got = home[side];
      const same =
        want.length === got.length &&
        want.every((w, i) => !w.label || got[i].text.toLowerCase().includes(w.label.toLowerCase().trim()));
      check(
        `navbar ${side}: the config's items in its order`,
        same,
        `config ${JSON.stringify(want.map((w) => w.label ?? `(${w.type})`))}, page ${JSON.stringify(got.map((g) => g.text))}`,
      );
    }
    const hrefs = [...home.left, ...home.right].flatMap((i) => i.hrefs).filter((h) => h.startsWith(origin));
    const broken = [];
    for (const href of new Set(hrefs)) {
      const res = await fetch(href.split('#')[0]).catch(() => null);
      if (!res || res.status >= 400) broken.push(`${res?.status ?? 'no answer'} ${href.slice(origin.length)}`);
    }
    check(
      'navbar links load',
      broken.length === 0,
      `${new Set(hrefs).size} site links; failing: ${broken.join(', ') || 'none'}`,
    );
    if (navbarConfig.logo?.src) {
      check('navbar logo', home.logo.length > 0 && home.logo.every((l) => l.loaded), JSON.stringify(home.logo));
    }
    const columns = (footerConfig.links ?? []).filter((c) => c && typeof c.title === 'string').map((c) => c.title);
    if (columns.length) {
      check(
        'footer columns',
        columns.every((t, i) => home.footerTitles[i]?.toLowerCase() === t.toLowerCase()),
        `config ${JSON.stringify(columns)}, page ${JSON.stringify(home.footerTitles)}`,
      );
    } else if ((footerConfig.links ?? []).length) {
      const labels = footerConfig.links.filter((l) => l?.label).map((l) => l.label);
      check(
        'footer links',
        labels.every((l) => home.footerLinks.includes(l)),
        `config ${JSON.stringify(labels)}, page ${JSON.stringify(home.footerLinks)}`,
      );
    }
  }
  // Doc pages until one has an article link and one a code block.
  let link = null;
  let codeBg = null;
  for (const url of docPages) {
    if (link && codeBg) break;
    await page.goto(origin + url, { waitUntil: 'networkidle' });
    const seen = await readPage(page);
    if (!link && seen.link) link = { url, ...seen.link };
    if (!codeBg && seen.codeBg) codeBg = { url, color: seen.codeBg };
  }
  report.pages[`${mode} docs`] = { link, codeBg };
  const want = primary[mode];
  if (want && link) {
    const wantRgb = await computedColour(page, want);
    check(
      `${mode}: article links take --ifm-color-primary`,
      link.color === wantRgb,
      `${want} = ${wantRgb}; link "${link.text}" on ${link.url}: ${link.color}`,
    );
  } else {
    check(
      `${mode}: article links take --ifm-color-primary`,
      !want,
      want
        ? 'no article link found on the first doc pages'
        : `the custom CSS (${primary.files.join(', ') || 'none'}) sets no primary colour`,
    );
  }
  if (mode === 'dark') {
    const lum = codeBg ? relativeLuminance(codeBg.color) : null;
    check(
      'dark: code blocks stay dark',
      codeBg === null || lum < 0.2,
      codeBg
        ? `${codeBg.color} (luminance ${lum.toFixed(3)}) on ${codeBg.url}`
        : 'no code block on the first doc pages',
    );
  }
  await context.close();
}
check('no request failed', failedRequests.size === 0, [...failedRequests].slice(0, 10).join(', ') || 'none');
await browser.close();
await server.close();

report.checks = checks;
if (asJson) console.log(JSON.stringify(report, null, 1));
else {
  console.log(`${path.relative(process.cwd(), siteDir) || '.'} (${outDir}), baseUrl ${baseUrl}`);
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`);
}
process.exit(checks.every((c) => c.ok) ? 0 : 1);
