import type { Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import { createFastParser, type FastParse, type References } from '../markdown/fast-parse.ts';
import { unmirroredExtensions, type ParserChoice } from '../markdown/parse.ts';
import {
  balanced,
  FENCE_CLOSE,
  FENCE_OPEN,
  LIST_MARKER,
  QUOTE_MARKS,
  quotedFenceLine,
  quotedFenceOpen,
  textChunk,
  type QuotedFence,
} from './mdx-text-chunk.ts';
import { cachedSkeletonParser } from './skeleton-cache.ts';

type MdxPageParser = (source: string) => FastParse;
type StretchParser = (markdown: string, references?: References) => FastParse;

const parsers = new WeakMap<Processor<Root>, MdxPageParser>();

/**
 * The MDX pages' parser of a processor (made once per processor): the fast tree of a page
 * (mdxFastParse) when the processor reads no syntax beyond what the fast path mirrors, else
 * undefined (the processor then parses the page itself).
 */
export function mdxPageParserOf(processor: Processor<Root>, choice: ParserChoice): MdxPageParser {
  let parser = parsers.get(processor);
  if (parser) return parser;
  const off = choice === 'micromark' || (choice === 'auto' && unmirroredExtensions(processor, true).length > 0);
  const fastParse = createFastParser();
  const reason = choice === 'micromark' ? 'micromark chosen' : 'syntax the fast path does not mirror';
  const skeletons = cachedSkeletonParser((skeleton) => processor.parse(skeleton));
  parser = off ? () => ({ unsupported: reason }) : (source) => mdxFastParse(source, skeletons, fastParse);
  parsers.set(processor, parser);
  return parser;
}

/**
 * The fast path for common MDX pages: imports, exports and JSX tag lines (`<Tabs ...>`,
 * `<TabItem value="a">`, `</TabItem>`) with plain markdown between them. Only the MDX lines are
 * parsed by micromark with the MDX extensions (a skeleton: the page with every markdown stretch
 * emptied, line breaks kept, so its lines and columns are the page's); each stretch is parsed by
 * the markdown-it fast path on its own and its nodes are put where they stand in the skeleton's
 * tree. A stretch is taken only when MDX reads it as plain markdown would: no `<`, `{` or `}`
 * outside code, no line starting with import/export, no indented code (MDX has none), and tag
 * lines with a blank line, a tag line or a closed fence before them. Anything else: the reason,
 * and micromark parses the whole page as before. The differential test holds the trees equal.
 */
export function mdxFastParse(
  source: string,
  parseSkeleton: (skeleton: string) => Root,
  fastParse: StretchParser,
): FastParse {
  const lines = splitLines(source);
  const parts = segment(source, lines);
  if (typeof parts === 'string') return { unsupported: parts };
  const listGoesOn = listRunsEnd(parts, lines);
  if (listGoesOn) return { unsupported: listGoesOn };
  const references = pageReferences(source, lines, parts, fastParse);
  if (typeof references === 'string') return { unsupported: references };
  const { text, lineOf } = skeletonOf(parts, lines);
  let tree: Root;
  try {
    tree = parseSkeleton(text);
  } catch {
    return { unsupported: 'MDX syntax error' }; // the whole page's parse reports it at its place
  }
  fixPlaces(tree, lines, lineOf, new Set());
  let last: RootContent | undefined;
  for (const part of parts) {
    if (part.kind === 'mdx') {
      // An indented tag line after a list may be the list item's child in MDX, and a list item its next item.
      if (last?.type === 'list' && (/^[ \t]/.test(lines[part.from]!.text) || LIST_MARKER.test(lines[part.from]!.text)))
        return { unsupported: 'indented tag after a list' };
      last = undefined;
      continue;
    }
    const nodes = stretchNodes(source, lines, part, (text) => fastParse(text, references));
    if (!Array.isArray(nodes)) return { unsupported: nodes };
    if (nodes.length && !insert(tree, nodes, part)) return { unsupported: 'markdown inside an MDX expression' };
    last = nodes[nodes.length - 1];
  }
  tree.position = { start: { line: 1, column: 1, offset: 0 }, end: pointAt(lines, source.length) };
  return { tree };
}

interface Line {
  text: string;
  /** Offset of the line's first character in the page. */
  offset: number;
}

interface Part {
  kind: 'mdx' | 'markdown';
  /** 0-based line range [from, to). */
  from: number;
  to: number;
  /** An MDX run of text lines holding a list item. */
  list?: boolean;
}

function splitLines(source: string): Line[] {
  const out: Line[] = [];
  let offset = 0;
  for (const text of source.split('\n')) {
    out.push({ text, offset });
    offset += text.length + 1;
  }
  return out;
}

const ESM = /^(?:import|export)\b/;
const TAG_LINE = /^[ \t]*(?:<[A-Za-z/>]|\{)/;
const MARKUP = /<[A-Za-z/>]|[{}]/;

/** The page's lines cut into MDX chunks and markdown stretches; the reason when a chunk's edges are not plain. */
function segment(source: string, lines: Line[]): Part[] | string {
  const parts: Part[] = [];
  let fence = '';
  let stretchFrom = 0;
  let previousPlain = true; // the line before may end a flow construct: blank, a chunk, a closed fence, the start
  let quoted: QuotedFence | undefined; // a fence inside a quote, whose code lines are not markup
  for (let n = 0; n < lines.length;) {
    const text = lines[n]!.text;
    const inQuote = quoted && quotedFenceLine(text, quoted);
    if (inQuote === 'code' || inQuote === 'close') {
      if (inQuote === 'close') quoted = undefined;
      previousPlain = false;
      n++;
      continue;
    }
    quoted = undefined;
    if (fence) {
      const close = FENCE_CLOSE.exec(text)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) {
        fence = '';
        previousPlain = true;
      } else previousPlain = false;
      n++;
      continue;
    }
    const esm = ESM.test(text);
    let chunk: [number, number, boolean?] | string | undefined;
    const chunkEnd = esm ? esmEnd(lines, n) : TAG_LINE.test(text) ? tagsEnd(source, lines, n) : -1;
    // Text beside a tag, or a tag line under text: the run of lines around it goes to MDX whole.
    if (chunkEnd === undefined || (chunkEnd >= 0 && !previousPlain && !esm)) chunk = textChunk(lines, n, stretchFrom);
    else if (chunkEnd >= 0) chunk = previousPlain ? [n, chunkEnd] : 'import or export right under text';
    // A tag or `{expression}` inside a line of text (outside code spans): that run goes to MDX whole too.
    else if (MARKUP.test(text) && !FENCE_OPEN.test(text) && MARKUP.test(withoutCodeSpans(text).text))
      chunk = textChunk(lines, n, stretchFrom);
    if (typeof chunk === 'string') return chunk;
    if (chunk) {
      const [from, to, list] = chunk;
      if (stretchFrom < from) parts.push({ kind: 'markdown', from: stretchFrom, to: from });
      parts.push(list ? { kind: 'mdx', from, to, list } : { kind: 'mdx', from, to });
      n = stretchFrom = to;
      previousPlain = true;
      continue;
    }
    fence = FENCE_OPEN.exec(text)?.[1] ?? '';
    quoted = fence ? undefined : quotedFenceOpen(text);
    previousPlain = text.trim() === '';
    n++;
  }
  if (fence) return 'unclosed code fence';
  if (stretchFrom < lines.length) parts.push({ kind: 'markdown', from: stretchFrom, to: lines.length });
  return parts;
}

/**
 * Why a list in an MDX run of text may go on past the blank line that ends it, if it may: its items
 * continue on the next line that is not blank if that line is indented or is a list item. Both the
 * page's next line and the skeleton's (where a markdown stretch stands as one blank line, so the
 * next MDX part's first line follows) must be neither.
 */
function listRunsEnd(parts: Part[], lines: Line[]): string | undefined {
  const goesOn = (n: number | undefined) =>
    n !== undefined && (/^[ \t]/.test(lines[n]!.text) || LIST_MARKER.test(lines[n]!.text));
  for (const [i, part] of parts.entries()) {
    if (!part.list) continue;
    let next = part.to;
    while (next < lines.length && lines[next]!.text.trim() === '') next++;
    const skeletonNext = parts.slice(i + 1).find((p) => p.kind === 'mdx')?.from;
    if (goesOn(next < lines.length ? next : undefined) || goesOn(skeletonNext))
      return 'list beside a tag, going on after it';
  }
  return undefined;
}

/** ESM runs to the next blank line. */
function esmEnd(lines: Line[], n: number): number {
  let end = n + 1;
  while (end < lines.length && lines[end]!.text.trim() !== '') end++;
  return end;
}

/**
 * The line after a run of tags and `{expressions}` that starts at line `n` and fills its lines
 * (nothing but blanks after the last one); undefined when text follows a tag on its line.
 */
function tagsEnd(source: string, lines: Line[], n: number): number | undefined {
  const text = source;
  let i = lines[n]!.offset;
  while (text[i] === ' ' || text[i] === '\t') i++;
  for (;;) {
    const end = text[i] === '{' ? balanced(text, i, '{', '}') : balanced(text, i, '<', '>');
    if (end === undefined) return undefined;
    i = end;
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (i >= text.length || text[i] === '\n') break;
    if (text[i] !== '<' && text[i] !== '{') return undefined;
  }
  return n + 1 + countNewlines(text, lines[n]!.offset, i);
}

function countNewlines(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', start); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

type Point = { line: number; column: number; offset?: number };

/**
 * The MDX lines with one blank line where markdown stood (micromark's MDX flow is slow over blank
 * lines, so the stretches are not kept as such), and each skeleton line's line in the page (1-based).
 */
function skeletonOf(parts: Part[], lines: Line[]): { text: string; lineOf: number[] } {
  const kept: string[] = [];
  const lineOf = [0];
  for (const part of parts) {
    if (part.kind === 'markdown') {
      kept.push('');
      lineOf.push(part.from + 1);
      continue;
    }
    for (let n = part.from; n < part.to; n++) {
      kept.push(lines[n]!.text);
      lineOf.push(n + 1);
    }
  }
  return { text: kept.join('\n'), lineOf };
}

/**
 * The skeleton's columns are the page's; its lines are mapped to the page's and its offsets
 * recomputed from them (unist points and estree nodes, each point once: some are shared).
 */
function fixPlaces(node: unknown, lines: Line[], lineOf: number[], seen: Set<object>): void {
  if (Array.isArray(node)) {
    for (const child of node) fixPlaces(child, lines, lineOf, seen);
    return;
  }
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const record = node as Record<string, unknown>;
  const loc = record.loc as { start: Point; end: Point } | undefined;
  if (loc && typeof record.start === 'number') {
    for (const point of [loc.start, loc.end])
      if (!seen.has(point)) {
        seen.add(point);
        point.line = lineOf[point.line]!;
      }
    const start = lines[loc.start.line - 1]!.offset + loc.start.column;
    const end = lines[loc.end.line - 1]!.offset + loc.end.column;
    Object.assign(record, { start, end }, Array.isArray(record.range) ? { range: [start, end] } : {});
    if (typeof loc.start.offset === 'number') loc.start.offset = start;
    if (typeof loc.end.offset === 'number') loc.end.offset = end;
  }
  if (typeof record.line === 'number' && typeof record.column === 'number' && typeof record.offset === 'number') {
    record.line = lineOf[record.line]!;
    record.offset = lines[(record.line as number) - 1]!.offset + record.column - 1;
  }
  for (const [key, value] of Object.entries(record))
    if (key !== 'loc' && value && typeof value === 'object') fixPlaces(value, lines, lineOf, seen);
}

/**
 * The definitions of every stretch, so that a reference resolves wherever in the page its definition stands
 * (each stretch is parsed on its own); undefined when there are none. The MDX lines are parsed without the
 * stretches, so a bracket among them on such a page is left to micromark.
 */
function pageReferences(
  source: string,
  lines: Line[],
  parts: Part[],
  fastParse: StretchParser,
): References | string | undefined {
  if (!/^[ \t]*\[[^\]\n]*\]:/m.test(source)) return undefined;
  const all: References = {};
  for (const part of parts) {
    if (part.kind !== 'markdown') continue;
    // Its definitions are known even when its text declines here (a reference to another stretch's definition may decline).
    const parsed = fastParse(stretchText(source, lines, part));
    if (!('tree' in parsed) && !parsed.references) return parsed.unsupported;
    for (const [label, target] of Object.entries(parsed.references ?? {})) if (!(label in all)) all[label] = target;
  }
  if (Object.keys(all).length === 0) return undefined;
  for (const part of parts)
    if (part.kind === 'mdx' && stretchText(source, lines, part).includes('['))
      return 'MDX lines with brackets on a page with definitions';
  return all;
}

function stretchText(source: string, lines: Line[], part: Part): string {
  const start = lines[part.from]!.offset;
  return source.slice(start, part.to < lines.length ? lines[part.to]!.offset : source.length);
}

/** A stretch's nodes placed in the page (lines and offsets shifted), or why MDX would read it otherwise. */
function stretchNodes(
  source: string,
  lines: Line[],
  part: Part,
  fastParse: (markdown: string) => FastParse,
): RootContent[] | string {
  const start = lines[part.from]!.offset;
  const end = part.to < lines.length ? lines[part.to]!.offset : source.length;
  const text = source.slice(start, end);
  if (text.trim() === '') return [];
  const parsed = fastParse(text);
  if (!('tree' in parsed)) return parsed.unsupported;
  const unlike = unlikeMdx(text, parsed.tree);
  if (unlike) return unlike;
  shift(parsed.tree.children, part.from, start);
  return parsed.tree.children;
}

/**
 * Why MDX would not parse the stretch as markdown does, if it would not: every `<`, `{` and `}` in a code block or a code
 * span, no line that MDX would read as ESM, and every code block fenced (MDX has no indented code).
 */
function unlikeMdx(text: string, tree: Root): string | undefined {
  const codeLines = new Set<number>();
  let spans = 0;
  let fenced = true;
  let markup = false;
  visit(tree, (node) => {
    if (node.type === 'inlineCode') spans++;
    // What the source scan may miss (a backtick it pairs across blocks): raw HTML, or `<`, `{`, `}` left in text or an alt.
    const { value, alt } = node as { value?: string; alt?: string };
    if (node.type === 'html' || (node.type === 'text' && /[<{}]/.test(value!)) || /[<{}]/.test(alt ?? ''))
      markup = true;
    // A definition's label is no phrasing (a code span in it makes no inlineCode node): its line is left out of the scan.
    if (node.type === 'definition' && !/[<{}]/.test(text.split('\n')[node.position!.start.line - 1]!))
      codeLines.add(node.position!.start.line);
    if (node.type !== 'code' || !node.position) return;
    const at = node.position.start;
    // Indented code whose first line looks like a fence would be a fence in MDX: its value holds that line.
    // Read inside its quote, if it is in one (the fast tree's code in a quote starts at the line's start).
    const opener = text
      .slice(at.offset, text.indexOf('\n', at.offset) >>> 0)
      .replace(QUOTE_MARKS, '')
      .trim();
    if (!/^(?:`{3,}|~{3,})/.test(opener) || (node as { value?: string }).value?.startsWith(opener)) fenced = false;
    // MDX keeps blanks that end a fence's info string in its meta.
    if (/[ \t]$/.test(text.slice(at.offset, text.indexOf('\n', at.offset) >>> 0))) fenced = false;
    // A fence-like line indented four or more closes the block in MDX, not in markdown.
    const inner = text.slice(at.offset, node.position.end.offset).split('\n').slice(1, -1);
    if (inner.some((l) => /^(?: {4}|\t)[ \t]*(?:`{3,}|~{3,})/.test(l.replace(QUOTE_MARKS, '')))) fenced = false;
    for (let l = at.line; l <= node.position.end.line; l++) codeLines.add(l);
  });
  if (!fenced) return 'indented code (MDX has none) or blanks after a fence opener';
  if (markup) return '< { or } in text';
  const prose = text
    .split('\n')
    .map((l, i) => (codeLines.has(i + 1) ? '' : l))
    .join('\n');
  if (/^(?:import|export)\b/m.test(prose)) return 'import or export in text';
  // Without indented code, MDX starts a fence, heading or quote on a line indented four or more; markdown continues the text.
  if (/^(?: {4}|\t)[ \t]*(?:`{3,}|~{3,}|#{1,6}(?:[ \t]|$)|>)/m.test(prose)) return 'block marker indented four or more';
  // MDX drops a tab that ends a line of text; plain markdown keeps it.
  if (/\t[ \t]*$/m.test(prose)) return 'tab at a line end';
  const outside = withoutCodeSpans(prose);
  if (outside.count !== spans) return 'code spans not found alike';
  return /[<{}]/.test(outside.text) ? '< { or } in text' : undefined;
}

/** The text with its code spans cut and how many there were (CommonMark's rule: a run of n backticks to the next run of n). */
function withoutCodeSpans(text: string): { text: string; count: number } {
  let out = '';
  let count = 0;
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (c === '\\') {
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c !== '`') {
      out += c;
      i++;
      continue;
    }
    let run = 1;
    while (text[i + run] === '`') run++;
    const close = findRun(text, i + run, run);
    if (close === -1) {
      out += text.slice(i, i + run);
      i += run;
      continue;
    }
    count++;
    i = close + run;
  }
  return { text: out, count };
}

function findRun(text: string, from: number, length: number): number {
  for (let i = text.indexOf('`', from); i !== -1; i = text.indexOf('`', i)) {
    let run = 1;
    while (text[i + run] === '`') run++;
    if (run === length) return i;
    i += run;
  }
  return -1;
}

type Visited = { type: string; position?: { start: Required<Point>; end: Required<Point> }; children?: Visited[] };

function visit(node: Visited | Root, fn: (node: Visited) => void): void {
  fn(node as Visited);
  for (const child of (node as Visited).children ?? []) visit(child, fn);
}

function shift(nodes: RootContent[], lineDelta: number, offsetDelta: number): void {
  // The fast tree shares point objects between nodes (a list starts where its first item does): each moves once.
  const points = new Set<Required<Point>>();
  for (const node of nodes)
    visit(node as Visited, (n) => {
      if (n.position) points.add(n.position.start).add(n.position.end);
    });
  for (const p of points) {
    p.line += lineDelta;
    p.offset += offsetDelta;
  }
}

/** Puts a stretch's nodes in the innermost skeleton element around its lines, in line order; false when none fits. */
function insert(tree: Root, nodes: RootContent[], part: Part): boolean {
  let parent: Visited = tree as Visited;
  for (;;) {
    const inner = parent.children?.find(
      (c) => c.position && c.position.start.line <= part.from && c.position.end.line > part.to,
    );
    if (!inner) break;
    if (inner.type !== 'mdxJsxFlowElement') return false;
    parent = inner;
  }
  const children = parent.children!;
  let at = 0;
  while (at < children.length && children[at]!.position!.start.line <= part.from) at++;
  children.splice(at, 0, ...(nodes as Visited[]));
  return true;
}

function pointAt(lines: Line[], offset: number): Required<Point> {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]!.offset <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - lines[lo]!.offset + 1, offset };
}
