import type { Link, PhrasingContent, Root, Text } from 'mdast';
import { placeOf, type InlineFrame } from './fast-parse-frame.ts';

/**
 * GFM autolink literals (`https://…`, `www.…`, `a@b.co`) on the fast path. markdown-it's linkify
 * follows other rules, so the literals are found by micromark itself: each source line stretch of
 * a text node that holds one is parsed alone by remark-parse + remark-gfm, and its links are placed
 * back into the text node. That stretch reads the same alone as in its page only under conditions
 * checked here; when one fails the page is declined and micromark parses it whole:
 * - the text came from the source unchanged (no escapes or character references in it);
 * - each word holding a literal is whole in the text node, with blanks or a line edge on both
 *   sides (so no emphasis, code or link touches it, and micromark sees the same previous character),
 *   or emphasis asterisks with a blank or the content's edge past them;
 * - no `[` is text before it in the same inline run (micromark then leaves the literal to its
 *   later tree transform, which gives the link no position);
 * - the stretch alone is one paragraph of text and positioned links, spelling the same text.
 */

/** Could hold a literal: every GFM autolink literal contains one of these. */
export const MAY_BE_LITERAL = /https?:\/\/|www\.|@/i;

const AFTER = ' a';

/** Where a text node's value came from: value offset `values[i]` is inline content offset `offsets[i]`, one to one up to the next pair. */
export interface TextOrigin {
  values: number[];
  offsets: number[];
  /** Every piece was copied from the source as written. */
  verbatim: boolean;
  /** The node sits inside a link (literals are not looked for there, in either parser). */
  inLink: boolean;
}

export interface LiteralContext {
  content: string;
  frame: InlineFrame;
  /** Parses markdown as micromark with GFM does (remark-parse + remark-gfm), tree transforms included. */
  parse: (markdown: string) => Root;
}

/**
 * Replaces, in `children` (recursively, links excepted), each text node holding autolink literals
 * with the text and link nodes micromark builds. Returns a reason when a page must be declined.
 */
export function placeLiterals(
  children: PhrasingContent[],
  origins: ReadonlyMap<Text, TextOrigin>,
  context: LiteralContext,
): string | undefined {
  const state = { bracket: false };
  return walk(children, origins, context, state);
}

function walk(
  children: PhrasingContent[],
  origins: ReadonlyMap<Text, TextOrigin>,
  context: LiteralContext,
  state: { bracket: boolean },
): string | undefined {
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'image') {
      if (node.alt?.includes('[')) state.bracket = true;
      continue;
    }
    if (node.type !== 'text') {
      if ('children' in node) {
        const reason = walk(node.children as PhrasingContent[], origins, context, state);
        if (reason) return reason;
      }
      continue;
    }
    const origin = origins.get(node);
    if (origin && !origin.inLink && MAY_BE_LITERAL.test(node.value)) {
      const replaced = splitText(node, origin, context, state.bracket);
      if (typeof replaced === 'string') return replaced;
      children.splice(i, 1, ...replaced);
      i += replaced.length - 1;
    }
    if (node.value.includes('[')) state.bracket = true;
  }
  return undefined;
}

/** A text node being cut into text and the links micromark finds in it. */
interface TextSplit {
  node: Text;
  value: string;
  context: LiteralContext;
  /** Inline content offset of a value offset. */
  offsetOf: (v: number) => number;
  out: PhrasingContent[];
  /** Where the text not yet taken into `out` starts in the value. */
  textStart: number;
}

function splitText(
  node: Text,
  origin: TextOrigin,
  context: LiteralContext,
  bracketBefore: boolean,
): PhrasingContent[] | string {
  if (!origin.verbatim) return 'autolink literal near an escape or reference';
  const { frame } = context;
  const value = node.value;
  const offsetOf = (v: number): number => {
    let i = origin.values.length - 1;
    while (i > 0 && origin.values[i]! > v) i--;
    return origin.offsets[i]! + v - origin.values[i]!;
  };
  const stretches = literalStretches(value, offsetOf, context, bracketBefore);
  if (typeof stretches === 'string') return stretches;
  const split: TextSplit = { node, value, context, offsetOf, out: [], textStart: 0 };
  for (const [from, to] of stretches) {
    const reason = placeStretch(split, from, to);
    if (reason) return reason;
  }
  const { out, textStart } = split;
  if (textStart === 0) return [node];
  if (textStart < value.length)
    out.push({
      type: 'text',
      value: value.slice(textStart),
      position: { start: placeOf(frame, offsetOf(textStart)), end: node.position!.end },
    });
  return out;
}

/**
 * Stretches of one line from the first to the last word that may hold a literal, or the reason
 * the page is declined (a bracket before it, markup touching it).
 */
function literalStretches(
  value: string,
  offsetOf: (v: number) => number,
  { content, frame }: LiteralContext,
  bracketBefore: boolean,
): [number, number][] | string {
  const blankAt = (offset: number): boolean => {
    if (offset >= 0 && offset < content.length) return /[ \t\n]/.test(content[offset]!);
    // Past the inline content: the source character itself, a line edge counting as blank.
    const point = placeOf(frame, offset < 0 ? 0 : content.length);
    const at = point.offset! + (offset < 0 ? -1 : 0);
    return at < 0 || at >= frame.source.length || /[ \t\r\n]/.test(frame.source[at]!);
  };
  const stretches: [number, number][] = [];
  for (const word of value.matchAll(/[^ \t\n]+/g)) {
    if (!MAY_BE_LITERAL.test(word[0])) continue;
    const start = word.index;
    const end = start + word[0].length;
    if (bracketBefore || value.lastIndexOf('[', start) !== -1) return 'autolink literal after a bracket';
    const before =
      start > 0 ? /[ \t\n]/.test(value[start - 1]!) : blankAt(offsetOf(0) - 1) || asterisksBefore(content, offsetOf(0));
    const after =
      end < value.length
        ? /[ \t\n]/.test(value[end]!)
        : blankAt(offsetOf(end - 1) + 1) || asterisksAfter(content, offsetOf(end - 1) + 1);
    if (!before || !after) return 'autolink literal next to markup';
    const last = stretches[stretches.length - 1];
    if (last && !value.slice(last[1], start).includes('\n')) last[1] = end;
    else stretches.push([start, end]);
  }
  return stretches;
}

/**
 * Emphasis asterisks between a literal and a blank or the content's edge: micromark ends the literal before
 * trailing asterisks and starts one after an asterisk, as the stretch alone reads it, and the asterisks are
 * then emphasis in both parsers (a run between a letter and a blank opens or closes the same).
 */
function asterisksAfter(content: string, at: number): boolean {
  const run = /\*+(?:[ \t\n]|$)/y;
  run.lastIndex = at;
  return run.test(content);
}

function asterisksBefore(content: string, at: number): boolean {
  let i = at;
  while (i > 0 && content[i - 1] === '*') i--;
  return i < at && (i === 0 || /[ \t\n]/.test(content[i - 1]!));
}

/** Parses one stretch alone and moves its text and links into `split.out`; a reason when it reads differently. */
function placeStretch(split: TextSplit, from: number, to: number): string | undefined {
  const { node, value, context, offsetOf, out } = split;
  const { content, frame } = context;
  // What follows the stretch in the page, a blank or line ending or the end of the run, is mirrored: micromark reads the end of input differently.
  const after = offsetOf(to - 1) + 1 >= content.length ? '' : AFTER;
  const paragraph = context.parse(`${value.slice(from, to)}${after}`).children;
  if (paragraph.length !== 1 || paragraph[0]!.type !== 'paragraph') return 'autolink literal';
  let cursor = from;
  for (const child of paragraph[0].children) {
    if (!child.position) return 'autolink literal';
    const start = from + child.position.start.offset!;
    const end = Math.min(from + child.position.end.offset!, to);
    if (after && start === to && child.type === 'text' && child.value === after.slice(1)) continue;
    if (start !== cursor) return 'autolink literal';
    if (child.type === 'link') {
      const label = child.children[0];
      if (
        child.children.length !== 1 ||
        label?.type !== 'text' ||
        !label.position ||
        value.slice(start, end) !== label.value
      )
        return 'autolink literal';
      if (start > split.textStart) out.push(textPiece(value, split.textStart, start, node, offsetOf, frame));
      const position = { start: placeOf(frame, offsetOf(start)), end: placeOf(frame, offsetOf(end - 1) + 1) };
      const link: Link = {
        type: 'link',
        title: null,
        url: child.url,
        children: [{ type: 'text', value: label.value, position: { ...position } }],
        position,
      };
      out.push(link);
      split.textStart = end;
    } else if (child.type !== 'text' || `${value.slice(start, end)}${end === to ? after : ''}` !== child.value)
      return 'autolink literal';
    cursor = end;
  }
  return cursor !== to ? 'autolink literal' : undefined;
}

function textPiece(
  value: string,
  start: number,
  end: number,
  node: Text,
  offsetOf: (v: number) => number,
  frame: InlineFrame,
): Text {
  const from = start === 0 ? node.position!.start : placeOf(frame, offsetOf(start));
  return {
    type: 'text',
    value: value.slice(start, end),
    position: { start: from, end: placeOf(frame, offsetOf(end - 1) + 1) },
  };
}
