import { closesFence, fenceOpening, fenceSpans } from './code-fences.ts';

/**
 * Line-preserving rewrites before MDX parsing, for what Docusaurus 3 accepts in MDX files
 * (its `mdx1Compat` defaults): `<!-- comments -->` become `{/* comments *\/}`, which MDX can
 * parse, and a heading's explicit id (`## Setup {#setup}`) is escaped so MDX reads it as text,
 * not an expression; the heading-id step then takes it off. Code, fenced or inline, is left alone.
 */
export function preprocessMdx(source: string): string {
  const unwrapped = source.includes('mdx-code-block') ? unwrapMdxCodeBlocks(source) : source;
  const withIds = unwrapped.includes('{#') ? escapeHeadingIds(unwrapped) : unwrapped;
  return withIds.includes('<!--') ? rewriteComments(withIds) : withIds;
}

/** A fence opening an `mdx-code-block`: its content is MDX of the page (Docusaurus unwraps it). */
export const MDX_CODE_BLOCK = /^[ \t]*(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*\r?$/m;

/**
 * ```` ```mdx-code-block ```` fences lose their fence lines (kept as empty lines), so what they
 * hold (an `export`, JSX that a markdown editor would mangle) is part of the page, as in Docusaurus.
 */
function unwrapMdxCodeBlocks(source: string): string {
  const lines = source.split('\n');
  let fence: { run: string; unwrap: boolean } | undefined;
  for (let n = 0; n < lines.length; n++) {
    const text = lines[n]!;
    if (fence) {
      const t = text.trim();
      if (t.startsWith(fence.run) && /^(`+|~+)$/.test(t)) {
        if (fence.unwrap) lines[n] = '';
        fence = undefined;
      }
      continue;
    }
    const open = /^[ \t]*(`{3,}|~{3,})/.exec(text);
    if (!open) continue;
    const unwrap = new RegExp(MDX_CODE_BLOCK.source).test(text);
    fence = { run: open[1]!, unwrap };
    if (unwrap) lines[n] = '';
  }
  return lines.join('\n');
}

/** `## Title {#id}` → `## Title \{#id}` on heading lines outside fenced code. */
function escapeHeadingIds(source: string): string {
  const lines = source.split('\n');
  const fences = fenceSpans(lines);
  for (let n = 0; n < lines.length; n++) {
    const closing = fences.get(n);
    if (closing !== undefined) {
      n = closing;
      continue;
    }
    const text = lines[n]!;
    const m = HEADING_ID.exec(text);
    if (m) lines[n] = `${text.slice(0, m.index + m[1]!.length)}\\${text.slice(m.index + m[1]!.length)}`;
  }
  return lines.join('\n');
}

/** An ATX heading line ending in an explicit id; group 1 runs up to the `{`. */
const HEADING_ID = /^([ \t]*#{1,6}[ \t].*?[^\\])\{#[^\s{}]+\}[ \t]*\r?$/;

/**
 * One left-to-right scan: code (fenced or inline) outside a comment is kept as it is, and a
 * comment runs to its `-->` even across a fence inside it (a commented-out code block). At each
 * place the first that applies wins: a fence (at a line start, up to the next line that only
 * holds a fence), an inline code span (to the next backtick on the line), a comment. Written as a
 * scan, not a regular expression, so long backtick runs and unclosed fences stay linear.
 */
function rewriteComments(source: string): string {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineEnd = (line: number) => (line + 1 < lineStarts.length ? lineStarts[line + 1]! - 1 : source.length);
  let out = '';
  let kept = 0;
  let line = 0;
  let commentsCanClose = true;
  for (let i = 0; i < source.length;) {
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= i) line++;
    const opening = i === lineStarts[line] ? fenceOpening(source, i, lineEnd(line)) : undefined;
    if (opening) {
      // To the line that closes this fence (same mark, as long or longer), or the end: as mdx-js reads it.
      let closing = line + 1;
      while (closing < lineStarts.length && !closesFence(source, lineStarts[closing]!, lineEnd(closing), opening))
        closing++;
      i = closing < lineStarts.length ? lineEnd(closing) : source.length;
      continue;
    }
    const c = source[i];
    if (c === '`') {
      const close = nextOnLine(source, i + 1, '`');
      if (close >= 0) {
        i = close + 1;
        continue;
      }
    } else if (c === '<' && commentsCanClose && source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4);
      if (end >= 0) {
        out += `${source.slice(kept, i)}{/*${source.slice(i + 4, end).replace(/\*\//g, '*\\/')}*/}`;
        i = kept = end + 3;
        continue;
      }
      // No `-->` after here: no later comment can close either.
      commentsCanClose = false;
    }
    i++;
  }
  return out + source.slice(kept);
}

/** Index of `ch` after `from` on the same line, or -1. */
function nextOnLine(source: string, from: number, ch: string): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === ch) return i;
    if (source[i] === '\n') return -1;
  }
  return -1;
}
