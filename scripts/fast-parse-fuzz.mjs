// A bounded random differential run of the fast markdown parse path against micromark (a script,
// not a test: it prints, it never asserts). It builds N small snippets from a seed out of pieces
// that stress the conversion (delimiter runs, links, code spans, lists, quotes, tables, line
// endings), parses each with both parsers, and prints the first snippets whose accepted fast tree
// differs from micromark's, with both trees' HTML. Exit code 1 when any differs.
//
//   node scripts/fast-parse-fuzz.mjs                        # 20,000 snippets, seed 1
//   node scripts/fast-parse-fuzz.mjs --count 50000 --seed 7 --show 5
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { importSources } from './import-sources.mjs';

const { values: opts } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    show: { type: 'string', default: '10' },
  },
});

/** Inline pieces: delimiter runs of every length, link edges, code, escapes, words and blanks. */
const INLINE = [
  '*',
  '**',
  '***',
  '_',
  '__',
  '___',
  '*a',
  'a*',
  '_a',
  'a_',
  '[',
  ']',
  '](u)',
  '[a](u)',
  '![i](p.png)',
  '`',
  '``',
  '`c`',
  '\\*',
  '~~',
  'a',
  'b c',
  'word',
  ' ',
  '  ',
  '\n',
  '(',
  ')',
  '"',
  '.',
  '1',
];
/** Line starts: block syntax a snippet line may begin with. */
const LINE_START = [
  '',
  '',
  '',
  '- ',
  '* ',
  '1. ',
  '  ',
  '    ',
  '> ',
  '>',
  '> > ',
  '| ',
  '|',
  '# ',
  '---',
  '```',
  ':::note',
  ':::',
  '- [ ] ',
  '\n',
];

/** mulberry32: small, seedable, the same sequence on every machine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function snippet(rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const lines = [];
  const count = 1 + Math.floor(rand() * 5);
  for (let l = 0; l < count; l++) {
    let line = pick(LINE_START);
    const pieces = Math.floor(rand() * 8);
    for (let p = 0; p < pieces; p++) line += pick(INLINE);
    // A table needs its delimiter row right after the head.
    if (line.includes('|') && rand() < 0.5) line += '\n' + pick(['|---|', '---', '| --- | --- |', '|:-:|', '--|--']);
    lines.push(line);
  }
  return lines.join('\n') + (rand() < 0.8 ? '\n' : '');
}

const html = (tree) => toHtml(toHast(tree));

const { createFastParser, comparable, micromarkTree } = await importSources({
  'src/render/markdown/fast-parse.ts': ['createFastParser'],
  'test/support/fast-parse-compare.ts': ['comparable', 'micromarkTree'],
});
const fastParse = createFastParser();
const rand = random(Number(opts.seed));
const total = Number(opts.count);
const show = Number(opts.show);
const reasons = new Map();
let accepted = 0;
let differing = 0;
for (let n = 0; n < total; n++) {
  const source = snippet(rand);
  const fast = fastParse(source);
  if (!('tree' in fast)) {
    reasons.set(fast.unsupported, (reasons.get(fast.unsupported) ?? 0) + 1);
    continue;
  }
  accepted++;
  const slow = micromarkTree(source);
  if (isDeepStrictEqual(comparable(fast.tree), comparable(slow))) continue;
  differing++;
  if (differing <= show) {
    const [a, b] = [html(fast.tree), html(slow)];
    console.log(`--- snippet ${n}: ${JSON.stringify(source)}${a === b ? ' (same HTML, positions differ)' : ''}`);
    console.log(`fast:      ${JSON.stringify(a)}`);
    console.log(`micromark: ${JSON.stringify(b)}`);
  }
}
const top = [...reasons]
  .sort((x, y) => y[1] - x[1])
  .slice(0, 8)
  .map(([r, c]) => `${r} ${c}`)
  .join(', ');
console.log(
  `${total} snippets (seed ${opts.seed}): ${accepted} accepted, ${differing} differ from micromark; declined: ${top}`,
);
process.exitCode = differing > 0 ? 1 : 0;
