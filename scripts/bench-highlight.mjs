// What code highlighting costs (a script, not a test: it prints, it never asserts).
//
//   node scripts/bench-highlight.mjs                 # shiki (both regex engines) and Prism, 20 code-heavy pages
//   node scripts/bench-highlight.mjs --pages 40 --warmup 400 --engines oniguruma,prism
//
// Runs the project's own markdown pipeline (src/ bundled on the fly with esbuild) on the
// code-heavy pages of the bench corpus (scripts/bench-corpus.mjs: five 40-line TypeScript/
// JavaScript examples each) and prints, per engine (`oniguruma` and `javascript` are shiki with
// that regex engine, `prism` is the Prism engine), in CPU milliseconds of this process:
//   - the first use of each language: loading the grammar and highlighting a first block;
//   - a code-heavy page through the whole markdown pipeline with a warm highlighter, its blocks
//     never seen before (p50/p90), and the same page again with its blocks in the on-disk store;
//     one renderer for all pages, as in a build, warmed on the corpus's first `--warmup` pages in
//     order (ordinary and code-heavy ones), as a build's render thread is when it meets such a page;
//   - whether shiki's two regex engines give byte-identical HTML for every block of the sample.
// CPU time, not wall time: the machine this runs on is shared.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { codeExample, isCodeHeavy, planCorpus, renderPage } from './bench-corpus.mjs';
import { importSources, PROJECT } from './import-sources.mjs';

// The CLI renders with React's production build (bin/docsgen.js); measure the same code.
process.env.NODE_ENV ??= 'production';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '20' },
    // Corpus pages rendered before the timing starts, in corpus order (one in 20 code-heavy): a
    // build's render thread meets most code-heavy pages after hundreds of others. After only a few
    // pages V8 is still compiling the pipeline's code, and that CPU lands on the pages being timed.
    warmup: { type: 'string', default: '200' },
    engines: { type: 'string', default: 'oniguruma,javascript,prism' },
    langs: { type: 'string', default: 'ts,js,tsx,bash,json,yaml,php,nginx,dockerfile,css,html,sql,ini,diff' },
  },
});
const PAGES = Number(values.pages);
const WARMUP = Math.max(1, Number(values.warmup));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const line = (label, value, note = '') =>
  process.stdout.write(`${label.padEnd(52)} ${value}${note ? `   (${note})` : ''}\n`);
const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))];

/**
 * The corpus's first `warm` pages in order (the warm-up) and the next n code-heavy pages (one in
 * 20), each at its place in a corpus big enough to hold them, and the corpus's doc table: their
 * cross links resolve as in a build. (A link to no doc is reported, and a page with a diagnostic
 * is rendered a second time from micromark's tree, processor.ts, so unresolved links would time
 * two parses instead of the fast one.)
 */
function codeHeavyPages(n, warm) {
  const { plan } = planCorpus(warm + n * 20 + 8);
  const page = (i) => ({ i, rel: docId(plan[i]), text: renderPage(plan, i) });
  const warmup = Array.from({ length: Math.min(warm, plan.length) }, (_, i) => page(i));
  const pages = [];
  for (let i = warmup.length; i < plan.length && pages.length < n; i++) if (isCodeHeavy(i)) pages.push(page(i));
  const fileToDoc = new Map(plan.map((p) => [`v3:${docId(p)}`, docId(p)]));
  const docPaths = new Map(plan.map((p) => [`v3:${docId(p)}`, `/docs/${docId(p)}/`]));
  return { warmup, pages, links: { fileToDoc, docPaths } };
}

const docId = (page) => page.rel.replace(/\.md$/, '');

function pageSource(page) {
  const { text, rel } = page;
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  return {
    version: 'v3',
    id: rel,
    relPath: rel,
    file: `content/v3/${rel}.md`,
    title: rel,
    frontMatter: {},
    body,
    raw: text,
    bodyLine: text.split('\n').length - body.split('\n').length + 1,
  };
}

function rendererFor(p, highlighter, caches, links) {
  return p.createMarkdownRenderer({
    root: PROJECT,
    contentDir: path.join(PROJECT, 'content'),
    staticDir: path.join(PROJECT, 'static'),
    highlighter,
    magicComments: [],
    envConfigImage: 'example/image',
    installHref: () => undefined,
    fileToDoc: links.fileToDoc,
    docPaths: links.docPaths,
    images: { quality: 100, steps: 2 },
    imageCacheDir: path.join(os.tmpdir(), 'docsgen-bench-images'),
    severities: {},
    caches,
  });
}

const THEMES = { light: 'github-light', dark: 'github-dark' };
/** The highlighter of a benchmarked engine: shiki with a regex engine, or Prism (its github-light/dark tables). */
const highlighterFor = (p, engine) =>
  engine === 'prism'
    ? p.createCodeHighlighter({ ...THEMES, engine: 'prism' })
    : p.createCodeHighlighter(THEMES, engine);

async function firstUse(p, engine, langs) {
  let seed = 11;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const started = cpu();
  const ch = await highlighterFor(p, engine);
  line(`${engine}: create highlighter (no grammar loaded)`, `${(cpu() - started).toFixed(0)} ms CPU`);
  for (const lang of langs) {
    // Loading the grammar and highlighting a first block; the sample is a real block of the corpus where there is one.
    const code = ['ts', 'js', 'tsx'].includes(lang) ? codeExample(rnd, lang) : (SAMPLES[lang] ?? 'x');
    const s = cpu();
    const name = await p.resolveLanguage(ch, lang);
    // What a build does with a block: one tokenization, both themes' colours as classes.
    ch.toHtml(code, name, { lineClasses: new Map(), lineNumbers: false });
    line(`${engine}: first use of ${lang}`, `${(cpu() - s).toFixed(1)} ms CPU`, `${code.split('\n').length} lines`);
  }
}

const SAMPLES = {
  bash: 'docker run -d -p 8080:80 -e THEME=dark adrianschubek/dir-browser\nexport PAGE_SIZE="100"  # entries per page\ncat <<EOF > .env\nA=1\nEOF',
  json: '{\n  "name": "x",\n  "cache": { "enabled": true, "ttl": 100 }\n}',
  yaml: 'services:\n  web:\n    image: adrianschubek/dir-browser\n    ports: ["8080:80"]',
  php: '<?php\n$limit = getenv(\'LIMIT\') ?: 100;\necho "Limit: {$limit}";',
  nginx: 'server {\n    listen 80;\n    location / { try_files $uri $uri/ =404; }\n}',
  dockerfile: 'FROM adrianschubek/dir-browser:latest\nENV THEME=dark\nCOPY ./data /var/www/html',
  css: '.listing { --gap: 4px; display: grid; }',
  html: '<div class="listing" data-size="4">Listing</div>',
  sql: 'SELECT name, size FROM files WHERE id = 4;',
  ini: '[cache]\nttl = 100',
  diff: '- THEME=light\n+ THEME=dark',
};

async function pages(p, engine, { warmup, pages: sample, links }, storeDir) {
  const ch = await highlighterFor(p, engine);
  const store = new p.HighlightStore(storeDir);
  // One renderer for the pages, as a build has one per thread (setting one up costs about a
  // millisecond on its first page). Warm, as in a build after its first pages: it has rendered
  // the corpus's pages before them, code-heavy ones among them, so every grammar the pages use has
  // highlighted a block and the code is compiled before the timing starts. The pages differ:
  // their blocks are new.
  const warmRenderer = async () => {
    const md = rendererFor(p, ch, { ...p.createMarkdownCaches(), codeStore: store }, links);
    for (const page of warmup) await md.render(pageSource(page));
    return md;
  };
  const cold = [];
  const html = [];
  let reported = 0;
  let md = await warmRenderer();
  const missed = store.misses;
  for (const page of sample) {
    const s = cpu();
    const out = await md.render(pageSource(page));
    cold.push(cpu() - s);
    html.push(JSON.stringify(out.hast));
    if (out.diagnostics.length > 0) reported++;
  }
  const highlighted = store.misses - missed;
  // Fresh in-memory caches: the blocks come from the store.
  const stored = [];
  md = await warmRenderer();
  const hitsBefore = store.hits;
  for (const page of sample) {
    const s = cpu();
    await md.render(pageSource(page));
    stored.push(cpu() - s);
  }
  // The highlighter alone on the same pages' blocks (no markdown pipeline around it), warm.
  const only = [];
  for (const page of sample) {
    const blocks = [...page.text.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)\n```$/gm)];
    const names = await Promise.all(blocks.map((b) => p.resolveLanguage(ch, b[1])));
    const s = cpu();
    blocks.forEach((b, k) => ch.toHtml(b[2], names[k] ?? 'text', { lineClasses: new Map(), lineNumbers: false }));
    only.push(cpu() - s);
  }
  line(
    `${engine}: code-heavy page, warm highlighter, new blocks`,
    `p50 ${pct(cold, 0.5).toFixed(1)} ms, p90 ${pct(cold, 0.9).toFixed(1)} ms CPU`,
    `${cold.length} pages of 5 × 40-line ts/js blocks, whole markdown pipeline, ${highlighted} blocks highlighted`,
  );
  // A page with a diagnostic is parsed twice (processor.ts): the figure above would not be the fast path's.
  if (reported > 0)
    line(
      `${engine}: pages that reported a diagnostic`,
      `${reported} of ${cold.length}`,
      'parsed twice: not the figure of a clean page',
    );
  line(
    `${engine}: highlighting alone, the same pages' blocks`,
    `p50 ${pct(only, 0.5).toFixed(1)} ms, p90 ${pct(only, 0.9).toFixed(1)} ms CPU`,
    'toHtml of every block, no markdown pipeline',
  );
  line(
    `${engine}: the same pages, blocks from the store`,
    `p50 ${pct(stored, 0.5).toFixed(1)} ms, p90 ${pct(stored, 0.9).toFixed(1)} ms CPU`,
    `${store.hits - hitsBefore} of their blocks read from disk`,
  );
  return html;
}

async function main() {
  await mkdir(path.join(PROJECT, '.docsgen-cache'), { recursive: true });
  const dir = await mkdtemp(path.join(PROJECT, '.docsgen-cache', 'bench-highlight-'));
  try {
    const p = await importSources({
      'src/render/markdown/highlighter.ts': ['createCodeHighlighter', 'resolveLanguage'],
      'src/render/markdown/processor.ts': ['createMarkdownRenderer', 'createMarkdownCaches'],
      'src/render/markdown/highlight-store.ts': ['HighlightStore'],
    });
    line(
      'machine',
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const engines = values.engines.split(',');
    const langs = values.langs.split(',');
    const sample = codeHeavyPages(PAGES, WARMUP);
    const outputs = new Map();
    for (const engine of engines) {
      await firstUse(p, engine, langs);
      outputs.set(engine, await pages(p, engine, sample, path.join(dir, `store-${engine}`)));
    }
    if (outputs.has('oniguruma') && outputs.has('javascript')) {
      const [a, b] = [outputs.get('oniguruma'), outputs.get('javascript')];
      const same = a.every((h, k) => h === b[k]);
      line('shiki regex engines give the same HTML', same ? 'yes' : 'NO', `${a.length} pages`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`bench-highlight: ${error.stack ?? error.message}\n`);
  process.exitCode = 1;
});
