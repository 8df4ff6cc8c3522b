/**
 * Random and adversarial markdown through the real markdown pipeline (parse, plugins, React):
 * every input must come back rendered or with an error diagnostic naming a line, never as a
 * throw or a hang. The generator is seeded, so a failure names an input that can be replayed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCodeHighlighter, type CodeHighlighter } from '../../src/render/markdown/highlighter.ts';
import {
  createMarkdownCaches,
  createMarkdownRenderer,
  type MarkdownRenderer,
} from '../../src/render/markdown/processor.ts';

const RANDOM_CASES = 150;
/**
 * A hang guard, not a speed test: every case here takes well under a second of CPU (see the
 * limits in complexity-limits.ts), but this machine may be shared.
 */
const PER_PAGE_MS = 30_000;

let highlighter: CodeHighlighter;
let renderer: MarkdownRenderer;
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-fuzz-'));
  highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
  renderer = createMarkdownRenderer({
    root: tmp,
    contentDir: path.join(tmp, 'content'),
    staticDir: path.join(tmp, 'static'),
    highlighter,
    magicComments: [
      {
        className: 'code-line-highlighted',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
      },
    ],
    fileToDoc: new Map([['v1:page', 'page']]),
    docPaths: new Map([['v1:page', '/v1/page']]),
    severities: { 'missing-image': 'error' },
    images: { quality: 100, steps: 2 },
    imageCacheDir: path.join(tmp, 'images'),
    caches: createMarkdownCaches(),
  });
}, 60_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Outcome = { kind: 'rendered'; html: string } | { kind: 'diagnostic'; codes: string[] };

async function outcomeOf(body: string): Promise<Outcome> {
  const page = {
    version: 'v1',
    file: 'content/v1/page.md',
    relPath: 'page',
    id: 'page',
    frontMatter: {},
    body,
    bodyLine: 1,
    title: 'Page',
    raw: body,
  };
  const md = await renderer.render(page);
  const errors = md.diagnostics.filter((d) => d.severity === 'error');
  for (const d of md.diagnostics) {
    expect(d.file).toBe('content/v1/page.md');
    expect(d.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  }
  if (errors.length) {
    for (const e of errors) expect(e.line).toBeGreaterThan(0);
    return { kind: 'diagnostic', codes: errors.map((e) => e.code) };
  }
  return { kind: 'rendered', html: renderToStaticMarkup(md.content) };
}

/** mulberry32: small, fast, seeded. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '*',
  '**',
  '_',
  '__',
  '`',
  '```',
  '~~~',
  '[',
  ']',
  '(',
  ')',
  '![',
  '<',
  '>',
  '</',
  '/>',
  '#',
  '## ',
  '- ',
  '* ',
  '1. ',
  '> ',
  '|',
  '| --- |',
  '\\',
  '&',
  '&amp;',
  '&#x0;',
  ':::note',
  ':::tip[T]',
  '::::tabs',
  ':::tab{label=A}',
  ':::',
  '::x',
  ':y',
  'mailto:',
  '@',
  'a.b@example.com',
  'http://',
  'www.',
  '%',
  '%ZZ',
  '#',
  '?',
  '\n',
  '\n\n',
  '    ',
  '\t',
  '<div>',
  '</div>',
  '<X />',
  '<title>',
  '<meta name="x">',
  '<script>',
  '<!--',
  '-->',
  '<details>',
  '<summary>',
  '[^1]',
  '[^1]: n',
  '$',
  '{',
  '}',
  '{#id}',
  'word',
  'é',
  '😀',
  '\u0000',
  '\u202e',
  '```js\n',
  '```envconfig\n',
  '```mermaid\n',
  '// highlight-start\n',
  '- [ ] ',
  '- [x] ',
  '---\n',
  '***\n',
  '[a](./x%ZZ.md)',
  '[a](../../x.md#)',
  '![i](./missing.png)',
  '<https://x.example>',
];

function randomMarkdown(next: () => number): string {
  const parts: string[] = [];
  const count = 1 + Math.floor(next() * 200);
  for (let i = 0; i < count; i++) {
    const piece = PIECES[Math.floor(next() * PIECES.length)]!;
    parts.push(next() < 0.1 ? piece.repeat(1 + Math.floor(next() * 50)) : piece);
    if (next() < 0.3) parts.push(' ');
  }
  return parts.join('');
}

const ADVERSARIAL: Record<string, string> = {
  'nested lists': '- '.repeat(10_000) + 'a\n',
  'nested lists by indentation': Array.from({ length: 2_000 }, (_, i) => `${' '.repeat(i * 2)}- a`).join('\n'),
  'nested quotes': '>'.repeat(10_000) + ' a\n',
  'emphasis runs': '*a'.repeat(50_000),
  'underscore runs': '_a'.repeat(50_000),
  'open brackets': '['.repeat(20_000) + 'a',
  'unclosed links': '[a]('.repeat(10_000),
  'image openers': '!['.repeat(10_000),
  'nested raw html': '<div>'.repeat(10_000),
  'nested inline html': '<span>'.repeat(5_000) + 'x',
  'long list': '- a\n'.repeat(25_000),
  'many headings': '## h\n\n'.repeat(10_000),
  backticks: '`'.repeat(50_000),
  'many code spans': '`a` '.repeat(30_000),
  entities: '&amp;'.repeat(50_000),
  'table columns': '|' + ' a |'.repeat(5_000) + '\n|' + ' - |'.repeat(5_000) + '\n',
  'unclosed container': ':::note\n'.repeat(2_000),
  'deep tabs': '::::tabs\n:::tab\n'.repeat(500),
  footnotes:
    Array.from({ length: 3_000 }, (_, i) => `[^${i}]`).join(' ') +
    '\n\n' +
    Array.from({ length: 3_000 }, (_, i) => `[^${i}]: n`).join('\n'),
  'percent link': '[x](./x%ZZ.md) [y](%) [z](#%E0%A4%A)',
  'nul and bidi': '\u0000\u202e# t\u0000\n\n\u0000',
  'one long paragraph': 'word '.repeat(50_000),
};

describe('markdown fuzz', () => {
  for (const [name, body] of Object.entries(ADVERSARIAL)) {
    test(`adversarial: ${name}`, { timeout: PER_PAGE_MS }, async () => {
      const outcome = await outcomeOf(body);
      expect(['rendered', 'diagnostic']).toContain(outcome.kind);
    });
  }

  test(
    `${RANDOM_CASES} random pages render or get an error diagnostic`,
    { timeout: RANDOM_CASES * 1_000 },
    async () => {
      const next = random(15);
      const seen = { rendered: 0, diagnostic: 0 };
      for (let i = 0; i < RANDOM_CASES; i++) {
        const body = randomMarkdown(next);
        const started = performance.now();
        const outcome = await outcomeOf(body).catch((error: unknown) => {
          throw new Error(`case ${i} threw ${String(error)}\ninput: ${JSON.stringify(body)}`);
        });
        expect(performance.now() - started, `case ${i} took too long; input: ${JSON.stringify(body)}`).toBeLessThan(
          PER_PAGE_MS,
        );
        seen[outcome.kind]++;
      }
      // Both outcomes occur, so the generator reaches the limits and the normal path.
      expect(seen.rendered).toBeGreaterThan(0);
    },
  );
});
