import type { Point, Position } from 'unist';
import type { Delete, Emphasis, Link, PhrasingContent, Strong } from 'mdast';
import type { Token } from 'markdown-it';
import type { FastParseEnv } from './fast-parse-directives.ts';

/** A markdown-it inline token with the offset in its inline content where it starts (see fast-parse.ts). */
export type PlacedToken = Token & { at?: number };

/**
 * Where an inline run's content lines sit in the source: content line i starts at content offset
 * `starts[i]` and at source line `lines[i]` (1-based), column `columns[i]` (0-based).
 * Offsets inside one content line map one to one onto the source line (the block rules slice lines).
 */
export interface InlineFrame {
  starts: number[];
  lines: number[];
  columns: number[];
  /** Offset of each source line's first character, for unist offsets. */
  lineOffsets: readonly number[];
}

// GFM reads these as links without brackets (autolink literals); markdown-it's linkify differs, so such text goes to micromark.
const AUTOLINK_LITERAL = /https?:\/\/|www\.|mailto:|xmpp:|@/i;

export function placeOf(frame: InlineFrame, offset: number): Point {
  let i = frame.starts.length - 1;
  while (i > 0 && frame.starts[i]! > offset) i--;
  const column = frame.columns[i]! + offset - frame.starts[i]!;
  const line = frame.lines[i]!;
  return { line, column: column + 1, offset: frame.lineOffsets[line - 1]! + column };
}

type Container = (Emphasis | Strong | Delete | Link) & { children: PhrasingContent[] };

/**
 * markdown-it inline tokens → mdast phrasing content, shaped as mdast-util-from-markdown shapes
 * it: line endings are part of the text around them, a hard break ends at the next line's start.
 * Returns undefined for anything micromark would read differently (raw HTML, GFM autolink
 * literals, single-tilde strikethrough).
 */
export function toPhrasing(tokens: readonly PlacedToken[], content: string, frame: InlineFrame, env: FastParseEnv): PhrasingContent[] | undefined {
  const root: { children: PhrasingContent[] } = { children: [] };
  const stack: { node: { children: PhrasingContent[] }; token?: PlacedToken }[] = [{ node: root }];
  const startOf = (i: number): number => tokens[i]?.at ?? content.length;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const parent = stack[stack.length - 1]!.node;
    const at = t.at ?? 0;
    switch (t.type) {
      case 'text':
      case 'text_special':
      case 'softbreak': {
        const value = t.type === 'softbreak' ? '\n' : t.content;
        // What is left of an emphasis delimiter run once its `**` became a strong node.
        if (!value) continue;
        // An autolink's text is not read again for literals.
        const inAutolink = stack[stack.length - 1]!.token?.markup === 'autolink';
        if (t.type !== 'softbreak' && !inAutolink && AUTOLINK_LITERAL.test(value)) return unsupported(env, 'autolink literal');
        if (t.type !== 'softbreak' && value.includes('~')) return unsupported(env, 'tilde');
        const last = parent.children[parent.children.length - 1];
        if (last?.type === 'text') {
          last.value += value;
          last.position!.end = placeOf(frame, startOf(i + 1));
        } else {
          // After a hard break the line ending belongs to the break.
          if (t.type === 'softbreak' && last?.type === 'break') continue;
          parent.children.push({ type: 'text', value, position: span(frame, at, startOf(i + 1)) });
        }
        break;
      }
      case 'hardbreak': {
        const start = t.markup === '\\' ? at : trailingSpacesStart(content, at);
        const next = frame.starts.findIndex((s) => s > at);
        const end: Point = next > 0 ? { line: frame.lines[next]!, column: 1, offset: frame.lineOffsets[frame.lines[next]! - 1]! } : placeOf(frame, content.length);
        parent.children.push({ type: 'break', position: { start: placeOf(frame, start), end } });
        break;
      }
      case 'code_inline': {
        const value = codeValue(content, at, t);
        if (value === undefined) return unsupported(env, 'code span');
        parent.children.push({ type: 'inlineCode', value, position: span(frame, at, startOf(i + 1)) });
        break;
      }
      case 'em_open':
      case 'strong_open':
      case 's_open':
      case 'link_open': {
        const type = t.type === 'em_open' ? 'emphasis' : t.type === 'strong_open' ? 'strong' : t.type === 's_open' ? 'delete' : 'link';
        const start = t.type === 'link_open' && t.markup !== 'autolink' ? at - 1 : at;
        const node = { type, children: [], position: span(frame, start, start) } as unknown as Container;
        if (node.type === 'link') {
          node.url = attr(t, 'href') ?? '';
          node.title = attr(t, 'title');
        }
        parent.children.push(node);
        stack.push({ node, token: t });
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close': {
        const node = stack.pop()!.node as Container;
        node.position!.end = placeOf(frame, t.type === 'link_close' ? startOf(i + 1) : at + t.markup.length);
        break;
      }
      case 'image': {
        if (t.children?.some((c) => (c.type === 'text' || c.type === 'text_special') && (AUTOLINK_LITERAL.test(c.content) || c.content.includes('~')))) return unsupported(env, 'autolink literal in alt');
        if (t.children?.some((c) => c.type === 'html_inline')) return unsupported(env, 'raw html');
        parent.children.push({ type: 'image', url: attr(t, 'src') ?? '', title: attr(t, 'title'), alt: altText(t.children ?? []), position: span(frame, at, startOf(i + 1)) });
        break;
      }
      default:
        return unsupported(env, t.type);
    }
  }
  return root.children;
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
  const value = inner.length === t.content.length + 2 && inner.slice(1, -1).replace(/\n/g, ' ') === t.content && /^[ \n]/.test(inner) ? inner.slice(1, -1) : inner.slice(0, t.content.length);
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
