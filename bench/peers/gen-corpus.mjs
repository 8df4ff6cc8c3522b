#!/usr/bin/env node
// gen-corpus.mjs N OUTDIR
//
// Writes a deterministic synthetic documentation corpus of N plain CommonMark
// (+ GFM tables) pages that Docusaurus (as docs/) and VitePress (as srcDir)
// build without edits. Same N and seed -> byte-identical output.
//
//   OUTDIR/index.md                     home page (counts as one of the N)
//   OUTDIR/<category>/<slug>-NNNN.md    N-1 pages spread over 10 category folders
//   OUTDIR/assets/diagram.png           one shared small PNG every page embeds
//
// Content rules (so that no peer needs a content edit):
// - no raw HTML, no `<`, `{`, `}` or `|` in prose (MDX and Vue treat them as syntax);
//   such characters only appear inside fenced code blocks;
// - every link is a relative link to another page's .md file, never to an anchor.
//
// Env: CORPUS_SEED (integer, default 1).

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [nArg, outArg] = process.argv.slice(2);
const N = Number.parseInt(nArg, 10);
if (!Number.isInteger(N) || N < 1 || !outArg) {
  console.error('usage: gen-corpus.mjs N OUTDIR   (N >= 1; env CORPUS_SEED, default 1)');
  process.exit(2);
}
const SEED = Number.parseInt(process.env.CORPUS_SEED ?? '1', 10) >>> 0;
const OUT = path.resolve(outArg);

// ---------- seeded PRNG (mulberry32), one independent stream per page ----------
function mulberry32(a) {
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const streamFor = (page, salt) =>
  mulberry32((SEED ^ Math.imul(page + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b)) >>> 0);
const rint = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1)); // inclusive
const pick = (r, arr) => arr[Math.floor(r() * arr.length)];
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const an = (w) => (/^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`);
const plural = (w) => (/(s|x|ch|sh)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`);
const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------- vocabulary ----------
const CATEGORIES = [
  'getting-started',
  'installation',
  'configuration',
  'guides',
  'deployment',
  'security',
  'performance',
  'integrations',
  'reference',
  'troubleshooting',
];
const NOUNS = [
  'cache',
  'directory',
  'listing',
  'index',
  'server',
  'container',
  'volume',
  'proxy',
  'header',
  'request',
  'response',
  'token',
  'password',
  'theme',
  'layout',
  'icon',
  'metadata',
  'hash',
  'checksum',
  'download',
  'counter',
  'search',
  'filter',
  'archive',
  'batch',
  'upload',
  'session',
  'cookie',
  'route',
  'path',
  'mount',
  'image',
  'port',
  'worker',
  'process',
  'module',
  'extension',
  'variable',
  'option',
  'setting',
  'policy',
  'rule',
  'limit',
  'quota',
  'timeout',
  'log',
  'metric',
  'label',
  'template',
  'locale',
  'translation',
  'snapshot',
  'release',
  'version',
  'build',
  'pipeline',
  'endpoint',
  'payload',
  'schema',
  'field',
  'record',
  'entry',
  'file',
  'folder',
  'symlink',
  'permission',
  'owner',
  'group',
  'user',
  'role',
  'client',
  'browser',
  'page',
  'sidebar',
  'footer',
  'banner',
  'preview',
  'thumbnail',
  'readme',
  'sort order',
  'pagination',
  'breadcrumb',
];
const VERBS = [
  'configure',
  'enable',
  'disable',
  'deploy',
  'secure',
  'tune',
  'monitor',
  'customize',
  'troubleshoot',
  'migrate',
  'integrate',
  'automate',
  'restrict',
  'protect',
  'scale',
  'debug',
  'inspect',
  'override',
  'rotate',
  'validate',
  'mount',
  'expose',
  'limit',
  'translate',
];
const PAST = [
  'cached',
  'computed',
  'validated',
  'rewritten',
  'compressed',
  'signed',
  'indexed',
  'logged',
  'resolved',
  'checked',
  'loaded',
  'skipped',
  'rendered',
  'streamed',
  'refreshed',
  'hashed',
];
const ADJS = [
  'custom',
  'default',
  'global',
  'local',
  'remote',
  'shared',
  'private',
  'public',
  'read-only',
  'nested',
  'hidden',
  'compressed',
  'cached',
  'signed',
  'encrypted',
  'versioned',
  'optional',
  'required',
  'dynamic',
  'static',
  'external',
  'internal',
  'temporary',
  'persistent',
];
const ENVS = [
  'CACHE_TTL',
  'BASE_PATH',
  'HIDE_DOTFILES',
  'ENABLE_SEARCH',
  'PAGE_SIZE',
  'DATE_FORMAT',
  'ALLOW_RAW',
  'THEME',
  'MAX_UPLOAD_MB',
  'LOG_LEVEL',
  'AUTH_REALM',
  'HASH_ALGO',
  'REDIS_URL',
  'CORS_ORIGIN',
  'OPEN_NEW_TAB',
  'README_FIRST',
  'DOWNLOAD_COUNTER',
  'TIMING',
  'LOCALE',
];
const VALUES = [
  'true',
  'false',
  '0',
  '30',
  '300',
  '3600',
  'sha256',
  'auto',
  'debug',
  'info',
  'en',
  'de',
  'dark',
  '50',
  '/files',
];
const SENTENCES = [
  (r) => `The ${pick(r, ADJS)} ${pick(r, NOUNS)} controls how the ${pick(r, NOUNS)} handles each ${pick(r, NOUNS)}.`,
  (r) =>
    `When you ${pick(r, VERBS)} the ${pick(r, NOUNS)}, the ${pick(r, NOUNS)} is ${pick(r, PAST)} before the ${pick(r, NOUNS)} is served.`,
  (r) =>
    `Set \`${pick(r, ENVS)}\` to \`${pick(r, VALUES)}\` to ${pick(r, VERBS)} the ${pick(r, ADJS)} ${pick(r, NOUNS)}.`,
  (r) =>
    `This ${pick(r, NOUNS)} is ${pick(r, PAST)} once per ${pick(r, NOUNS)} and reused for every later ${pick(r, NOUNS)}.`,
  (r) =>
    `In most deployments the ${pick(r, ADJS)} ${pick(r, NOUNS)} should stay ${pick(r, ADJS)}, because the ${pick(r, NOUNS)} depends on it.`,
  (r) =>
    `If the ${pick(r, NOUNS)} is missing, the server falls back to the ${pick(r, ADJS)} ${pick(r, NOUNS)} and writes a warning to the log.`,
  (r) => `Each ${pick(r, NOUNS)} has ${an(pick(r, ADJS))} ${pick(r, NOUNS)} and an optional ${pick(r, NOUNS)}.`,
  (r) => `You can ${pick(r, VERBS)} this behaviour per ${pick(r, NOUNS)} without restarting the ${pick(r, NOUNS)}.`,
  (r) =>
    `**Note:** ${an(pick(r, ADJS))} ${pick(r, NOUNS)} is never ${pick(r, PAST)} twice, so changes take effect on the next ${pick(r, NOUNS)}.`,
  (r) => `The ${pick(r, NOUNS)} reads \`${pick(r, ENVS)}\` at startup and ignores it afterwards.`,
  (r) =>
    `Keep the ${pick(r, NOUNS)} small: a large ${pick(r, NOUNS)} slows down every ${pick(r, NOUNS)} that touches it.`,
  (r) => {
    const a = pick(r, ADJS);
    return `For ${an(a).split(' ')[0]} _${a}_ setup, ${pick(r, VERBS)} the ${pick(r, NOUNS)} first and then ${pick(r, VERBS)} the ${pick(r, NOUNS)}.`;
  },
  (r) =>
    `Requests that match the ${pick(r, NOUNS)} rule are ${pick(r, PAST)} and answered from the ${pick(r, ADJS)} ${pick(r, NOUNS)}.`,
  (r) =>
    `Older releases ${pick(r, PAST)} the ${pick(r, NOUNS)} on every request, which made the ${pick(r, NOUNS)} noticeably slower.`,
  (r) =>
    `The value is a plain string; quotes and trailing spaces are removed before the ${pick(r, NOUNS)} is ${pick(r, PAST)}.`,
  (r) =>
    `Use the ${pick(r, ADJS)} ${pick(r, NOUNS)} when several ${plural(pick(r, NOUNS))} share the same ${pick(r, NOUNS)}.`,
];
const LANGS = ['bash', 'json', 'ts', 'php', 'nginx'];

// ---------- page table (metadata only depends on seed + page index) ----------
function pageMeta(i) {
  if (i === 0) return { i, title: 'Introduction', file: 'index.md', cat: '' };
  const r = streamFor(i, 1);
  const cat = CATEGORIES[(i - 1) % CATEGORIES.length];
  const noun = pick(r, NOUNS);
  const title = `${cap(pick(r, VERBS))} the ${pick(r, ADJS)} ${noun}${r() < 0.4 ? ` ${pick(r, NOUNS)}` : ''}`;
  const slug = `${slugify(title.replace(/^\w+ the /, ''))}-${String(i).padStart(4, '0')}`;
  return { i, title, file: `${cat}/${slug}.md`, cat };
}
const pages = Array.from({ length: N }, (_, i) => pageMeta(i));

function relLink(from, to) {
  let rel = path.posix.relative(path.posix.dirname(from.file), to.file);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return `[${to.title}](${rel})`;
}

// ---------- content blocks ----------
function paragraph(r, words) {
  const out = [];
  let n = 0;
  while (n < words) {
    const s = pick(r, SENTENCES)(r);
    out.push(s);
    n += s.split(/\s+/).length;
  }
  return { text: out.join(' '), words: n };
}

function codeBlock(r, lang, i) {
  const name = `${pick(r, NOUNS).replace(/\s/g, '')}${i}`;
  const port = rint(r, 3000, 9000);
  const n = rint(r, 1, 500);
  const seg = slugify(pick(r, NOUNS));
  switch (lang) {
    case 'bash':
      return [
        `docker run -d --name ${name} -p ${port}:80 \\`,
        `  -v "$(pwd)/data:/var/www/html/public:ro" \\`,
        `  -e ${pick(r, ENVS)}=${pick(r, VALUES)} \\`,
        `  -e ${pick(r, ENVS)}=${pick(r, VALUES)} \\`,
        `  example/fileserver:${rint(r, 1, 4)}.${rint(r, 0, 9)}`,
        `curl -fsS "http://localhost:${port}/${seg}/" | head -n ${(n % 40) + 5}`,
      ].join('\n');
    case 'json':
      return JSON.stringify(
        {
          name,
          cache: { enabled: r() < 0.5, ttl: n * 10 },
          paths: [`/${seg}`, `/${seg}/${slugify(pick(r, NOUNS))}`],
          limits: { maxFiles: n * 100, timeoutMs: rint(r, 100, 9000) },
          hidden: ['.git', 'node_modules', `*.${pick(r, ['log', 'tmp', 'bak'])}`],
        },
        null,
        2,
      );
    case 'ts': {
      const T = cap(name);
      return [
        "import { readFile } from 'node:fs/promises';",
        '',
        `export interface ${T}Options {`,
        '  root: string;',
        '  ttl?: number;',
        '}',
        '',
        `export async function load${T}(opts: ${T}Options): Promise<string[]> {`,
        `  const raw = await readFile(opts.root + '/${seg}.json', 'utf8');`,
        '  const entries: string[] = JSON.parse(raw).entries;',
        `  return entries.filter((e) => !e.startsWith('.')).slice(0, ${n});`,
        '}',
      ].join('\n');
    }
    case 'php':
      return [
        '<?php',
        'declare(strict_types=1);',
        '',
        `function ${name}(string $path, int $limit = ${n}): array`,
        '{',
        "    $entries = array_diff(scandir($path) ?: [], ['.', '..']);",
        '    return array_slice(array_values($entries), 0, $limit);',
        '}',
        '',
        `echo json_encode(${name}('/srv/${seg}'), JSON_PRETTY_PRINT);`,
      ].join('\n');
    case 'nginx':
      return [
        'server {',
        `    listen ${port};`,
        `    server_name ${seg}.example.com;`,
        '',
        `    location /${seg}/ {`,
        `        proxy_pass http://127.0.0.1:${port + 1};`,
        '        proxy_set_header Host $host;',
        `        proxy_read_timeout ${n}s;`,
        '    }',
        '}',
      ].join('\n');
    default:
      throw new Error(`unknown language ${lang}`);
  }
}

function table(r) {
  const rows = ['| Option | Default | Description |', '| --- | --- | --- |'];
  const used = new Set();
  for (let k = rint(r, 4, 6); k > 0; k--) {
    let env = pick(r, ENVS);
    while (used.has(env)) env = pick(r, ENVS);
    used.add(env);
    rows.push(
      `| \`${env}\` | \`${pick(r, VALUES)}\` | ${cap(pick(r, VERBS))}s the ${pick(r, ADJS)} ${pick(r, NOUNS)}. |`,
    );
  }
  return { text: rows.join('\n'), words: rows.join(' ').split(/\s+/).length - 10 };
}

function list(r) {
  const items = [];
  for (let k = rint(r, 3, 6); k > 0; k--) {
    items.push(
      `- **${cap(pick(r, ADJS))} ${pick(r, NOUNS)}**: ${pick(r, VERBS)} it when the ${pick(r, NOUNS)} changes.`,
    );
  }
  return { text: items.join('\n'), words: items.join(' ').split(/\s+/).length };
}

// ---------- one page ----------
function renderPage(p) {
  const r = streamFor(p.i, 2);
  const targetWords = rint(r, 440, 700); // prose target; headings, table and list add ~150 words
  const nSections = rint(r, 6, 12);
  const codeLangs = [];
  while (codeLangs.length < 2) {
    const l = pick(r, LANGS);
    if (!codeLangs.includes(l)) codeLangs.push(l);
  }
  // which sections carry which extra block
  const slots = Array.from({ length: nSections }, (_, k) => k);
  const take = () => slots.splice(Math.floor(r() * slots.length), 1)[0];
  const codeAt = [take(), take()];
  const tableAt = take();
  const listAt = take();
  const imageAt = take();
  // 3-6 distinct link targets among the other pages (all exist)
  const others = N - 1; // every page except this one
  const nLinks = Math.min(rint(r, 3, 6), others);
  const targets = [];
  if (p.i === 0) {
    for (let k = 1; k < N && targets.length < Math.min(CATEGORIES.length, others); k++) targets.push(k); // first page of each category
  } else {
    const guard = others * 4 + 20;
    for (let tries = 0; targets.length < nLinks && tries < guard; tries++) {
      const t = rint(r, 0, N - 1);
      if (t !== p.i && !targets.includes(t)) targets.push(t);
    }
  }
  const linkAt = targets.map(() => rint(r, 0, nSections - 1));

  const lines = ['---', `title: ${JSON.stringify(p.title)}`];
  const first = paragraph(r, 30);
  lines.push(
    `description: ${JSON.stringify(first.text.replace(/[`*_]/g, '').split('. ')[0].replace(/\.$/, '') + '.')}`,
  );
  lines.push('---', '', `# ${p.title}`, '', first.text, '');
  let words = first.words + p.title.split(' ').length;
  const perSection = Math.max(40, Math.round((targetWords - first.words) / nSections));
  const usedHeadings = new Set();
  for (let s = 0; s < nSections; s++) {
    const level = s > 0 && r() < 0.3 ? '###' : '##';
    let h;
    do h = `${cap(pick(r, VERBS))} the ${pick(r, ADJS)} ${pick(r, NOUNS)}`;
    while (usedHeadings.has(h));
    usedHeadings.add(h);
    lines.push(`${level} ${h}`, '');
    words += h.split(' ').length;
    let budget = perSection;
    while (budget > 0) {
      const para = paragraph(r, Math.min(budget, rint(r, 40, 90)));
      let text = para.text;
      // links go at the end of a paragraph of their section, in a short sentence
      const mine = targets.filter((_, k) => linkAt[k] === s);
      if (mine.length && budget - para.words <= 0) {
        text += ` See also ${mine.map((t) => relLink(p, pages[t])).join(', ')}.`;
      }
      lines.push(text, '');
      words += para.words;
      budget -= para.words;
    }
    if (codeAt.includes(s)) {
      const lang = codeLangs[codeAt.indexOf(s)];
      lines.push(`\`\`\`${lang}`, codeBlock(r, lang, p.i), '```', '');
    }
    if (s === tableAt) {
      const t = table(r);
      lines.push(t.text, '');
      words += t.words;
    }
    if (s === listAt) {
      const l = list(r);
      lines.push(l.text, '');
      words += l.words;
    }
    if (s === imageAt) {
      const rel = path.posix.relative(path.posix.dirname(p.file), 'assets/diagram.png');
      lines.push(`![Diagram of the ${pick(r, NOUNS)} flow](${rel.startsWith('.') ? rel : `./${rel}`})`, '');
    }
  }
  return { text: lines.join('\n'), words, links: targets.length };
}

// ---------- shared PNG (gradient, written without dependencies) ----------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function makePng(w, h) {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      raw[o] = 40 + Math.round((x / w) * 180);
      raw[o + 1] = 90 + Math.round((y / h) * 120);
      raw[o + 2] = 200 - Math.round((x / w) * 100);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0; // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------- write ----------
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(path.join(OUT, 'assets'), { recursive: true });
fs.writeFileSync(path.join(OUT, 'assets', 'diagram.png'), makePng(160, 90));
let totalWords = 0,
  minW = Infinity,
  maxW = 0,
  totalLinks = 0;
for (const p of pages) {
  const { text, words, links } = renderPage(p);
  const f = path.join(OUT, p.file);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, `${text.trimEnd()}\n`);
  totalWords += words;
  minW = Math.min(minW, words);
  maxW = Math.max(maxW, words);
  totalLinks += links;
}
console.error(
  `gen-corpus: ${N} pages in ${OUT} (seed ${SEED}); words/page avg ${Math.round(totalWords / N)} min ${minW} max ${maxW}; ${totalLinks} links`,
);
