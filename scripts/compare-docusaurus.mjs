#!/usr/bin/env node
// Compares a Docusaurus build folder with a docsgen build folder of the same site:
// per locale and docs instance the doc routes found on one side only, the blog and page routes
// found on one side only, and the article text of every doc page both have (word sequences).
// Blog routes are grouped by kind (posts, list pages, tags, tag pages, authors, author pages, archive),
// the feeds are counted, and each post both have is compared like a doc (title and text).
// Then, per page both have: <title>, meta description, canonical and hreflang links, the sidebar links of
// doc pages, the posts of blog list pages; the navbar and footer links of each home page; the 404 page; and
// the redirect pages with their targets (see compare-docusaurus-chrome.mjs).
//
//   node scripts/compare-docusaurus.mjs <docusaurus-build> <docsgen-build>
//     [--locales fr,fa]     non-default locales (their route prefix); default: none
//     [--docs /docs,/tutorial] route bases of the docs instances; default: /docs
//     [--blog /blog]        route base of the blog; default: /blog
//     [--json]              print the whole result as JSON
//     [--diff]              print each page's differing words
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { compareChrome, printChrome } from './compare-docusaurus-chrome.mjs';

const argv = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
};
const positional = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const [docuDir, genDir] = positional;
if (!docuDir || !genDir) {
  console.error(
    'usage: compare-docusaurus.mjs <docusaurus-build> <docsgen-build> [--locales a,b] [--docs /docs] [--blog /blog]',
  );
  process.exit(2);
}
const locales = (flag('--locales', '') || '').split(',').filter(Boolean);
const docsBases = (flag('--docs', '/docs') || '/docs').split(',').map(trimSlash);
const blogBase = trimSlash(flag('--blog', '/blog'));

function trimSlash(p) {
  return p.replace(/\/+$/, '') || '/';
}

/** Every HTML file as a route: `a/b/index.html` and `a/b.html` are both `/a/b`. */
function routes(root) {
  const out = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) {
        const rel = path.relative(root, full).split(path.sep).join('/');
        const route = trimSlash(
          '/' + (rel.endsWith('index.html') ? rel.slice(0, -'index.html'.length) : rel.slice(0, -5)),
        );
        if (!out.has(route) || rel.endsWith('index.html')) out.set(route, full);
      }
    }
  };
  walk(root);
  return out;
}

/** Locale, then kind (a docs instance's base, `blog` or `page`) of a route. */
function classify(route, file) {
  const first = route.split('/')[1] ?? '';
  const locale = locales.includes(first) ? first : 'default';
  const rest = locale === 'default' ? route : trimSlash(route.slice(first.length + 1) || '/');
  const base = docsBases
    .filter((b) => rest === b || rest.startsWith(b === '/' ? '/' : b + '/'))
    .sort((a, b) => b.length - a.length)[0];
  if (base) return { locale, kind: `docs ${base}`, rest };
  if (rest === blogBase || rest.startsWith(blogBase === '/' ? '/' : blogBase + '/')) {
    const kind = blogKind(rest.slice(blogBase === '/' ? 0 : blogBase.length) || '/', file);
    if (kind) return { locale, kind, rest };
  }
  return { locale, kind: 'page', rest };
}

/** The blog page kind by its path under the blog (`/tags/x`) and, for posts, its markup on either side. */
function blogKind(rel, file) {
  const html = readFileSync(file, 'utf8');
  if (/<html[^>]*class="?[^>]*\bblog-post-page\b/.test(html) || html.includes('<h1 class="blog-post-title"'))
    return 'blog post';
  if (rel === '/' || /^\/page\/\d+$/.test(rel)) return 'blog list';
  if (rel === '/tags') return 'blog tags';
  if (rel.startsWith('/tags/')) return 'blog tag';
  if (rel === '/authors') return 'blog authors';
  if (rel.startsWith('/authors/')) return 'blog author';
  if (rel === '/archive') return 'blog archive';
  return blogBase === '/' ? undefined : 'blog';
}

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button']);
const BLOCK = new Set(
  'p div li ul ol h1 h2 h3 h4 h5 h6 tr td th pre section header summary table blockquote details nav footer main article br hr dt dd figcaption'.split(
    ' ',
  ),
);
const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
const classes = (node) => (attr(node, 'class') ?? '').split(/\s+/);
const hidden = (node) => node.tagName === 'a' && classes(node).includes('hash-link');

/** Words of the elements `want` picks (and their descendants), in document order. */
function words(file, want) {
  const doc = parse(readFileSync(file, 'utf8'));
  const out = [];
  const visit = (node, capturing) => {
    if (node.nodeName === '#text') {
      if (capturing) out.push(node.value);
      return;
    }
    if (node.tagName && (SKIP.has(node.tagName) || hidden(node))) return;
    const cap = capturing || (node.tagName ? want(node) : false);
    const block = node.tagName && BLOCK.has(node.tagName);
    if (cap && block) out.push(' ');
    for (const child of node.content?.childNodes ?? node.childNodes ?? []) visit(child, cap);
    if (cap && block) out.push(' ');
  };
  visit(doc, false);
  return out
    .join('')
    .replace(/\u200b/g, '')
    .split(/\s+/)
    .filter(Boolean);
}

// A doc's markdown; a generated category index has only its title (an h1 of its header), which docsgen's has too.
const docusaurusArticle = (n) =>
  classes(n).includes('theme-doc-markdown') || (n.tagName === 'h1' && classes(n).some((c) => c.startsWith('title_')));
// A post: its title (h1 of the post header) and text (`#post-content` in Docusaurus 2).
const docusaurusPost = (n) =>
  ['__blog-post-container', 'post-content'].includes(attr(n, 'id')) ||
  (n.tagName === 'h1' && classes(n).some((c) => c.startsWith('title_')));
const docsgenPost = (n) =>
  (n.tagName === 'h1' && classes(n).includes('blog-post-title')) || attr(n, 'data-blog-post-content') !== undefined;
const docsgenArticle = (n) =>
  (n.tagName === 'h1' && classes(n).includes('doc-title')) || (n.tagName === 'div' && classes(n).includes('markdown'));

/** Similarity of two word sequences: 2 × matched / total, matched by longest common subsequence. */
function similarity(a, b) {
  if (a.length === 0 && b.length === 0) return 1;
  // Rows of the LCS table, bounded: pages here are at most some thousand words.
  let prev = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const row = new Uint32Array(b.length + 1);
    for (let j = 1; j <= b.length; j++)
      row[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], row[j - 1]);
    prev = row;
  }
  return (2 * prev[b.length]) / (a.length + b.length);
}

/** The differing runs of two word sequences (for --diff). */
function differences(a, b) {
  const set = new Set(b);
  const gone = a.filter((w) => !set.has(w));
  const setA = new Set(a);
  const added = b.filter((w) => !setA.has(w));
  return { onlyDocusaurus: gone.slice(0, 30).join(' '), onlyDocsgen: added.slice(0, 30).join(' ') };
}

const docu = routes(docuDir);
const gen = routes(genDir);
const groups = new Map();
for (const [side, map] of [
  ['docusaurus', docu],
  ['docsgen', gen],
]) {
  for (const route of map.keys()) {
    const { locale, kind } = classify(route, map.get(route));
    const key = `${locale} | ${kind}`;
    if (!groups.has(key)) groups.set(key, { docusaurus: new Set(), docsgen: new Set() });
    groups.get(key)[side].add(route);
  }
}

const result = { groups: [], articles: [] };
for (const [key, sets] of [...groups].sort()) {
  const onlyDocusaurus = [...sets.docusaurus].filter((r) => !sets.docsgen.has(r)).sort();
  const onlyDocsgen = [...sets.docsgen].filter((r) => !sets.docusaurus.has(r)).sort();
  result.groups.push({
    group: key,
    docusaurus: sets.docusaurus.size,
    docsgen: sets.docsgen.size,
    both: sets.docusaurus.size - onlyDocusaurus.length,
    onlyDocusaurus,
    onlyDocsgen,
  });
  const post = key.endsWith('| blog post');
  if (!key.includes('| docs ') && !post) continue;
  for (const route of [...sets.docusaurus].filter((r) => sets.docsgen.has(r)).sort()) {
    const a = words(docu.get(route), post ? docusaurusPost : docusaurusArticle);
    const b = words(gen.get(route), post ? docsgenPost : docsgenArticle);
    const row = {
      route,
      kind: post ? 'post' : 'doc',
      wordsDocusaurus: a.length,
      wordsDocsgen: b.length,
      similarity: +(100 * similarity(a, b)).toFixed(1),
      similarityIgnoringCase: +(
        100 *
        similarity(
          a.map((w) => w.toLowerCase()),
          b.map((w) => w.toLowerCase()),
        )
      ).toFixed(1),
    };
    if (argv.includes('--diff') && row.similarity < 100) row.diff = differences(a, b);
    result.articles.push(row);
  }
}
// Feeds: which of the three each side wrote under the blog, and how many entries each holds.
result.feeds = ['rss.xml', 'atom.xml', 'feed.json'].map((name) => {
  const count = (dir) => {
    const file = path.join(dir, blogBase === '/' ? '' : blogBase, name);
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    return name === 'feed.json' ? JSON.parse(text).items.length : (text.match(/<item>|<entry>/g) ?? []).length;
  };
  return { feed: name, docusaurus: count(docuDir), docsgen: count(genDir) };
});
const homes = ['/', ...locales.map((l) => `/${l}`)];
const chrome = compareChrome({ docu, gen, classify, homes });
const mean = (xs) => (xs.length ? +(xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(2) : 0);
result.articleMean = mean(result.articles.map((r) => r.similarity));
result.articleMeanIgnoringCase = mean(result.articles.map((r) => r.similarityIgnoringCase));
result.articlesAtLeast98 = result.articles.filter((r) => r.similarity >= 98).length;

result.chrome = chrome;
if (argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 1));
} else {
  console.log('Routes (locale | kind): Docusaurus / docsgen / both');
  for (const g of result.groups) {
    console.log(`  ${g.group}: ${g.docusaurus} / ${g.docsgen} / ${g.both}`);
    for (const r of g.onlyDocusaurus) console.log(`    only Docusaurus: ${r}`);
    for (const r of g.onlyDocsgen) console.log(`    only docsgen:    ${r}`);
  }
  console.log('\nFeeds (entries; - when not written): Docusaurus / docsgen');
  for (const f of result.feeds) console.log(`  ${f.feed}: ${f.docusaurus ?? '-'} / ${f.docsgen ?? '-'}`);
  console.log(`\nArticle text of ${result.articles.length} doc pages and posts both have (words, similarity %):`);
  for (const r of result.articles) {
    console.log(
      `  ${r.route}  ${r.wordsDocusaurus} / ${r.wordsDocsgen}  ${r.similarity} (case ignored ${r.similarityIgnoringCase})`,
    );
    if (r.diff)
      console.log(`      only Docusaurus: ${r.diff.onlyDocusaurus}\n      only docsgen:    ${r.diff.onlyDocsgen}`);
  }
  console.log(
    `\nMean ${result.articleMean} % (case ignored ${result.articleMeanIgnoringCase} %); ${result.articlesAtLeast98} of ${result.articles.length} pages at 98 % or more.`,
  );
  printChrome(chrome);
}
