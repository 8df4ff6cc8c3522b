import type { Point, Position } from 'unist';
import type { Delete, Emphasis, ImageReference, Link, LinkReference, PhrasingContent, Strong, Text } from 'mdast';
import type { Token } from 'markdown-it';
import type { FastParseEnv } from './fast-parse-directives.ts';
import { placeOf, type InlineFrame } from './fast-parse-frame.ts';
import { htmlTrouble, textHtmlTrouble } from './fast-parse-html.ts';
import { identifierOf, referenceTrouble, type MarkedToken, type ReferenceMark } from './fast-parse-references.ts';
import { MAY_BE_LITERAL, placeLiterals, type TextOrigin } from './fast-parse-literals.ts';

/** A markdown-it inline token with the offset in its inline content where it starts (see fast-parse.ts). */
export type PlacedToken = Token & { at?: number };

type Container = (Emphasis | Strong | Delete | Link | LinkReference) & { children: PhrasingContent[] };

/** The phrasing being built from one inline token list: open containers and the text runs' origins. */
interface PhrasingRun {
  tokens: readonly PlacedToken[];
  content: string;
  frame: InlineFrame;
  stack: { node: { children: PhrasingContent[] }; token?: PlacedToken }[];
  origins: Map<Text, TextOrigin>;
  /** Some text may hold a GFM autolink literal: placed once the run is built. */
  mayHoldLiteral: boolean;
}

/**
 * markdown-it inline tokens → mdast phrasing content, shaped as mdast-util-from-markdown shapes
 * it: line endings are part of the text around them, a hard break ends at the next line's start.
 * GFM autolink literals are then placed as micromark places them (fast-parse-literals.ts).
 * Returns undefined for anything micromark would read differently (raw HTML, single-tilde
 * strikethrough, literals in places that module does not mirror).
 */
export function toPhrasing(
  tokens: readonly PlacedToken[],
  content: string,
  frame: InlineFrame,
  env: FastParseEnv,
): PhrasingContent[] | undefined {
  const reason = delimiterTrouble(content, tokens) ?? (env.references ? bracketTrouble(content, tokens) : undefined);
  if (reason) return unsupported(env, reason);
  const root: { children: PhrasingContent[] } = { children: [] };
  const run: PhrasingRun = {
    tokens,
    content,
    frame,
    stack: [{ node: root }],
    origins: new Map(),
    mayHoldLiteral: false,
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const parent = run.stack[run.stack.length - 1]!.node;
    const at = t.at ?? 0;
    let trouble: string | undefined;
    switch (t.type) {
      case 'text':
      case 'text_special':
      case 'softbreak':
        trouble = addText(run, i, parent);
        break;
      case 'hardbreak':
        addBreak(run, t, parent);
        break;
      case 'code_inline': {
        const value = codeValue(content, at, t);
        if (value === undefined) return unsupported(env, 'code span');
        parent.children.push({ type: 'inlineCode', value, position: span(frame, at, startOf(run, i + 1)) });
        break;
      }
      case 'em_open':
      case 'strong_open':
      case 's_open':
      case 'link_open':
        openContainer(run, t, parent);
        break;
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close': {
        const node = run.stack.pop()!.node as Container;
        node.position!.end = placeOf(frame, t.type === 'link_close' ? startOf(run, i + 1) : at + t.markup.length);
        break;
      }
      case 'image':
        trouble = addImage(run, i, parent);
        break;
      case 'html_inline':
        trouble = addHtml(run, i, parent);
        break;
      default:
        trouble = t.type;
    }
    if (trouble) return unsupported(env, trouble);
  }
  if (run.mayHoldLiteral && env.micromarkParse) {
    const reason = placeLiterals(root.children, run.origins, { content, frame, parse: env.micromarkParse });
    if (reason) return unsupported(env, reason);
  } else if (run.mayHoldLiteral) return unsupported(env, 'autolink literal');
  return root.children;
}

/** Where token `i` starts in the inline content (the end of the content past the last token). */
function startOf(run: PhrasingRun, i: number): number {
  return run.tokens[i]?.at ?? run.content.length;
}

/** A text or line-ending token: joins the text node before it or starts one. Gives a reason to fall back, if any. */
function addText(run: PhrasingRun, i: number, parent: { children: PhrasingContent[] }): string | undefined {
  const { tokens, content, frame } = run;
  const t = tokens[i]!;
  const at = t.at ?? 0;
  // micromark drops the spaces and tabs before a line ending from the text; markdown-it only the spaces.
  const beforeSoftBreak = tokens[i + 1]?.type === 'softbreak';
  const value = t.type === 'softbreak' ? '\n' : beforeSoftBreak ? t.content.replace(/[ \t]+$/, '') : t.content;
  // What is left of an emphasis delimiter run once its `**` became a strong node.
  if (!value) return undefined;
  if (t.type !== 'softbreak' && value.includes('~')) return 'tilde';
  if (t.type !== 'softbreak' && value.includes('<')) {
    const html = textHtmlTrouble(value, content);
    if (html) return html;
  }
  // Literals are placed once the run is built; pieces taken from the source as written map back to it.
  const written = content.slice(at, startOf(run, i + 1));
  // markdown-it drops the blanks before a line ending from the text, as micromark does.
  const verbatim =
    t.type === 'softbreak' ||
    written === value ||
    (tokens[i + 1]?.type.endsWith('break') === true && written.replace(/[ \t]+$/, '') === value);
  if (t.type !== 'softbreak' && MAY_BE_LITERAL.test(value)) run.mayHoldLiteral = true;
  const last = parent.children[parent.children.length - 1];
  if (last?.type === 'text') {
    const origin = run.origins.get(last)!;
    origin.values.push(last.value.length);
    origin.offsets.push(at);
    origin.verbatim &&= verbatim;
    last.value += value;
    last.position!.end = placeOf(frame, startOf(run, i + 1));
  } else {
    // After a hard break the line ending belongs to the break.
    if (t.type === 'softbreak' && last?.type === 'break') return undefined;
    const node: Text = { type: 'text', value, position: span(frame, at, startOf(run, i + 1)) };
    run.origins.set(node, {
      values: [0],
      offsets: [at],
      verbatim,
      inLink: run.stack.some((s) => s.token?.type === 'link_open'),
    });
    parent.children.push(node);
  }
  return undefined;
}

/** A hard break: from its backslash or trailing spaces to the start of the next line. */
function addBreak({ content, frame }: PhrasingRun, t: PlacedToken, parent: { children: PhrasingContent[] }): void {
  const at = t.at ?? 0;
  const start = t.markup === '\\' ? at : trailingSpacesStart(content, at);
  const next = frame.starts.findIndex((s) => s > at);
  const end: Point =
    next > 0
      ? { line: frame.lines[next]!, column: 1, offset: frame.lineOffsets[frame.lines[next]! - 1]! }
      : placeOf(frame, content.length);
  parent.children.push({ type: 'break', position: { start: placeOf(frame, start), end } });
}

/** Emphasis, strong, strikethrough or a link opens: pushed on the stack until its closing token. */
function openContainer(run: PhrasingRun, t: PlacedToken, parent: { children: PhrasingContent[] }): void {
  const at = t.at ?? 0;
  const type =
    t.type === 'em_open' ? 'emphasis' : t.type === 'strong_open' ? 'strong' : t.type === 's_open' ? 'delete' : 'link';
  const start = t.type === 'link_open' && t.markup !== 'autolink' ? at - 1 : at;
  const node = { type, children: [], position: span(run.frame, start, start) } as unknown as Container;
  const mark = (t as MarkedToken).reference;
  if (mark) Object.assign(node, referenceFields(mark, 'linkReference'));
  else if (node.type === 'link') {
    node.url = attr(t, 'href') ?? '';
    node.title = attr(t, 'title');
  }
  parent.children.push(node);
  run.stack.push({ node, token: t });
}

/** Raw inline HTML: an mdast `html` node, as micromark makes one, when micromark reads the very same tag (fast-parse-html.ts). */
function addHtml(run: PhrasingRun, i: number, parent: { children: PhrasingContent[] }): string | undefined {
  const t = run.tokens[i]!;
  const at = t.at ?? 0;
  const end = at + t.content.length;
  if (run.content.slice(at, end) !== t.content || startOf(run, i + 1) !== end) return 'raw html';
  // A tag opening a lazy line (indented less than the paragraph's first) may end the container in micromark.
  const { starts, columns } = run.frame;
  let line = starts.length - 1;
  while (line > 0 && starts[line]! > at) line--;
  const opensLine = run.content.slice(starts[line], at).trim() === '';
  if (line > 0 && opensLine && columns[line]! < columns[0]!) return 'raw html opening a lazy line';
  const trouble = htmlTrouble(t.content);
  if (trouble) return trouble;
  parent.children.push({ type: 'html', value: t.content, position: span(run.frame, at, end) });
  return undefined;
}

/** An image, unless its alt holds what micromark reads differently (a literal, a tilde, raw HTML). */
function addImage(run: PhrasingRun, i: number, parent: { children: PhrasingContent[] }): string | undefined {
  const t = run.tokens[i]!;
  const at = t.at ?? 0;
  const text = (c: Token) => c.type === 'text' || c.type === 'text_special';
  if (t.children?.some((c) => text(c) && c.content.includes('~'))) return 'tilde in alt';
  // micromark may read an autolink literal in the alt, but its alt is the label's plain text either way
  // (the literal's link holds the text as written): taken when the label is that text, with nothing decoded.
  const alt = altText(t.children ?? []);
  const label = run.content.slice(at + 2, at + 2 + alt.length);
  if (
    t.children?.some((c) => text(c) && MAY_BE_LITERAL.test(c.content)) &&
    !(label === alt && plainLabel(run, at, alt))
  )
    return 'autolink literal in alt';
  if (t.children?.some((c) => c.type === 'html_inline')) return 'raw html';
  // markdown-it turns a code span's line endings into spaces; micromark's alt keeps them.
  if (t.children?.some((c) => c.type === 'code_inline') && run.content.slice(at, startOf(run, i + 1)).includes('\n'))
    return 'code span over lines in alt';
  const position = span(run.frame, at, startOf(run, i + 1));
  const mark = (t as MarkedToken).reference;
  if (mark) parent.children.push({ ...referenceFields(mark, 'imageReference'), alt, position } as ImageReference);
  else parent.children.push({ type: 'image', url: attr(t, 'src') ?? '', title: attr(t, 'title'), alt, position });
  return undefined;
}

function referenceFields(mark: ReferenceMark, type: 'linkReference' | 'imageReference') {
  return { type, identifier: identifierOf(mark.label), label: mark.label, referenceType: mark.referenceType };
}

/** The label of the image at `at` is `alt` as written, closed by `](`, with no character micromark may read otherwise in it. */
function plainLabel(run: PhrasingRun, at: number, alt: string): boolean {
  return run.content.startsWith('](', at + 2 + alt.length) && !/[[\]\\&<>`*_~\n]/.test(alt);
}

/**
 * Emphasis that markdown-it pairs differently from micromark: runs of four or more delimiters,
 * three inside a word, three between non-blanks or `*` and `_` mixed in one run when either kind
 * is left unpaired (`***a***` and `**_a_**,` are fine), and delimiters beside a bracket that opens or closes no link.
 */
function delimiterTrouble(content: string, tokens: readonly PlacedToken[]): string | undefined {
  if (/[*_]{4}|[\p{L}\p{N}][*_]{3}[\p{L}\p{N}]/u.test(content))
    return 'emphasis delimiter run of four or more, or three inside a word';
  // Delimiters outside code spans and escapes.
  const prose = content.replace(/(`+)[^`]*?\1/g, '').replace(/\\[*_[\]]/g, '');
  const odd = (c: string): boolean => prose.split(c).length % 2 === 0;
  if (/\*_[*_]|_\*[*_]|[*_]\*_|[*_]_\*|\S[*_]{3}\S/.test(prose) && (odd('*') || odd('_')))
    return 'unpaired emphasis delimiter run of three';
  // micromark strikes through with one or two tildes only; markdown-it pairs longer runs two by two.
  if (/~{3}/.test(prose)) return 'run of three or more tildes';
  if (
    /[*_]\]|\][*_]|\[[*_]/.test(prose) &&
    (prose.match(/\[/g)?.length ?? 0) > tokens.filter((t) => t.type === 'link_open' || t.type === 'image').length
  )
    return 'emphasis delimiter beside a bracket';
  return undefined;
}

function attr(t: Token, name: string): string | null {
  const value = t.attrGet(name);
  return value === null ? null : String(value);
}

function span(frame: InlineFrame, start: number, end: number): Position {
  return { start: placeOf(frame, start), end: placeOf(frame, end) };
}

/** mdast keeps a code span's line endings (markdown-it turns them into spaces): take the value from the source. */
function codeValue(content: string, at: number, t: Token): string | undefined {
  if (!t.content.includes(' ')) return t.content;
  const from = at + t.markup.length;
  const inner = content.slice(from, from + t.content.length + 2);
  const value =
    inner.length === t.content.length + 2 &&
    inner.slice(1, -1).replace(/\n/g, ' ') === t.content &&
    /^[ \n]/.test(inner)
      ? inner.slice(1, -1)
      : inner.slice(0, t.content.length);
  return value.replace(/\n/g, ' ') === t.content ? value : undefined;
}

function trailingSpacesStart(content: string, at: number): number {
  let i = at;
  while (i > 0 && content[i - 1] === ' ') i--;
  return i;
}

/** An image's alt as mdast-util-to-string reads its label: text and code values, line endings kept. */
function altText(children: readonly Token[]): string {
  let out = '';
  for (const c of children) {
    if (c.type === 'text' || c.type === 'text_special' || c.type === 'code_inline') out += c.content;
    else if (c.type === 'softbreak') out += '\n';
    else if (c.type === 'image') out += altText(c.children ?? []);
  }
  return out;
}

function unsupported(env: FastParseEnv, what: string): undefined {
  env.unsupported ??= what;
  return undefined;
}

/**
 * On a page with definitions, every bracket outside code spans and escapes must open or close a link or image
 * markdown-it made (two pairs for a full or collapsed reference), with labels both parsers match alike: where
 * they read brackets differently (a reference to nothing, nested labels) micromark decides.
 */
function bracketTrouble(content: string, tokens: readonly PlacedToken[]): string | undefined {
  let expected = 0;
  for (const t of tokens) {
    if (t.type !== 'link_open' && t.type !== 'image') continue;
    if (t.type === 'link_open' && t.markup === 'autolink') continue;
    const mark = (t as MarkedToken).reference;
    const trouble = mark && referenceTrouble(mark);
    if (trouble) return trouble;
    expected += mark && mark.referenceType !== 'shortcut' ? 2 : 1;
  }
  const prose = content.replace(/(`+)[^`]*?\1/g, '').replace(/\\[\s\S]/g, '');
  const opens = prose.split('[').length - 1;
  const closes = prose.split(']').length - 1;
  return opens === expected && closes === expected ? undefined : 'bracket that is no link on a page with definitions';
}
