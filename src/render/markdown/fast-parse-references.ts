import type { MarkdownIt, StateBlock, StateInline, Token } from 'markdown-it';
import type { Definition } from 'mdast';
import type { FastParseEnv } from './fast-parse-directives.ts';

/** How a link or image token was written when markdown-it resolved it through a definition. */
export interface ReferenceMark {
  referenceType: 'full' | 'collapsed' | 'shortcut';
  /** The label as written (the second brackets' for a full reference, else the text's). */
  label: string;
}

/** A markdown-it link_open or image token, marked when it came from a reference. */
export type MarkedToken = Token & { reference?: ReferenceMark };

/** Definitions markdown-it consumed: 0-based line range and the container it sat in. */
interface DefinitionLines {
  from: number;
  to: number;
  parentType: string;
}

type ReferenceEnv = FastParseEnv & { definitionLines?: DefinitionLines[] };

// One definition on one line, as both parsers read it alike: a plain label (no brackets, escapes, character
// references or non-ASCII blanks), a destination with nothing to decode or balance, no title, nothing after it.
const DEFINITION = /^\[([^[\]\\&\s](?:[^[\]\\&\n]{0,200}[^[\]\\&\s])?)\]:[ \t]+([^\s<>\\&()"'`]+)$/;
const PLAIN_LABEL = /^[^[\]\\&\n](?:[^[\]\\&]{0,200}[^[\]\\&\n])?$/;
const ODD_BLANK = /[^\S \t\n]/;

/**
 * Link reference definitions and references on the fast path: markdown-it resolves them into plain
 * links and keeps no definition token, so the block rule records where each definition sat and the
 * inline rules mark the tokens that came from one; the converter then builds mdast `definition`,
 * `linkReference` and `imageReference` nodes as micromark does. Only shapes both parsers read alike.
 */
export function trackReferences(md: MarkdownIt): void {
  const block = md.block.ruler.__rules__.find((r) => r.name === 'reference')!.fn;
  md.block.ruler.at('reference', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    if (!block(state, startLine, endLine, silent)) return false;
    const env = state.env as ReferenceEnv;
    (env.definitionLines ??= []).push({ from: startLine, to: state.line, parentType: state.parentType });
    return true;
  });
  for (const name of ['link', 'image'] as const) {
    const rule = md.inline.ruler.__rules__.find((r) => r.name === name)!.fn;
    md.inline.ruler.at(name, (state: StateInline, silent: boolean) => {
      const start = state.pos;
      const count = state.tokens.length;
      if (!rule(state, silent)) return false;
      // Text pending before the bracket is pushed first.
      const opened = state.tokens.slice(count).find((t) => t.type === (name === 'link' ? 'link_open' : 'image'));
      if (!silent) markReference(state, start, opened as MarkedToken | undefined, name);
      return true;
    });
  }
}

function markReference(state: StateInline, start: number, token: MarkedToken | undefined, name: string): void {
  const src = state.src;
  if (!token || src[state.pos - 1] !== ']') return; // a resource link ends with `)`
  const textStart = start + (name === 'image' ? 2 : 1);
  const saved = state.pos;
  const textEnd = state.md.helpers.parseLinkLabel(state, textStart - 1, true);
  state.pos = saved;
  if (textEnd < 0) return;
  const text = src.slice(textStart, textEnd);
  if (saved === textEnd + 1) token.reference = { referenceType: 'shortcut', label: text };
  else if (saved === textEnd + 3) token.reference = { referenceType: 'collapsed', label: text };
  else token.reference = { referenceType: 'full', label: src.slice(textEnd + 2, saved - 1) };
}

/** micromark's identifier of a label. */
export function identifierOf(label: string): string {
  return label
    .replace(/[\t\n\r ]+/g, ' ')
    .replace(/^ | $/g, '')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase();
}

/** A reference's label when both parsers match it alike, else the reason to decline. */
export function referenceTrouble(mark: ReferenceMark): string | undefined {
  if (!PLAIN_LABEL.test(mark.label) || ODD_BLANK.test(mark.label) || /ß|ẞ/.test(mark.label))
    return 'reference label with brackets, escapes or odd blanks';
  return undefined;
}

// A line micromark may start a definition on (after container markers): a label closed by `]:`, or left open.
const MAY_DEFINE = /^[ \t>]*(?:(?:[*+-]|\d{1,9}[.)])[ \t]+)*\[(?:[^\n]*\]:|[^\]\n]*$)/;

/** A line that may be a definition to micromark but that markdown-it did not take as one: the reason to decline. */
function unreadDefinition(
  recorded: DefinitionLines[],
  lineText: (n: number) => string,
  lineCount: number,
): string | undefined {
  const starts = new Set(recorded.map((d) => d.from));
  for (let n = 0; n < lineCount; n++)
    if (!starts.has(n) && MAY_DEFINE.test(lineText(n)) && (recorded.length || lineText(n).includes(']:')))
      return 'a line that may be a link reference definition';
  return undefined;
}

/**
 * The page's definitions as mdast nodes, from the lines markdown-it consumed, or the reason to decline:
 * each must be one line of the plain shape at the top level, between blank lines, definitions or the page's edges.
 */
export function definitionNodes(
  source: string,
  env: FastParseEnv,
  lineText: (n: number) => string,
  lineCount: number,
  lineOffsets: readonly number[],
): Definition[] | string {
  const out: Definition[] = [];
  const recorded = (env as ReferenceEnv).definitionLines ?? [];
  const unread = recorded.length || source.includes(']:') ? unreadDefinition(recorded, lineText, lineCount) : undefined;
  if (unread) return unread;
  for (const { from, to, parentType } of recorded) {
    if (to !== from + 1 || parentType !== 'root') return 'link reference definition in a container or over lines';
    const text = lineText(from);
    const match = DEFINITION.exec(text);
    if (!match || ODD_BLANK.test(match[1]!) || /ß|ẞ/.test(match[1]!)) return 'link reference definition';
    const edge = (n: number) => n < 0 || n >= lineCount || lineText(n).trim() === '' || DEFINITION.test(lineText(n));
    if (!edge(from - 1) || !edge(from + 1)) return 'link reference definition beside text';
    const offset = lineOffsets[from]!;
    out.push({
      type: 'definition',
      identifier: identifierOf(match[1]!),
      label: match[1]!,
      title: null,
      url: match[2]!,
      position: {
        start: { line: from + 1, column: 1, offset },
        end: { line: from + 1, column: text.length + 1, offset: offset + text.length },
      },
    });
  }
  return out;
}
