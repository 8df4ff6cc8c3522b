// Which pages of a docs folder the fast markdown parse path takes, and why the others fall back
// to micromark (a script, not a test: it prints, it never asserts).
//
//   node scripts/fast-parse-reasons.mjs content                  # this site
//   node scripts/fast-parse-reasons.mjs path/to/docs --verify    # also compare each accepted tree with micromark's
//   node scripts/fast-parse-reasons.mjs path/to/docs --time      # and the parse CPU of the accepted pages, both parsers
//   node scripts/fast-parse-reasons.mjs path/to/docs --list      # and the declined pages, each with its reason
//
// MDX pages are counted too: how many take the MDX fast path (src/render/mdx/mdx-fast-parse.ts) and
// why the others do not (with --verify, their trees are compared with micromark + MDX's).
//
// For every .md/.mdx file under the folders: MDX pages (by extension or by content, as the renderer
// decides) are counted apart, with how many are MDX only because of their extension (no import,
// export, JSX tag or `{expression}` outside code); plain pages are counted as eligible or by the
// first reason the fast parser gives for declining them. --verify checks the accepted pages' trees
// against micromark's, as the differential test does, and lists any that differ. --time parses the
// accepted pages 20 times with each parser, and every plain page as the renderer parses it (fast path,
// micromark where it declines), and prints the CPU per pass (user + sys of this process).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { importSources, PROJECT } from './import-sources.mjs';

const { values: opts, positionals: folders } = parseArgs({
  allowPositionals: true,
  options: {
    verify: { type: 'boolean', default: false },
    time: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});
if (folders.length === 0) folders.push(path.join(PROJECT, 'content'));

function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : markdownFiles(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

/** Prose without fenced code and code spans: where MDX syntax would count. */
function outsideCode(body) {
  return body.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2[ \t]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

/** CPU milliseconds of one pass, the median of 20 after 3 warm-up passes. */
function cpuPerPass(pass) {
  for (let i = 0; i < 3; i++) pass();
  const times = [];
  for (let i = 0; i < 20; i++) {
    const start = process.cpuUsage();
    pass();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[10];
}

const MDX_SYNTAX = /^(?:import|export)\s|<[A-Za-z/!]|\{/m;

// The fast parser, the MDX test and the comparison helpers, from the project's sources.
const project = await importSources({
  'src/render/markdown/fast-parse.ts': ['createFastParser'],
  'src/render/mdx/mdx-runtime.ts': ['isMdxPage'],
  'src/render/mdx/mdx-fast-parse.ts': ['mdxFastParse'],
  'src/render/mdx/preprocess-mdx.ts': ['preprocessMdx'],
  'test/support/fast-parse-compare.ts': ['comparable', 'micromarkTree', 'mdxMicromarkTree', 'mdxParser', 'pageBody'],
});
const fastParse = project.createFastParser();
const mdxParser = project.mdxParser();
const mdxFastParse = (body) => project.mdxFastParse(body, (s) => mdxParser.parse(s), fastParse);
for (const folder of folders) {
  const counts = new Map();
  const bump = (key) => counts.set(key, (counts.get(key) ?? 0) + 1);
  let plain = 0;
  let eligible = 0;
  let mdx = 0;
  let mdxByExtension = 0;
  let mdxByExtensionEligible = 0;
  let mdxFast = 0;
  const mdxCounts = new Map();
  const differing = [];
  const accepted = [];
  const plainBodies = [];
  for (const file of markdownFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    const body = project.pageBody(text, file);
    const ext = path.extname(file);
    if (project.isMdxPage({ body, ext }, 'detect')) {
      mdx++;
      const source = project.preprocessMdx(body);
      const parsed = mdxFastParse(source);
      if ('tree' in parsed) {
        mdxFast++;
        if (
          opts.verify &&
          !isDeepStrictEqual(project.comparable(parsed.tree), project.comparable(project.mdxMicromarkTree(source)))
        )
          differing.push(path.relative(folder, file));
      } else {
        mdxCounts.set(parsed.unsupported, (mdxCounts.get(parsed.unsupported) ?? 0) + 1);
        if (opts.list) console.log(`  declined: ${path.relative(folder, file)}: MDX: ${parsed.unsupported}`);
      }
      if (ext === '.mdx' && !MDX_SYNTAX.test(outsideCode(body))) {
        mdxByExtension++;
        if ('tree' in fastParse(body)) mdxByExtensionEligible++;
      }
      continue;
    }
    plain++;
    plainBodies.push(body);
    const fast = fastParse(body);
    if (!('tree' in fast)) {
      bump(fast.unsupported);
      if (opts.list) console.log(`  declined: ${path.relative(folder, file)}: ${fast.unsupported}`);
      continue;
    }
    eligible++;
    accepted.push(body);
    if (
      opts.verify &&
      !isDeepStrictEqual(project.comparable(fast.tree), project.comparable(project.micromarkTree(body)))
    )
      differing.push(path.relative(folder, file));
  }
  console.log(
    `${path.relative(process.cwd(), folder) || '.'}: ${plain} plain pages, ${eligible} on the fast path; ${mdx} MDX pages, ${mdxByExtension} of them MDX only by extension (${mdxByExtensionEligible} of those fast-parse eligible)`,
  );
  for (const [reason, n] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(n).padStart(5)}  ${reason}`);
  if (mdx) console.log(`  MDX pages on the MDX fast path: ${mdxFast} of ${mdx}; the others:`);
  for (const [reason, n] of [...mdxCounts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(n).padStart(5)}  MDX: ${reason}`);
  if (opts.time && accepted.length) {
    const fast = cpuPerPass(() => accepted.forEach((body) => fastParse(body)));
    const micromark = cpuPerPass(() => accepted.forEach((body) => project.micromarkTree(body)));
    // As the renderer parses: the fast path first, micromark where it declines.
    const mixed = cpuPerPass(() =>
      plainBodies.forEach((body) => 'tree' in fastParse(body) || project.micromarkTree(body)),
    );
    console.log(
      `  parse CPU of the ${accepted.length} accepted pages: fast path ${fast.toFixed(1)} ms, micromark ${micromark.toFixed(1)} ms per pass`,
    );
    console.log(
      `  parse CPU of all ${plainBodies.length} plain pages as the renderer parses them: ${mixed.toFixed(1)} ms per pass`,
    );
  }
  if (opts.verify)
    console.log(
      differing.length
        ? `  trees differ from micromark's: ${differing.join(', ')}`
        : "  every accepted tree equals micromark's",
    );
}
