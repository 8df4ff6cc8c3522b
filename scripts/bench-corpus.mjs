// Generates a deterministic synthetic docs site for benchmarks: N pages of realistic markdown
// (front matter, 6–12 sections, code in several languages, tables, lists, images, admonitions,
// tabs, valid cross links) in about 10 category folders, each split into sub-folders of ~10 pages
// so a pruned sidebar stays small however big the site grows. One page in 20 is code-heavy: five
// 40-line TypeScript/JavaScript examples, the kind of page API docs are made of.
//
//   node scripts/bench-corpus.mjs --pages 1000 --out .docsgen-cache/bench/corpus-1000
//
// The same --pages always gives byte-identical files. The site reuses the project's templates/
// and static/img, so what is measured is the real look of the real generator.
import { cp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERSION = 'v3';
const CATEGORIES = [
  'Getting Started',
  'Configuration',
  'Deployment',
  'Security',
  'Storage',
  'Networking',
  'Monitoring',
  'Integrations',
  'Reference',
  'Troubleshooting',
];
const PAGES_PER_FOLDER = 10;
const IMAGES = [
  'banner.svg',
  'ui-listing-light.svg',
  'ui-listing-dark.svg',
  'metadata-labels.svg',
  'perf-wrk-tuned.svg',
  'pagination-bar.svg',
  'search-glob.svg',
  'timing-footer.svg',
];
const WORDS = (
  'server request folder listing cache option value container image proxy header token archive download counter label metadata theme ' +
  'password hash index page route version release upgrade volume mount port network memory worker process queue timeout limit default ' +
  'variable setting file path client browser response status error warning record entry field table column filter search sort order ' +
  'build deploy start stop restart reload enable disable configure install update remove check verify measure compare return'
).split(' ');
const VERBS = [
  'sets',
  'controls',
  'limits',
  'changes',
  'selects',
  'enables',
  'stores',
  'returns',
  'reads',
  'writes',
  'checks',
  'keeps',
];
const LANGS = ['bash', 'yaml', 'json', 'ts', 'php', 'nginx', 'dockerfile', 'css', 'html', 'diff', 'ini', 'sql'];

/** Small deterministic PRNG (mulberry32) so every run produces the same corpus. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One page in 20 is an API reference page of 5 TypeScript/JavaScript examples of 40 lines (see codeHeavyBody). */
export const isCodeHeavy = (i) => i % 20 === 7;
const CODE_HEAVY_EXAMPLES = 5;

const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-');
const cap = (s) => s[0].toUpperCase() + s.slice(1);

/** The site's page list: where each page lives and what it is called. */
export function planCorpus(pages) {
  const folders = Math.max(1, Math.ceil(pages / CATEGORIES.length / PAGES_PER_FOLDER));
  const rnd = random(pages * 7919 + 1);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const plan = [];
  for (let i = 0; i < pages; i++) {
    if (i === 0) {
      plan.push({ rel: 'intro.md', title: 'Introduction', sections: [] });
      continue;
    }
    const c = i % CATEGORIES.length;
    const f = Math.floor(i / CATEGORIES.length) % folders;
    const title = `${cap(pick(WORDS))} ${pick(WORDS)} ${pick(WORDS)} ${i}`;
    plan.push({
      rel: `${String(c).padStart(2, '0')}-${slug(CATEGORIES[c])}/part-${String(f + 1).padStart(3, '0')}/${slug(title)}.md`,
      title,
      sections: [],
    });
  }
  // Section titles are decided up front so cross links can point at real anchors.
  for (const [i, page] of plan.entries()) {
    const count = 6 + Math.floor(rnd() * 7);
    for (let s = 0; s < count; s++)
      page.sections.push(`${cap(pick(WORDS))} ${pick(WORDS)} ${s + 1}${i % 3 === 0 ? '' : ` ${pick(WORDS)}`}`);
    // Code-heavy pages have one section per example (the draws above still happen, so other pages stay the same).
    if (isCodeHeavy(i)) page.sections = Array.from({ length: CODE_HEAVY_EXAMPLES }, (_, k) => `Example ${k + 1}`);
  }
  return { plan, folders };
}

function sentence(rnd, links, plain = false) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const n = 8 + Math.floor(rnd() * 14);
  const words = [];
  for (let i = 0; i < n; i++) {
    const w = i === 2 ? pick(VERBS) : pick(WORDS);
    const r = rnd();
    if (plain) words.push(w);
    else if (r < 0.04) words.push(`\`${w}_${pick(WORDS)}\``);
    else if (r < 0.07) words.push(`**${w}**`);
    else if (r < 0.09 && links.length) words.push(`[${w} ${pick(WORDS)}](${pick(links)})`);
    else if (r < 0.1) words.push(`[${w}](https://example.com/${w})`);
    else words.push(w);
  }
  return `${cap(words.join(' '))}.`;
}

function paragraph(rnd, links) {
  const n = 2 + Math.floor(rnd() * 4);
  return Array.from({ length: n }, () => sentence(rnd, links)).join(' ');
}

function codeSample(rnd, lang) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const n = 4 + Math.floor(rnd() * 16);
  const lines = [];
  for (let i = 0; i < n; i++) {
    const a = pick(WORDS);
    const b = pick(WORDS);
    const num = Math.floor(rnd() * 10000);
    switch (lang) {
      case 'bash':
        lines.push(
          i === 0
            ? `docker run -d -p ${8000 + (num % 1000)}:80 -e ${a.toUpperCase()}_${b.toUpperCase()}=${num} adrianschubek/dir-browser`
            : `export ${a.toUpperCase()}_${b.toUpperCase()}="${num}"  # ${a} ${b}`,
        );
        break;
      case 'yaml':
        lines.push(i === 0 ? 'services:' : `  ${a}_${b}: ${rnd() < 0.5 ? num : `"${a}-${b}"`}`);
        break;
      case 'json':
        lines.push(i === 0 ? '{' : `  "${a}${cap(b)}": ${rnd() < 0.5 ? num : `"${b}"`}${i === n - 1 ? '' : ','}`);
        if (i === n - 1) lines.push('}');
        break;
      case 'ts':
        lines.push(
          i === 0
            ? `export function ${a}${cap(b)}(input: string): number {`
            : i === n - 1
              ? '}'
              : `  const ${a}${i} = input.length * ${num}; // ${b}`,
        );
        break;
      case 'php':
        lines.push(i === 0 ? '<?php' : `$${a}_${b} = getenv('${a.toUpperCase()}') ?: ${num};`);
        break;
      case 'nginx':
        lines.push(i === 0 ? 'server {' : i === n - 1 ? '}' : `    ${a}_${b} ${num};`);
        break;
      case 'dockerfile':
        lines.push(
          i === 0 ? 'FROM adrianschubek/dir-browser:latest' : `ENV ${a.toUpperCase()}_${b.toUpperCase()}=${num}`,
        );
        break;
      case 'css':
        lines.push(i === 0 ? `.${a}-${b} {` : i === n - 1 ? '}' : `  --${a}-${b}: ${num % 100}px;`);
        break;
      case 'html':
        lines.push(`<div class="${a}" data-${b}="${num}">${cap(a)} ${b}</div>`);
        break;
      case 'diff':
        lines.push(`${rnd() < 0.5 ? '-' : '+'} ${a}_${b}=${num}`);
        break;
      case 'ini':
        lines.push(i === 0 ? `[${a}]` : `${a}_${b} = ${num}`);
        break;
      case 'sql':
        lines.push(`SELECT ${a}, ${b} FROM ${a}_${b} WHERE id = ${num};`);
        break;
    }
  }
  return lines.join('\n');
}

/**
 * A 40-line TypeScript or JavaScript example of the kind API docs are full of: imports, types,
 * generics, async code, classes, template literals and regular expressions, so the grammar's
 * costly rules run (issue 16: JS/TS-heavy docs spent half their build in the highlighter).
 */
export function codeExample(rnd, lang) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const a = pick(WORDS);
  const b = pick(WORDS);
  const A = cap(a);
  const B = cap(b);
  const n = Math.floor(rnd() * 1000);
  const ts = lang === 'ts' || lang === 'tsx';
  const t = (text) => (ts ? text : '');
  const lines = [
    `import { readFile } from 'node:fs/promises';`,
    `import { create${A}Client${t(`, type ${A}Options`)} } from '@example/${a}-sdk';`,
    ...(ts
      ? [
          `export interface ${A}${B}Config {`,
          `  ${a}: string;`,
          `  ${b}?: number;`,
          '  retries: ReadonlyArray<number>;',
          '}',
        ]
      : [
          '/**',
          ` * @typedef {object} ${A}${B}Config`,
          ` * @property {string} ${a}`,
          ` * @property {number} [${b}]`,
          ' */',
        ]),
    '',
    `const ${a.toUpperCase()}_PATTERN = /^(?<${a}>[a-z][\\w-]{0,${(n % 60) + 3}})(?::(?<port>\\d{2,5}))?$/i;`,
    `const DEFAULT_${b.toUpperCase()} = ${n};`,
    `export class ${A}${B}Service${t(`<T extends { id: string }>`)} {`,
    `  ${t('readonly ')}#cache = new Map${t('<string, T>')}();`,
    ts
      ? `  constructor(private readonly options: ${A}Options = {}) {}`
      : '  constructor(options = {}) { this.options = options; }',
    '',
    `  async load(path${t(': string')})${t(`: Promise<${A}${B}Config>`)} {`,
    `    const text = await readFile(path, 'utf8');`,
    `    const parsed = JSON.parse(text)${t(` as Partial<${A}${B}Config>`)};`,
    `    if (!parsed.${a} || !${a.toUpperCase()}_PATTERN.test(parsed.${a})) {`,
    `      throw new Error(\`Invalid ${a} in \${path}: \${JSON.stringify(parsed.${a} ?? null)}\`);`,
    '    }',
    `    return { retries: [100, 250, 500], ${b}: DEFAULT_${b.toUpperCase()}, ...parsed }${t(` as ${A}${B}Config`)};`,
    '  }',
    `  async *${b}s(ids${t(': Iterable<string>')}, limit = ${(n % 50) + 10})${t(': AsyncGenerator<T>')} {`,
    `    const client = create${A}Client({ ...this.options, timeout: ${n * 10} });`,
    '    let count = 0;',
    '    for (const id of ids) {',
    '      if (++count > limit) break;',
    `      const cached = this.#cache.get(id) ?? (await client.get(\`/${a}/\${encodeURIComponent(id)}\`));`,
    `      this.#cache.set(id, cached${t(' as T')});`,
    `      yield cached${t(' as T')};`,
    '    }',
    '  }',
    '}',
    '',
    `export const ${a}${B} = async (ids${t(': string[]')}) => {`,
    `  const service = new ${A}${B}Service${t('<{ id: string; size: number }>')}({ region: 'eu-${n % 3}' });`,
    `  const sizes${t(': number[]')} = [];`,
    `  for await (const item of service.${b}s(ids)) sizes.push(item.size ?? 0);`,
    `  return sizes.reduce((sum, size) => sum + size, 0) / Math.max(sizes.length, 1);`,
    '};',
  ];
  return lines.join('\n');
}

/**
 * A page of an API reference: a short intro and 5 TypeScript/JavaScript examples of 40 lines,
 * to track what a code-heavy page costs (issue 16: at most 10 ms with a warm highlighter).
 */
export function codeHeavyBody(rnd, links) {
  const lines = [];
  for (let k = 0; k < CODE_HEAVY_EXAMPLES; k++) {
    const lang = k % 2 === 0 ? 'ts' : 'js';
    lines.push(
      `## Example ${k + 1}`,
      '',
      paragraph(rnd, links),
      '',
      `\`\`\`${lang}`,
      codeExample(rnd, lang),
      '\`\`\`',
      '',
    );
  }
  return lines;
}

function table(rnd) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const rows = 3 + Math.floor(rnd() * 6);
  const out = ['| Option | Default | Description |', '| --- | --- | --- |'];
  for (let i = 0; i < rows; i++)
    out.push(
      `| \`${pick(WORDS).toUpperCase()}_${pick(WORDS).toUpperCase()}\` | \`${Math.floor(rnd() * 1000)}\` | ${sentence(rnd, [])} |`,
    );
  return out.join('\n');
}

function relLink(from, to, anchor) {
  let rel = path.posix.relative(path.posix.dirname(from), to);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return anchor ? `${rel}#${anchor}` : rel;
}

export function renderPage(plan, i) {
  const page = plan[i];
  const rnd = random(i * 2654435761 + plan.length);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  // Valid cross links: a few neighbours and random pages, some with an anchor to a real section.
  const targets = [];
  for (let k = 0; k < 6 && plan.length > 1; k++) {
    const j = k < 2 ? (i + k + 1) % plan.length : Math.floor(rnd() * plan.length);
    if (j === i) continue;
    const other = plan[j];
    targets.push(relLink(page.rel, other.rel, rnd() < 0.5 ? slug(pick(other.sections)) : undefined));
  }
  const lines = [
    '---',
    `title: ${page.title}`,
    `sidebar_position: ${i}`,
    `description: ${sentence(rnd, [], true)}`,
    '---',
    '',
    paragraph(rnd, targets),
    '',
  ];
  if (isCodeHeavy(i)) return [...lines, ...codeHeavyBody(rnd, targets)].join('\n');
  for (const [s, heading] of page.sections.entries()) {
    lines.push(`## ${heading}`, '', paragraph(rnd, targets), '');
    const kind = (s + i) % 7;
    if (kind === 0 || kind === 3) {
      const lang = pick(LANGS);
      lines.push(
        `\`\`\`${lang}${rnd() < 0.3 ? ` title="${pick(WORDS)}.${lang === 'bash' ? 'sh' : lang}"` : ''}`,
        codeSample(rnd, lang),
        '```',
        '',
      );
    } else if (kind === 1) {
      lines.push(table(rnd), '');
    } else if (kind === 2) {
      const n = 3 + Math.floor(rnd() * 5);
      for (let k = 0; k < n; k++) lines.push(`${rnd() < 0.5 ? '-' : `${k + 1}.`} ${sentence(rnd, targets)}`);
      lines.push('');
    } else if (kind === 4) {
      lines.push(
        `![${cap(pick(WORDS))} ${pick(WORDS)} screenshot](/img/${pick(IMAGES)}${rnd() < 0.3 ? ` "${cap(pick(WORDS))} ${pick(WORDS)}"` : ''})`,
        '',
      );
    } else if (kind === 5) {
      lines.push(`:::${pick(['note', 'tip', 'info', 'warning', 'danger'])}`, paragraph(rnd, targets), ':::', '');
    } else {
      lines.push(
        '::::tabs{groupId="bench"}',
        ':::tab{label="docker run" default}',
        '```bash',
        codeSample(rnd, 'bash'),
        '```',
        ':::',
        ':::tab{label="Compose"}',
        '```yaml',
        codeSample(rnd, 'yaml'),
        '```',
        ':::',
        '::::',
        '',
      );
    }
    if (rnd() < 0.5) {
      lines.push(`### ${cap(pick(WORDS))} ${pick(WORDS)} details ${s + 1}`, '', paragraph(rnd, targets), '');
    }
  }
  return lines.join('\n');
}

const SITE_CONFIG = `// Generated by scripts/bench-corpus.mjs: a synthetic site for benchmarks.
export default {
  title: 'bench',
  tagline: 'Synthetic benchmark corpus',
  url: 'https://bench.example.com',
  versions: [{ name: '${VERSION}', label: 'v3', path: '/${VERSION}', mainDoc: 'intro' }],
  latestVersion: '${VERSION}',
  navbar: { title: 'bench', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Synthetic content' },
  codeBlocks: { lightTheme: 'github-light', darkTheme: 'github-dark' },
};
`;

/** Writes an N-page site (config, content, templates, static) into `out`; returns what it wrote. */
export async function generateCorpus({ pages = 1000, out }) {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`--pages must be a positive integer, got ${pages}`);
  if (!out) throw new Error('an output folder is required (--out DIR)');
  const root = path.resolve(out);
  await rm(root, { recursive: true, force: true });
  const contentDir = path.join(root, 'content', VERSION);
  await mkdir(contentDir, { recursive: true });
  const { plan, folders } = planCorpus(pages);
  let bytes = 0;
  const write = async (rel, text) => {
    const file = path.join(contentDir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    bytes += Buffer.byteLength(text);
  };
  for (const [c, label] of CATEGORIES.entries()) {
    const dir = `${String(c).padStart(2, '0')}-${slug(label)}`;
    if (!plan.some((p) => p.rel.startsWith(`${dir}/`))) continue;
    await write(
      `${dir}/_category_.json`,
      `${JSON.stringify({ label, position: c + 1, link: { type: 'generated-index', description: `Everything about ${label.toLowerCase()}.` } }, null, 2)}\n`,
    );
    for (let f = 1; f <= folders; f++) {
      const sub = `${dir}/part-${String(f).padStart(3, '0')}`;
      if (!plan.some((p) => p.rel.startsWith(`${sub}/`))) continue;
      await write(
        `${sub}/_category_.json`,
        `${JSON.stringify({ label: `${label} part ${f}`, position: f, link: { type: 'generated-index', description: `${label}, part ${f}.` } }, null, 2)}\n`,
      );
    }
  }
  // Written in batches: fast, but never thousands of open files at once.
  for (let i = 0; i < plan.length; i += 64) {
    await Promise.all(plan.slice(i, i + 64).map((p, k) => write(p.rel, renderPage(plan, i + k))));
  }
  await writeFile(path.join(root, 'site.config.mjs'), SITE_CONFIG);
  await cp(path.join(PROJECT, 'templates'), path.join(root, 'templates'), { recursive: true });
  await cp(path.join(PROJECT, 'static'), path.join(root, 'static'), { recursive: true });
  // Templates are compiled into the corpus and import react: outside the project, point at its packages.
  const inside = !path.relative(PROJECT, root).startsWith('..');
  if (!inside && !existsSync(path.join(root, 'node_modules')))
    await symlink(path.join(PROJECT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, pages: plan.length, markdownBytes: bytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '1000' }, out: { type: 'string' } } });
  const pages = Number(values.pages);
  const out = values.out ?? path.join(PROJECT, '.docsgen-cache', 'bench', `corpus-${pages}`);
  try {
    const result = await generateCorpus({ pages, out });
    process.stdout.write(
      `Wrote ${result.pages} pages (${(result.markdownBytes / 1e6).toFixed(1)} MB of markdown) into ${path.relative(process.cwd(), result.root) || '.'}\n`,
    );
  } catch (error) {
    process.stderr.write(`bench-corpus: ${error.message}\n`);
    process.exitCode = 1;
  }
}
