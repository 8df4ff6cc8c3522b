// What an .mdx page costs beside a .md page of the same text (a script: it prints, never asserts).
//
//   node scripts/bench-mdx.mjs [--pages 200]
//
// Renders the same generated bodies through docsgen's markdown renderer, once as .md (plain
// markdown path) and once as .mdx (MDX path: parse, scope, evaluate, renderToString), after a
// warm-up, and prints the time per page. A third run adds what MDX pages really contain
// (imports, <Tabs>, an expression) to show the cost of components.
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importSources, PROJECT } from './import-sources.mjs';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '200' } } });
const N = Number(values.pages);
const WORK = path.join(PROJECT, '.docsgen-cache', 'bench-mdx');
await mkdir(WORK, { recursive: true });

const { createMarkdownRenderer, createMarkdownCaches, createCodeHighlighter } = await importSources({
  'src/render/markdown/processor.ts': ['createMarkdownRenderer', 'createMarkdownCaches'],
  'src/render/markdown/highlighter.ts': ['createCodeHighlighter'],
});

function body(i) {
  const parts = [];
  for (let s = 0; s < 6; s++) {
    parts.push(
      `## Section ${s} of page ${i}`,
      '',
      `Paragraph with **bold**, \`code\`, a [link](https://example.test/${i}/${s}) and some words to make it read like documentation ${i * 7 + s}.`,
      '',
    );
    parts.push('- first item', '- second item with `inline`', '- third item', '');
    parts.push('| key | value |', '| --- | --- |', `| a${s} | ${i} |`, `| b${s} | ${i + 1} |`, '');
    if (s % 2 === 0) parts.push('```bash', `docker run -p 8080:80 image:${i}`, '```', '');
  }
  return parts.join('\n');
}
const withComponents = (i) =>
  `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nexport const port = ${8000 + i};\n\n${body(i)}\n\nThe port is {port}.\n\n<Tabs groupId="pm">\n  <TabItem value="a" label="A">First</TabItem>\n  <TabItem value="b" label="B">Second</TabItem>\n</Tabs>\n`;

const root = path.join(os.tmpdir(), 'docsgen-bench-mdx');
const highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
const renderer = createMarkdownRenderer({
  root,
  contentDir: path.join(root, 'content'),
  staticDir: path.join(root, 'static'),
  highlighter,
  magicComments: [],
  envConfigImage: 'x',
  installHref: () => undefined,
  fileToDoc: new Map(),
  docPaths: new Map(),
  images: { quality: 100, steps: 2 },
  imageCacheDir: path.join(WORK, 'images'),
  severities: {},
  caches: createMarkdownCaches(),
  mdx: {
    format: 'detect',
    components: {},
    site: { title: 'b', tagline: '', url: 'https://example.test', baseUrl: '/', customFields: {} },
    admonitionIcon: () => '',
  },
});
const page = (i, ext, text) => ({
  version: 'v1',
  file: `content/v1/p${i}${ext}`,
  relPath: `p${i}`,
  id: `p${i}`,
  frontMatter: {},
  body: text,
  bodyLine: 1,
  title: `P${i}`,
  raw: text,
  ...(ext === '.mdx' ? { ext } : {}),
});

let offset = 0;
/** Each run gets page numbers of its own, so no run reuses another's highlighted code blocks. */
async function run(label, makeAt) {
  offset += 100_000;
  const base = offset;
  const make = (i) => makeAt(base + i);
  for (let i = 0; i < 20; i++) await renderer.render(make(i)); // warm-up (JIT, shiki grammars)
  const start = performance.now();
  for (let i = 0; i < N; i++) {
    const r = await renderer.render(make(i));
    if (r.diagnostics.some((d) => d.severity === 'error')) throw new Error(`${label}: ${r.diagnostics[0].message}`);
  }
  const ms = (performance.now() - start) / N;
  process.stdout.write(`${label.padEnd(44)} ${ms.toFixed(2)} ms/page\n`);
  return ms;
}

process.stdout.write(
  `${N} pages of ${body(0).length} characters, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
const md = await run('.md (markdown path)', (i) => page(i, '.md', body(i)));
const mdx = await run('.mdx, same text (MDX path)', (i) => page(i, '.mdx', body(i)));
const comp = await run('.mdx + imports, export, <Tabs>, {expr}', (i) => page(i, '.mdx', withComponents(i)));
process.stdout.write(`${'ratio .mdx / .md'.padEnd(44)} ${(mdx / md).toFixed(2)}x (target <= 2x)\n`);
process.stdout.write(`${'ratio .mdx with components / .md'.padEnd(44)} ${(comp / md).toFixed(2)}x\n`);
