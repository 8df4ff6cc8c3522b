import { fenceTracker } from './fences.ts';
/**
 * Limits measured on the markdown source before it is parsed.
 *
 * The parser's cost is not bounded by the file size: 10,000 nested list items in 20 KB, or
 * 50,000 `*a` in one paragraph, ran for minutes (emphasis matching and nested containers are
 * quadratic in micromark) or overflowed the stack in the tree transforms that follow. Each
 * limit below sits far above what a hand-written page uses and far below where the cost
 * explodes, so a page either renders in well under a second or gets a diagnostic pointing at
 * the line to fix.
 */
import type { Diagnostic } from '../../shared/diagnostics.ts';

/** Block containers (`>`, list items, indentation) opened on one line. */
export const MAX_NESTING = 100;
/** Raw HTML elements open at once (parse5 and the tree transforms after it recurse per level). */
export const MAX_HTML_NESTING = 256;
/**
 * Inline markup (runs of `*`, `_` or `~`, brackets, code spans, `&` references, `<` tags, and in MDX
 * `{` expressions) in one paragraph: micromark's attention and strikethrough matching and
 * remark-mdx's expression search are quadratic in it (`~a` × 50,000 ran past 114 CPU-s), and every
 * piece becomes nodes.
 */
export const MAX_DELIMITERS_PER_PARAGRAPH = 1_000;
/** The same delimiters in the whole page: every one becomes several tree nodes, and each node costs time. */
export const MAX_DELIMITERS_PER_PAGE = 10_000;
/**
 * Blocks (paragraphs, headings, list items, quotes, table rows) in one page. Each costs tree nodes in
 * every later step. A real 5,000-line admin manual passes 3,000; a docsgen build of one page
 * of 20,000 list items (MDX, one list) takes 3.5 CPU-s, 10,000 items nested two deep 2.6 CPU-s.
 */
export const MAX_BLOCKS_PER_PAGE = 20_000;
/** `|` on one line, i.e. table columns (5,000 columns never finished). */
const MAX_TABLE_CELLS_PER_ROW = 256;
/**
 * Table cells in one page (every line holding a `|` counts its cells, leading pipe or not):
 * micromark spends about 0.1–0.4 ms a cell, so a 1 MB table of 250 columns took gigabytes and minutes.
 */
export const MAX_TABLE_CELLS_PER_PAGE = 20_000;
/** Lines of one paragraph (a run of lines no blank line or block start breaks): a 100,000-line paragraph took 102 CPU-s. */
export const MAX_LINES_PER_PARAGRAPH = 3_000;

export interface ComplexityProblem {
  code: 'markdown-too-deep' | 'markdown-too-complex';
  /** 1-based, in the source that was measured. */
  line: number;
  column: number;
  message: string;
  hint: string;
}

const CONTAINER = /^[ \t]{0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;
const BLOCK_START = /^[ \t]*(?:#{1,6}(?:[ \t]|$)|>|[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|\|)/;
const DIRECTIVE_OPEN = /^[ \t]*:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^[ \t]*:{3,}[ \t]*$/;
// One piece of inline markup: a run of `*`, `_` or `~`, a bracket, a backtick run, `&` or `<` (escapes are left out by the caller).
const DELIMITER = /\*+|_+|~+|`+|[[\]&<]/g;
// The same in MDX, where `{` opens an expression.
const MDX_DELIMITER = /\*+|_+|~+|`+|[[\]&<{]/g;
const MARKUP_NAMES = '(`*`, `_`, `~`, `[`, `]`, code spans, `&`, `<`, and `{` in MDX)';
// `(?=[\s/>])` leaves out autolinks such as <https://…> and <a@b.example>.
const HTML_TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)(?=[\s/>])[^<>]*?(\/?)>/g;
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** What the scan has counted so far, in the page and in the current paragraph. */
interface Tally {
  delimiter: RegExp;
  paragraphLines: number;
  tableCells: number;
  paragraphStart: number;
  paragraphDelimiters: number;
  pageDelimiters: number;
  htmlDepth: number;
  blocks: number;
  previousBlank: boolean;
  directiveDepth: number;
  /** Whether `{…}` is an MDX expression whose inside is JavaScript, not markup; and how many are open. */
  expressions: boolean;
  expressionDepth: number;
}

/**
 * The first limit `source` exceeds, or undefined when it is safe to parse. `mdx`: braces open expressions,
 * whose inside (JavaScript: a long HTML string for `dangerouslySetInnerHTML`) is not markup; `mdx1`: the page is
 * MDX 1, where a brace in text is text, so what follows it counts as markup.
 */
export function checkComplexity(
  source: string,
  options: { mdx?: boolean; mdx1?: boolean } = {},
): ComplexityProblem | undefined {
  const tally: Tally = {
    delimiter: options.mdx ? MDX_DELIMITER : DELIMITER,
    paragraphLines: 0,
    tableCells: 0,
    paragraphStart: 0,
    paragraphDelimiters: 0,
    pageDelimiters: 0,
    htmlDepth: 0,
    blocks: 0,
    previousBlank: true,
    directiveDepth: 0,
    expressions: Boolean(options.mdx && !options.mdx1),
    expressionDepth: 0,
  };
  const lines = source.split('\n');
  const inCode = fenceTracker();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inCode(line)) continue;
    const problem = checkLine(line, i, tally);
    if (problem) return problem;
  }
  return undefined;
}

/** One line outside code: its nesting, then the block and markup counts it adds. */
function checkLine(line: string, i: number, tally: Tally): ComplexityProblem | undefined {
  // `:::name` containers nest until a bare `:::` closes them; unclosed ones nest to the end of the page.
  if (DIRECTIVE_OPEN.test(line)) tally.directiveDepth++;
  else if (DIRECTIVE_CLOSE.test(line)) tally.directiveDepth = Math.max(0, tally.directiveDepth - 1);
  const { depth: lineDepth, markers } = containersOf(line);
  const depth = lineDepth + tally.directiveDepth;
  if (depth > MAX_NESTING)
    return problem(
      'markdown-too-deep',
      i + 1,
      `This line nests ${depth} lists, quotes, \`:::\` containers or indentation levels; docsgen renders up to ${MAX_NESTING}.`,
      'Flatten the structure, or put the text in a fenced code block if it is meant literally.',
    );
  if (line.trim() === '') {
    // An expression open past a blank line is counted as markup from here on: counting more is the safe side.
    tally.expressionDepth = 0;
    tally.paragraphDelimiters = 0;
    tally.paragraphLines = 0;
    tally.previousBlank = true;
    return undefined;
  }
  return blockProblem(line, i, markers, tally) ?? markupProblem(line, i, tally);
}

/** Counts the blocks, paragraph lines and table cells a non-blank line adds; the first limit passed. */
function blockProblem(line: string, i: number, markers: number, tally: Tally): ComplexityProblem | undefined {
  const pipes = countPipes(line);
  // A line with a `|` may be a table row, a block of its own (a row needs no leading pipe).
  if (tally.previousBlank || BLOCK_START.test(line) || pipes > 0) {
    tally.blocks += Math.max(1, markers);
    tally.paragraphLines = 0;
    // A new block (a list item of a tight list too) has inline content of its own, parsed apart.
    tally.paragraphDelimiters = 0;
  }
  tally.previousBlank = false;
  if (++tally.paragraphLines > MAX_LINES_PER_PARAGRAPH)
    return problem(
      'markdown-too-complex',
      i + 1,
      `This paragraph runs past ${MAX_LINES_PER_PARAGRAPH.toLocaleString('en')} lines by this line; parsing it would take too long.`,
      'Separate paragraphs with blank lines, or put literal text in a fenced code block.',
    );
  if (pipes > 0) tally.tableCells += pipes + 1;
  if (tally.tableCells > MAX_TABLE_CELLS_PER_PAGE)
    return problem(
      'markdown-too-complex',
      i + 1,
      `The page has more than ${MAX_TABLE_CELLS_PER_PAGE.toLocaleString('en')} table cells by this line; rendering it would take too long.`,
      'Split the table over several pages, or publish the data as a file (CSV, JSON) and link to it.',
    );
  if (tally.blocks > MAX_BLOCKS_PER_PAGE)
    return problem(
      'markdown-too-complex',
      i + 1,
      `The page has more than ${MAX_BLOCKS_PER_PAGE.toLocaleString('en')} blocks (paragraphs, headings, ` +
        `list items, table rows) by this line; rendering it would take ` +
        `too long.`,
      'Split it into several pages (one per topic) in a folder with a _category_.json.',
    );
  if (tally.paragraphDelimiters === 0) tally.paragraphStart = i;
  const cells = line.split('|').length - 1;
  if (cells > MAX_TABLE_CELLS_PER_ROW)
    return problem(
      'markdown-too-complex',
      i + 1,
      `This line has ${cells} \`|\` (table cells); docsgen renders tables up to ${MAX_TABLE_CELLS_PER_ROW} columns.`,
      'Split the table, or escape a literal pipe as \\|.',
    );
  return undefined;
}

/** Counts the inline markup and the open HTML elements a line adds; the first limit passed. */
function markupProblem(line: string, i: number, tally: Tally): ComplexityProblem | undefined {
  const prose = withoutCodeSpans(line);
  const markup = tally.expressions ? outsideExpressions(prose, tally) : prose;
  const found = countDelimiters(markup, tally.delimiter);
  // Whole tags (an all-contributors table: thousands of `<td><a><img/>…` in one block) parse in linear time;
  // they count toward the page's total only, not the paragraph's, whose limit guards the quadratic matching.
  tally.paragraphDelimiters += found - (markup.match(HTML_TAG)?.length ?? 0);
  tally.pageDelimiters += found;
  if (tally.paragraphDelimiters > MAX_DELIMITERS_PER_PARAGRAPH)
    return problem(
      'markdown-too-complex',
      tally.paragraphStart + 1,
      `This paragraph has more than ${MAX_DELIMITERS_PER_PARAGRAPH.toLocaleString('en')} pieces ` +
        `of inline markup ${MARKUP_NAMES}; parsing it would take too long.`,
      'Split the paragraph, put literal text in `code` or a fenced block, or escape the characters as \\* \\_ \\[ \\].',
    );
  if (tally.pageDelimiters > MAX_DELIMITERS_PER_PAGE)
    return problem(
      'markdown-too-complex',
      i + 1,
      `The page has more than ${MAX_DELIMITERS_PER_PAGE.toLocaleString('en')} pieces of inline ` +
        `markup ${MARKUP_NAMES} by this line; rendering it would take too long.`,
      'Split the page into several pages, or put literal text in fenced code blocks.',
    );
  tally.htmlDepth = htmlDepthAfter(prose, tally.htmlDepth);
  if (tally.htmlDepth > MAX_HTML_NESTING)
    return problem(
      'markdown-too-deep',
      i + 1,
      `By this line ${tally.htmlDepth} raw HTML elements are open at once; docsgen renders up to ${MAX_HTML_NESTING} nested elements.`,
      'Close the HTML elements (e.g. </div>), or write `<` as &lt; when it is meant as text.',
    );
  return undefined;
}

function problem(code: ComplexityProblem['code'], line: number, message: string, hint: string): ComplexityProblem {
  return { code, line, column: 1, message, hint };
}

/** Containers a line opens: `>` and list markers in a row, plus one level per two columns of indentation. */
export function nestingOf(line: string): number {
  return containersOf(line).depth;
}

/** `depth` as in nestingOf; `markers` counts only the `>` and list markers (each one a block). */
function containersOf(line: string): { depth: number; markers: number } {
  let depth = 0;
  let markers = 0;
  let rest = line;
  for (;;) {
    const indent = /^[ \t]*/.exec(rest)![0];
    const columns = indent.replace(/\t/g, '    ').length;
    // Indentation past the 3 columns a marker may carry nests (or makes a code block); count it.
    if (columns > 3) {
      depth += Math.floor(columns / 2);
      rest = rest.slice(indent.length);
    }
    const m = CONTAINER.exec(rest);
    if (!m) return { depth, markers };
    depth++;
    markers++;
    rest = rest.slice(m[0].length);
  }
}

function countDelimiters(text: string, delimiter: RegExp): number {
  let n = 0;
  for (const m of text.matchAll(delimiter)) if (m.index === 0 || text[m.index - 1] !== '\\') n++;
  return n;
}

/** Unescaped `|` on a line (outside code spans, whose pipes GFM tables still split on, so they count too). */
function countPipes(line: string): number {
  if (!line.includes('|')) return 0;
  let n = 0;
  for (let i = line.indexOf('|'); i !== -1; i = line.indexOf('|', i + 1)) if (line[i - 1] !== '\\') n++;
  return n;
}

/** Code spans on one line hold no markup (`a*b` in backticks is not emphasis): each counts as one backtick. */
function withoutCodeSpans(line: string): string {
  return line.includes('`') ? line.replace(/(`+)[^`]*?\1/g, '`') : line;
}

/**
 * `line` without what is inside MDX expressions (each `{` kept, one piece), which may run on from the
 * lines before (`tally.expressionDepth`). MDX finds an expression's end by counting braces, so this does too.
 */
function outsideExpressions(line: string, tally: Tally): string {
  if (tally.expressionDepth === 0 && !line.includes('{')) return line;
  let out = '';
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '{' && (tally.expressionDepth > 0 || line[i - 1] !== '\\')) {
      // Every brace still counts: nested or unclosed ones are what MDX's expression search is slow on.
      out += tally.expressionDepth++ === 0 ? line.slice(from, i + 1) : '{';
    } else if (c === '}' && tally.expressionDepth > 0 && --tally.expressionDepth === 0) from = i + 1;
  }
  return tally.expressionDepth === 0 ? out + line.slice(from) : out;
}

/** Open raw HTML elements after `text`, starting from `depth` (void and self-closed tags open nothing). */
function htmlDepthAfter(text: string, depth: number): number {
  if (!text.includes('<')) return depth;
  for (const m of text.matchAll(HTML_TAG)) {
    const [, closing, name, selfClosed] = m;
    if (VOID_ELEMENTS.has(name!.toLowerCase()) || selfClosed) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
  }
  return depth;
}

/** The problem as a diagnostic of `file`, whose body starts at line `bodyLine`. */
export function complexityDiagnostic(problem: ComplexityProblem, file: string, bodyLine: number): Diagnostic {
  return {
    severity: 'error',
    code: problem.code,
    file,
    line: problem.line + bodyLine - 1,
    column: problem.column,
    message: problem.message,
    hint: problem.hint,
  };
}
