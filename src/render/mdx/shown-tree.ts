import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { h, s } from 'hastscript';
import { foreignContent, html as parse5Html } from 'parse5';

/**
 * The tree of an MDX page's rendered HTML (React's `renderToString` output), for its search
 * records, description and ids. React writes every element closed, attributes double-quoted and
 * text escaped, so most pages need no HTML parser: a plain scan builds the same tree as parse5
 * does (minus source positions, which no reader of this tree uses) at a fraction of the cost.
 * Whatever the scan does not model exactly (tags the HTML parser closes or moves by itself,
 * tables without their body, HTML inside `<svg>`, raw-text elements, entities other than React's, stray `<`)
 * sends the whole page to parse5, so the tree is always the parser's.
 */
export function shownTree(html: string): Root {
  return scanReactHtml(html) ?? fromHtml(html, { fragment: true });
}

/** Elements the scan builds itself; any other tag sends the page to parse5. */
const PLAIN = new Set(
  (
    'a abbr article aside b bdi bdo blockquote br button caption cite code col colgroup data dd del details dfn div dl dt ' +
    'em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i img input ins kbd label li main mark nav ol p picture pre ' +
    'q s samp section small source span strong sub summary sup table tbody td tfoot th thead time tr u ul var wbr'
  ).split(' '),
);
const VOID = new Set(['br', 'col', 'hr', 'img', 'input', 'source', 'wbr']);
/** Start tags that close an open `<p>` (the scan leaves those pages to parse5). */
const CLOSES_P = new Set(
  (
    'article aside blockquote details dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol ' +
    'p pre section summary table ul'
  ).split(' '),
);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Table parts and the only parent each may have without the parser adding or moving elements. */
const TABLE_PARENT: Record<string, string[]> = {
  caption: ['table'],
  colgroup: ['table'],
  thead: ['table'],
  tbody: ['table'],
  tfoot: ['table'],
  col: ['colgroup'],
  tr: ['thead', 'tbody', 'tfoot'],
  td: ['tr'],
  th: ['tr'],
};
/** Elements whose content is table structure: only whitespace text and their own parts go inside. */
const TABLE_SCOPE = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);
const own = Object.prototype.hasOwnProperty;

interface Open {
  tagName: string;
  /** An element of an inline `<svg>` (tag and attribute names take SVG's case; `s` builds it). */
  svg: boolean;
  properties: Record<string, string>;
  children: (ElementContent | string)[];
}

/** The tree, or undefined when the HTML holds anything the scan leaves to parse5. */
export function scanReactHtml(html: string): Root | undefined {
  const nodes = scan(html, 0, false);
  if (!nodes) return undefined;
  const children = nodes.map((n): RootContent => (typeof n === 'string' ? { type: 'text', value: n } : n));
  return { type: 'root', children, data: { quirksMode: false } } as Root;
}

/**
 * The element whose start tag begins at `at` (a page's own container, in the body of a page React
 * wrote), as parse5 builds it; undefined where the scan leaves the page to parse5.
 */
export function scanElementAt(html: string, at: number): Element | undefined {
  const nodes = scan(html, at, true);
  const first = nodes?.[0];
  return nodes?.length === 1 && typeof first === 'object' && first.type === 'element' ? first : undefined;
}

/** The nodes from `from` on: to the end, or (`single`) through the first element's end tag. */
function scan(html: string, from: number, single: boolean): (RootContent | string)[] | undefined {
  if (html.includes('\r') || html.includes('\0')) return undefined;
  const root: (RootContent | string)[] = [];
  const stack: Open[] = [];
  const add = (node: ElementContent | string) => (stack.length ? stack[stack.length - 1]!.children : root).push(node);
  let at = from;
  while (at < html.length && !(single && root.length > 0)) {
    const lt = html.indexOf('<', at);
    const end = lt < 0 ? html.length : lt;
    if (end > at && !addText(html.slice(at, end), stack, add)) return undefined;
    if (lt < 0) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 47 /* / */) {
      const close = html.indexOf('>', lt);
      const open = stack.pop();
      if (close < 0 || !open || html.slice(lt + 2, close) !== open.tagName) return undefined;
      add(build(open));
      at = close + 1;
    } else {
      const after = next === 33 /* ! */ ? comment(html, lt, add) : startTag(html, lt, stack, add);
      if (after === undefined) return undefined;
      at = after;
    }
  }
  return stack.length ? undefined : root;
}

function build(open: Open): Element {
  return (open.svg ? s : h)(open.tagName, open.properties, open.children as ElementContent[]) as Element;
}

/** Adds a text run (entities decoded); false where parse5 would treat it differently. */
function addText(raw: string, stack: readonly Open[], add: (node: ElementContent | string) => void): boolean {
  const top = stack[stack.length - 1];
  if (top && TABLE_SCOPE.has(top.tagName) && /[^ \t\n\f]/.test(raw)) return false; // foster-parented text
  if (top?.tagName === 'pre' && top.children.length === 0 && raw.startsWith('\n')) return false;
  const value = raw.includes('&') ? decode(raw) : raw;
  if (value === undefined) return false;
  const parent = top ? top.children : undefined;
  const last = parent?.[parent.length - 1];
  if (typeof last === 'string' && parent) parent[parent.length - 1] = last + value;
  else add(value);
  return true;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** React's escapes and plain numeric references; undefined for anything the HTML parser maps on its own. */
function decode(raw: string): string | undefined {
  let failed = false;
  const value = raw.replace(/&([^;&\s<>"']*)(;?)/g, (_, name: string, semi: string) => {
    if (!semi) return ((failed = true), '');
    if (name[0] !== '#') return NAMED[name] ?? ((failed = true), '');
    const hex = name[1] === 'x' || name[1] === 'X';
    const digits = name.slice(hex ? 2 : 1);
    const code = /^[0-9a-f]{1,6}$/i.test(digits) ? parseInt(digits, hex ? 16 : 10) : NaN;
    if (!safeCodePoint(code)) return ((failed = true), '');
    return String.fromCodePoint(code);
  });
  return failed ? undefined : value;
}

/** Code points a numeric reference yields unchanged (no C1 remapping, no replacement character). */
function safeCodePoint(code: number): boolean {
  if (!(code === 9 || code === 10 || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0x10ffff))) return false;
  return !(code >= 0xd800 && code <= 0xdfff) && !(code >= 0xfdd0 && code <= 0xfdef) && (code & 0xfffe) !== 0xfffe;
}

/** React's `<!-- -->` text separators and other plain comments; undefined for the parser's odd cases. */
function comment(html: string, lt: number, add: (node: ElementContent | string) => void): number | undefined {
  if (!html.startsWith('<!--', lt)) return undefined;
  const close = html.indexOf('-->', lt + 4);
  if (close < 0) return undefined;
  const value = html.slice(lt + 4, close);
  if (
    value.startsWith('>') ||
    value.startsWith('->') ||
    value.endsWith('-') ||
    value.includes('--') ||
    value.includes('<!')
  )
    return undefined;
  add({ type: 'comment', value });
  return close + 3;
}

const TAG = /<([a-zA-Z][a-zA-Z0-9]*)/y;
const ATTRIBUTE = /\s+([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/y;
const TAG_END = /\s*(\/?)>/y;
/** SVG elements whose content the HTML parser reads as HTML again or as script, and `template` (hastscript moves its children). */
const SVG_HTML_POINTS = new Set(['foreignobject', 'desc', 'title', 'script', 'style', 'font', 'math', 'template']);

/** Reads a start tag and opens (or, when void, adds) its element; undefined where parse5 would do more. */
function startTag(
  html: string,
  lt: number,
  stack: Open[],
  add: (node: ElementContent | string) => void,
): number | undefined {
  TAG.lastIndex = lt;
  const raw = TAG.exec(html)?.[1];
  if (!raw) return undefined;
  const svg = stack[stack.length - 1]?.svg === true || raw === 'svg';
  if (!svg && (raw !== raw.toLowerCase() || !PLAIN.has(raw) || !placeable(raw, stack))) return undefined;
  if (raw === 'svg' && !stack[stack.length - 1]?.svg && !placeable('svg', stack)) return undefined;
  const attrs: { name: string; value: string }[] = [];
  let at = TAG.lastIndex;
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const attribute = ATTRIBUTE.exec(html);
    if (!attribute) break;
    const name = attribute[1]!.toLowerCase();
    if (attrs.some((a) => a.name === name)) return undefined; // parse5 keeps the first of a repeated attribute
    const rawValue = attribute[2] ?? '';
    const value = rawValue.includes('&') ? decode(rawValue) : rawValue;
    if (value === undefined) return undefined;
    attrs.push({ name, value });
    at = ATTRIBUTE.lastIndex;
  }
  TAG_END.lastIndex = at;
  const tagEnd = TAG_END.exec(html);
  if (!tagEnd) return undefined;
  const tagName = svg ? svgTagName(raw.toLowerCase(), attrs) : raw;
  if (tagName === undefined || (tagEnd[1] && !svg && !VOID.has(tagName))) return undefined;
  const properties: Record<string, string> = {};
  for (const { name, value } of attrs) if (!own.call(Object.prototype, name)) properties[name] = value;
  const open: Open = { tagName, svg, properties, children: [] };
  if (VOID.has(tagName) || (svg && tagEnd[1])) add(build(open));
  else stack.push(open);
  return TAG_END.lastIndex;
}

/**
 * An SVG element's name as parse5 gives it (`clippath` → `clipPath`), its attributes renamed the
 * same way (`viewbox` → `viewBox`); undefined for an HTML tag that ends the SVG, or a part read as HTML.
 */
function svgTagName(lower: string, attrs: { name: string; value: string }[]): string | undefined {
  if (SVG_HTML_POINTS.has(lower)) return undefined;
  const token = { tagName: lower, tagID: parse5Html.getTagID(lower), attrs };
  if (lower !== 'svg' && foreignContent.causesExit(token as never)) return undefined;
  foreignContent.adjustTokenSVGTagName(token as never);
  foreignContent.adjustTokenSVGAttrs(token as never);
  return token.tagName;
}

/** Whether the element goes where it stands, with nothing the parser would close, add or move first. */
function placeable(tagName: string, stack: readonly Open[]): boolean {
  const top = stack[stack.length - 1]?.tagName;
  const tableParents = TABLE_PARENT[tagName];
  if (tableParents) return top !== undefined && tableParents.includes(top);
  if (top !== undefined && TABLE_SCOPE.has(top)) return false;
  if (CLOSES_P.has(tagName) && stack.some((o) => o.tagName === 'p')) return false;
  if (HEADINGS.has(tagName) && top !== undefined && HEADINGS.has(top)) return false;
  if (tagName === 'a' || tagName === 'button') return !stack.some((o) => o.tagName === tagName);
  if (tagName === 'li') return !openBefore(stack, 'li', ['ul', 'ol']);
  if (tagName === 'dd' || tagName === 'dt') return !openBefore(stack, 'dd', ['dl']) && !openBefore(stack, 'dt', ['dl']);
  return true;
}

/** Whether `tagName` is open above the nearest of `bounds` (an item the parser would close). */
function openBefore(stack: readonly Open[], tagName: string, bounds: readonly string[]): boolean {
  for (let i = stack.length - 1; i >= 0; i--) {
    if (stack[i]!.tagName === tagName) return true;
    if (bounds.includes(stack[i]!.tagName)) return false;
  }
  return false;
}
