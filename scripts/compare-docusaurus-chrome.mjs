// What compare-docusaurus.mjs adds beyond routes and article text: per page both sides have, the <title>,
// the meta description, the canonical link and the hreflang alternates; the navbar and footer links of
// each home page; each doc page's sidebar links; the posts each blog list page links to, in order; the
// 404 page; and the redirect pages (meta refresh) with their targets. Links are compared as paths:
// the site origin, a trailing slash and an `index.html` ending do not count as differences.
import { readFileSync } from 'node:fs';
import { parse } from 'parse5';

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
const classes = (node) => (attr(node, 'class') ?? '').split(/\s+/);

/** Every element under `node`, in document order (template content included). */
function* elements(node) {
  for (const child of node.content?.childNodes ?? node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
}

const text = (node) =>
  [...(node.childNodes ?? [])]
    .map((c) => (c.nodeName === '#text' ? c.value : c.tagName && c.tagName !== 'svg' ? text(c) : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** A link as a path: origin, `index.html` and a trailing slash dropped; a hash kept. */
export function linkPath(href, origin) {
  if (href === undefined) return undefined;
  let h = href.trim();
  if (origin && h.startsWith(origin)) h = h.slice(origin.length) || '/';
  const [rest, hash] = h.split('#');
  const pathOnly = rest.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const trimmed = pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') : pathOnly;
  return hash === undefined ? trimmed : `${trimmed}#${hash}`;
}

/** The head facts and chrome links of one HTML file. */
export function pageFacts(file) {
  const doc = parse(readFileSync(file, 'utf8'));
  const facts = { title: undefined, description: undefined, canonical: undefined, hreflang: [], refresh: undefined };
  const chrome = { navbar: [], footer: [], sidebar: [] };
  for (const el of elements(doc)) {
    const rel = attr(el, 'rel');
    if (el.tagName === 'title' && facts.title === undefined) facts.title = text(el);
    else if (el.tagName === 'meta' && attr(el, 'name') === 'description') facts.description = attr(el, 'content');
    else if (el.tagName === 'meta' && attr(el, 'http-equiv')?.toLowerCase() === 'refresh')
      facts.refresh = attr(el, 'content')?.replace(/^\s*\d+\s*;\s*url=/i, '');
    else if (el.tagName === 'link' && rel === 'canonical') facts.canonical = attr(el, 'href');
    else if (el.tagName === 'link' && rel === 'alternate' && attr(el, 'hreflang'))
      facts.hreflang.push(`${attr(el, 'hreflang')} ${attr(el, 'href')}`);
    else if (el.tagName === 'nav' && classes(el).includes('navbar')) chrome.navbar.push(...links(el));
    else if (el.tagName === 'footer') chrome.footer.push(...links(el));
    else if (isSidebar(el)) chrome.sidebar.push(...links(el));
  }
  facts.hreflang.sort();
  return { facts, chrome };
}

// Docusaurus: the doc sidebar's menu; docsgen: the docs sidebar nav.
const isSidebar = (el) => el.tagName === 'nav' && (classes(el).includes('sidebar-nav') || classes(el).includes('menu'));

function links(root) {
  const out = [];
  for (const el of elements(root)) {
    const href = attr(el, 'href');
    // A Docusaurus category without a page of its own is a button; its href (the first doc) is only a no-JS fallback.
    if (el.tagName === 'a' && href !== undefined && !href.startsWith('#') && attr(el, 'role') !== 'button')
      out.push({ href, text: text(el) });
  }
  return out;
}

/** Items of `a` missing from `b` and the other way round (as multisets of keys). */
export function setDifference(a, b) {
  const count = new Map();
  for (const x of b) count.set(x, (count.get(x) ?? 0) + 1);
  const onlyA = [];
  for (const x of a) {
    const n = count.get(x) ?? 0;
    if (n > 0) count.set(x, n - 1);
    else onlyA.push(x);
  }
  const onlyB = [...count].flatMap(([x, n]) => Array(n).fill(x));
  return { onlyA, onlyB };
}

/** The site origin a build's canonical links start with (`https://example.com`), if any. */
export function originOf(facts) {
  const m = /^https?:\/\/[^/]+/.exec(facts.canonical ?? '');
  return m ? m[0] : undefined;
}

/** Hrefs of the links inside `h2` headings of the page's main part: the posts a blog list page shows. */
export function postLinks(file) {
  const doc = parse(readFileSync(file, 'utf8'));
  const out = [];
  for (const el of elements(doc))
    if (el.tagName === 'h2') for (const a of elements(el)) if (a.tagName === 'a') out.push(attr(a, 'href'));
  return out;
}

const keep = (list, n = 40) => list.slice(0, n);

/** Every comparison of this module over the routes both builds have (`docu`, `gen`: route → file). */
export function compareChrome({ docu, gen, classify, homes }) {
  const both = [...docu.keys()].filter((r) => gen.has(r)).sort();
  const facts = new Map(both.map((r) => [r, { d: pageFacts(docu.get(r)), g: pageFacts(gen.get(r)) }]));
  const home = facts.get('/') ?? facts.values().next().value;
  const origin = home ? originOf(home.d.facts) : undefined;
  const out = { pages: both.length, title: [], description: [], canonical: [], hreflang: [], sidebar: [] };
  const agree = { title: 0, description: 0, canonical: 0, canonicalExact: 0, hreflang: 0, sidebar: 0, sidebarPages: 0 };
  const rel = (h) => linkPath(h, origin);
  for (const [route, { d, g }] of facts) {
    const pair = (key, a, b) => {
      if (a === b) agree[key]++;
      else out[key].push({ route, docusaurus: a, docsgen: b });
    };
    pair('title', d.facts.title, g.facts.title);
    pair('description', d.facts.description, g.facts.description);
    if (d.facts.canonical === g.facts.canonical) agree.canonicalExact++;
    pair('canonical', rel(d.facts.canonical), rel(g.facts.canonical));
    const langs = (f) => f.hreflang.map((x) => x.replace(/ (.*)$/, (_, h) => ` ${rel(h)}`)).join(', ');
    pair('hreflang', langs(d.facts), langs(g.facts));
    if (!classify(route, docu.get(route)).kind.startsWith('docs ') || d.facts.refresh) continue;
    agree.sidebarPages++;
    const { onlyA, onlyB } = setDifference(
      d.chrome.sidebar.map((l) => rel(l.href)),
      g.chrome.sidebar.map((l) => rel(l.href)),
    );
    // Docusaurus leaves the items of a collapsed category out of the HTML (they render on expand), docsgen
    // writes them all: a sidebar agrees when every link Docusaurus shows is in docsgen's, in the same order.
    const shown = g.chrome.sidebar
      .map((l) => rel(l.href))
      .filter((h) => d.chrome.sidebar.some((l) => rel(l.href) === h));
    const ordered =
      shown.filter((h, i) => shown.indexOf(h) === i).join() ===
      [...new Set(d.chrome.sidebar.map((l) => rel(l.href)))].join();
    if (onlyA.length === 0 && ordered) agree.sidebar++;
    else out.sidebar.push({ route, ordered, onlyDocusaurus: keep(onlyA, 10), onlyDocsgen: keep(onlyB, 10) });
    agree.sidebarExtraInDocsgen = (agree.sidebarExtraInDocsgen ?? 0) + onlyB.length;
  }
  out.agree = agree;
  out.homes = homes
    .filter((h) => facts.has(h))
    .map((h) => {
      const { d, g } = facts.get(h);
      const side = (key) => {
        const fmt = (l) => `${rel(l.href)} "${l.text}"`;
        const { onlyA, onlyB } = setDifference(d.chrome[key].map(fmt), g.chrome[key].map(fmt));
        return {
          docusaurus: d.chrome[key].length,
          docsgen: g.chrome[key].length,
          onlyDocusaurus: onlyA,
          onlyDocsgen: onlyB,
        };
      };
      return { home: h, navbar: side('navbar'), footer: side('footer') };
    });
  out.blogLists = both
    .filter((r) => classify(r, docu.get(r)).kind === 'blog list')
    .map((r) => {
      const a = postLinks(docu.get(r)).map(rel);
      const b = postLinks(gen.get(r)).map(rel);
      return {
        route: r,
        docusaurus: a.length,
        docsgen: b.length,
        sameOrder: a.join() === b.join(),
        ...setDifference(a, b),
      };
    });
  out.notFound = ['docusaurus', 'docsgen'].map((side) => {
    const map = side === 'docusaurus' ? docu : gen;
    return {
      side,
      written: map.has('/404'),
      title: map.has('/404') ? pageFacts(map.get('/404')).facts.title : undefined,
    };
  });
  out.redirects = [...facts]
    .filter(([, { d, g }]) => d.facts.refresh || g.facts.refresh)
    .map(([route, { d, g }]) => ({ route, docusaurus: rel(d.facts.refresh), docsgen: rel(g.facts.refresh) }));
  out.redirectsAgree = out.redirects.filter((r) => r.docusaurus === r.docsgen).length;
  for (const key of ['title', 'description', 'canonical', 'hreflang', 'sidebar'])
    out[`${key}Differing`] = out[key].length;
  return out;
}

/** The text report of `compareChrome`'s result. */
export function printChrome(c) {
  const a = c.agree;
  console.log(`\nHead of the ${c.pages} pages both have (agree / differ):`);
  for (const key of ['title', 'description', 'canonical', 'hreflang']) {
    console.log(
      `  ${key}: ${a[key]} / ${c[key].length}${key === 'canonical' ? ` (exact strings: ${a.canonicalExact})` : ''}`,
    );
    for (const r of keep(c[key], 12))
      console.log(`    ${r.route}: ${JSON.stringify(r.docusaurus)} | ${JSON.stringify(r.docsgen)}`);
  }
  console.log(
    `\nSidebar links of ${a.sidebarPages} doc pages: ${a.sidebar} show every Docusaurus link in its order, ${c.sidebar.length} do not` +
      ` (links of collapsed categories docsgen writes and Docusaurus leaves out: ${a.sidebarExtraInDocsgen ?? 0})`,
  );
  for (const r of keep(c.sidebar, 12))
    console.log(
      `    ${r.route}: ${r.ordered ? '' : 'order differs; '}only Docusaurus ${r.onlyDocusaurus.join(' ')} | only docsgen ${r.onlyDocsgen.slice(0, 3).join(' ')}`,
    );
  for (const h of c.homes)
    for (const key of ['navbar', 'footer']) {
      const s = h[key];
      console.log(`\n${key} links of ${h.home}: ${s.docusaurus} / ${s.docsgen}`);
      for (const l of s.onlyDocusaurus) console.log(`    only Docusaurus: ${l}`);
      for (const l of s.onlyDocsgen) console.log(`    only docsgen:    ${l}`);
    }
  console.log('\nBlog list pages (posts linked: Docusaurus / docsgen, same order):');
  for (const b of c.blogLists)
    console.log(
      `  ${b.route}: ${b.docusaurus} / ${b.docsgen} ${b.sameOrder ? 'yes' : `no; only D: ${b.onlyA.join(' ')} only g: ${b.onlyB.join(' ')}`}`,
    );
  console.log(
    `\n404 page: ${c.notFound.map((n) => `${n.side} ${n.written ? JSON.stringify(n.title) : 'none'}`).join(', ')}`,
  );
  console.log(`Redirect pages: ${c.redirects.length}, ${c.redirectsAgree} with the same target`);
  for (const r of c.redirects.filter((x) => x.docusaurus !== x.docsgen).slice(0, 20))
    console.log(`    ${r.route}: ${r.docusaurus ?? '(page)'} | ${r.docsgen ?? '(page)'}`);
}
