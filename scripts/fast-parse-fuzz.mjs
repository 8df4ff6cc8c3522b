// A bounded random differential run of the fast markdown parse path against micromark (a script,
// not a test: it prints, it never asserts; test/fixtures/parse-paths-fuzz.test.ts runs 2,000 in the
// suite). It builds N inputs from a seed (test/support/markdown-snippets.ts): small snippets out of
// pieces that stress the conversion, and with --mutations edits of excerpts of this site's pages
// and the test fixtures. It parses each with both parsers and prints the first inputs whose accepted
// fast tree differs from micromark's, with both trees' HTML. Exit code 1 when any differs.
//
//   node scripts/fast-parse-fuzz.mjs                        # 20,000 snippets, seed 1
//   node scripts/fast-parse-fuzz.mjs --count 20000 --mutations --seed 7 --show 5
//   node scripts/fast-parse-fuzz.mjs --mdx                  # MDX pages: the MDX fast path against micromark + MDX
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importSources, PROJECT } from './import-sources.mjs';

const { values: opts } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    show: { type: 'string', default: '10' },
    mutations: { type: 'boolean', default: false },
    mdx: { type: 'boolean', default: false },
  },
});

// MDX trees hold JSX nodes that plain mdast-to-hast does not know: those are shown as their comparable JSON.
const html = (tree) => {
  if (typeof tree === 'string') return tree;
  try {
    return toHtml(toHast(tree));
  } catch {
    return JSON.stringify(comparable(tree));
  }
};

const { createFastParser, comparable, micromarkTree, random, snippet, mutate, excerpt, ...mdx } = await importSources({
  'src/render/markdown/fast-parse.ts': ['createFastParser'],
  'src/render/mdx/mdx-fast-parse.ts': ['mdxFastParse'],
  'test/support/fast-parse-compare.ts': ['comparable', 'micromarkTree', 'mdxMicromarkTree', 'mdxParser'],
  'test/support/markdown-snippets.ts': ['random', 'snippet', 'mutate', 'excerpt'],
  'test/support/mdx-snippets.ts': ['mdxPage'],
});
const pages = opts.mutations
  ? ['content', 'test/fixtures/markdown'].flatMap((dir) =>
      readdirSync(path.join(PROJECT, dir), { recursive: true })
        .filter((f) => String(f).endsWith('.md'))
        .map((f) => readFileSync(path.join(PROJECT, dir, String(f)), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')),
    )
  : [];
const input = (rand) =>
  opts.mdx
    ? mdx.mdxPage(rand)
    : pages.length
      ? mutate(rand, excerpt(rand, pages[Math.floor(rand() * pages.length)]))
      : snippet(rand);
const markdownFast = createFastParser();
const mdxParser = mdx.mdxParser();
const fastParse = opts.mdx
  ? (source) => {
      return mdx.mdxFastParse(source, (s) => mdxParser.parse(s), markdownFast);
    }
  : markdownFast;
/** The slow path's tree, or the error MDX stops at. */
const slowTree = (source) => {
  if (!opts.mdx) return micromarkTree(source);
  try {
    return mdx.mdxMicromarkTree(source);
  } catch (error) {
    return String(error);
  }
};
const rand = random(Number(opts.seed));
const total = Number(opts.count);
const show = Number(opts.show);
const reasons = new Map();
let accepted = 0;
let differing = 0;
let htmlDiffering = 0;
for (let n = 0; n < total; n++) {
  const source = input(rand);
  const fast = fastParse(source);
  if (!('tree' in fast)) {
    reasons.set(fast.unsupported, (reasons.get(fast.unsupported) ?? 0) + 1);
    continue;
  }
  accepted++;
  const slow = slowTree(source);
  if (isDeepStrictEqual(comparable(fast.tree), comparable(slow))) continue;
  differing++;
  const [a, b] = [html(fast.tree), html(slow)];
  if (a !== b) htmlDiffering++;
  if (differing <= show) {
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
  `${total} ${opts.mdx ? 'MDX pages' : opts.mutations ? 'mutations' : 'snippets'} (seed ${opts.seed}): ${accepted} accepted, ${differing} differ from micromark (${htmlDiffering} in HTML, the rest in positions only); declined: ${top}`,
);
process.exitCode = differing > 0 ? 1 : 0;
