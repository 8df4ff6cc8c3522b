import markdownIt, { type MarkdownIt, type StateInline, type Token } from 'markdown-it';
import type {
  AlignType,
  BlockContent,
  Code,
  Definition,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Point, Position } from 'unist';
import { directiveContainers, type DirectiveMeta, type FastParseEnv } from './fast-parse-directives.ts';
import { indentAfterQuote, unsupportedSyntax, unsupportedTokens } from './fast-parse-eligible.ts';
import { emphasisAsMicromark } from './fast-parse-emphasis.ts';
import { htmlBlockNode } from './fast-parse-html-block.ts';
import { placeOf, type InlineFrame } from './fast-parse-frame.ts';
import { toPhrasing, type PlacedToken } from './fast-parse-inline.ts';
import {
  cellFrame,
  countCells,
  escapedBackslashBeforePipe,
  escapedPipeReadAsWritten,
  keptBlanks,
} from './fast-parse-table.ts';
import { definitionNodes, trackReferences } from './fast-parse-references.ts';

/**
 * A second markdown parser for plain pages: markdown-it, several times faster than micromark, with
 * its tokens turned into the very mdast tree `remark-parse` + `remark-gfm` + the block directives
 * build (node types, values, urls, lines; columns of links and images). Parsing was about a third
 * of a cold build's CPU. GFM autolink literals are found by micromark in the few text stretches
 * that may hold one. A page it cannot provably mirror (raw HTML, footnotes, definitions, leaf or
 * nested-in-quote directives…) gets the reason, and
 * micromark parses it as before. The differential test holds the two trees equal.
 */
export type FastParse = { tree: Root; references?: References } | { unsupported: string; references?: References };

/** markdown-it's definitions of a page (normalized label → destination), to resolve references in another part of it. */
export type References = NonNullable<FastParseEnv['references']>;

export function createFastParser(): (source: string, references?: References) => FastParse {
  const md = new markdownIt('default', { html: true, linkify: false, typographer: false });
  // mdast keeps destinations as written (decoded); mdast-util-to-hast normalizes them later.
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (url) => url;
  md.validateLink = () => true;
  md.use(directiveContainers);
  trackInlineOffsets(md);
  trackReferences(md);
  md.use(emphasisAsMicromark);
  // For the few stretches of text with GFM autolink literals: micromark finds them, as it would in the whole page.
  const micromark = unified().use(remarkParse).use(remarkGfm).freeze();
  const micromarkParse = (markdown: string): Root => micromark.parse(markdown);
  return function fastParse(source, references) {
    const scan = unsupportedSyntax(source);
    if (scan) return { unsupported: scan };
    const env: FastParseEnv = { micromarkParse };
    if (references) env.references = { ...references };
    const tokens = md.parse(source, env);
    if (env.unsupported) return { references: env.references, unsupported: env.unsupported };
    if (indentAfterQuote(source, tokens))
      return { references: env.references, unsupported: 'indented line after a quote' };
    const shape = unsupportedTokens(tokens);
    if (shape) return { references: env.references, unsupported: shape };
    const lines = new Lines(source);
    const definitions = definitionNodes(source, env, (n) => lines.text(n), lines.offsets.length, lines.offsets);
    if (typeof definitions === 'string') return { references: env.references, unsupported: definitions };
    const blocks = new Converter(md, tokens, lines, env).blocks(0, tokens.length);
    if (!blocks || env.unsupported) return { references: env.references, unsupported: env.unsupported ?? 'unknown' };
    const children = definitions.length ? withDefinitions(blocks, definitions) : blocks;
    if (!children) return { references: env.references, unsupported: 'link reference definition in a container' };
    return {
      references: env.references,
      tree: {
        type: 'root',
        children: children as RootContent[],
        position: { start: { line: 1, column: 1, offset: 0 }, end: lines.pointAt(source.length) },
      },
    };
  };
}

/** Top-level blocks with the definitions put in by line; undefined when a definition falls inside a block. */
function withDefinitions(blocks: Node[], definitions: Definition[]): Node[] | undefined {
  const out: Node[] = [];
  let d = 0;
  for (const block of blocks) {
    for (; d < definitions.length && definitions[d]!.position!.start.line < block.position.start.line; d++)
      out.push(definitions[d] as Node);
    if (d < definitions.length && definitions[d]!.position!.start.line <= block.position.end.line) return undefined;
    out.push(block);
  }
  for (; d < definitions.length; d++) out.push(definitions[d] as Node);
  return out;
}

/** Records on each inline token the offset where it starts (markdown-it keeps none); links and images need exact columns. */
function trackInlineOffsets(md: MarkdownIt): void {
  const Base: typeof StateInline = md.inline.State;
  md.inline.State = class extends Base {
    override pushPending() {
      const start = this.pos - this.pending.length;
      const token = super.pushPending() as PlacedToken;
      token.at = start;
      return token;
    }
    override push(type: string, tag: string, nesting: Token['nesting']) {
      const token = super.push(type, tag, nesting) as PlacedToken;
      token.at ??= this.pos;
      return token;
    }
  };
  // markdown-it's own joins keep a run of text tokens in its last token; these keep where the run starts.
  md.inline.ruler2.at('fragments_join', (state) => joinTextRuns(state.tokens));
  md.core.ruler.at('text_join', (state) => {
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      for (const token of block.children) if (token.type === 'text_special') token.type = 'text';
      joinTextRuns(block.children);
    }
  });
}

/** Adjacent text tokens merged into one, which starts where the first did; nesting levels renumbered as markdown-it does. */
function joinTextRuns(tokens: Token[]): void {
  let level = 0;
  let kept = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.nesting < 0) level--;
    token.level = level;
    if (token.nesting > 0) level++;
    const next = tokens[i + 1];
    if (token.type === 'text' && next?.type === 'text') {
      // What is left of a delimiter run that became emphasis is empty and may start elsewhere.
      if (token.content === '') continue;
      next.content = token.content + next.content;
      (next as PlacedToken).at = (token as PlacedToken).at;
    } else tokens[kept++] = token;
  }
  tokens.length = kept;
}

class Lines {
  readonly offsets: number[] = [0];
  constructor(readonly source: string) {
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.offsets.push(i + 1);
  }
  /** Text of 0-based line `n` without its line ending. */
  text(n: number): string {
    const end = n + 1 < this.offsets.length ? this.offsets[n + 1]! - 1 : this.source.length;
    return this.source.slice(this.offsets[n], end);
  }
  pointAt(offset: number): Point {
    let lo = 0;
    let hi = this.offsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.offsets[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.offsets[lo]! + 1, offset };
  }
  /** First non-blank character of 0-based line `n`. */
  lineStart(n: number): Point {
    const text = this.text(n);
    const column = text.length - text.trimStart().length;
    return { line: n + 1, column: column + 1, offset: this.offsets[n]! + column };
  }
  /** End of 0-based line `n`'s text, trailing blanks excluded. */
  lineEnd(n: number, keepTrailing = false): Point {
    const text = this.text(n);
    const column = keepTrailing ? text.length : text.trimEnd().length;
    return { line: n + 1, column: column + 1, offset: this.offsets[n]! + column };
  }
}

type Node = RootContent & { position: Position };
type Placed<T> = T & { position: Position };

class Converter {
  constructor(
    private readonly md: MarkdownIt,
    private readonly tokens: Token[],
    private readonly lines: Lines,
    private readonly env: FastParseEnv,
  ) {}

  /** Block tokens [from, to) at one nesting level → mdast nodes; undefined when unsupported. */
  blocks(from: number, to: number): Node[] | undefined {
    const out: Node[] = [];
    for (let i = from; i < to;) {
      const t = this.tokens[i]!;
      const close = t.nesting === 1 ? this.closing(i) : i;
      const node = this.block(t, i, close);
      if (!node) return undefined;
      out.push(node);
      i = close + 1;
    }
    return out;
  }

  private closing(open: number): number {
    let depth = 0;
    for (let i = open; i < this.tokens.length; i++) {
      depth += this.tokens[i]!.nesting;
      if (depth === 0) return i;
    }
    return this.tokens.length - 1;
  }

  private block(t: Token, i: number, close: number): Node | undefined {
    const map = t.map!;
    switch (t.type) {
      case 'paragraph_open':
        return this.paragraph(i, map);
      case 'heading_open':
        return this.heading(t, i, map);
      case 'blockquote_open':
        return this.blockquote(i, close, map);
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(t, i, close);
      case 'fence':
        // An unclosed fence runs to the end of its container; micromark places that end differently.
        if (!this.closesFence(t)) return unsupported(this.env, 'unclosed code fence');
        // markdown-it splits the language off at any Unicode blank, micromark only at a space or tab.
        if (/[^\S \t]/.test(t.info)) return unsupported(this.env, 'Unicode blank in a code fence info');
        return this.code(t);
      case 'code_block':
        return this.indentedCode(t);
      case 'hr':
        return {
          type: 'thematicBreak',
          position: { start: this.lines.lineStart(map[0]), end: this.lines.lineEnd(map[0]) },
        };
      case 'table_open':
        return this.table(i, close);
      case 'directive_open':
        return this.directive(t, i, close);
      case 'html_block':
        return this.htmlBlock(t, i);
      default:
        this.env.unsupported ??= t.type;
        return undefined;
    }
  }

  private paragraph(i: number, map: [number, number]): Node | undefined {
    const inline = this.tokens[i + 1]!;
    if (hasDelimiterRow(inline.content)) return unsupported(this.env, 'table delimiter row in a paragraph');
    const frame = this.paragraphFrame(inline.content, map[0], map[1]);
    // A code span over a lazy line (indented less than the paragraph's first line) keeps that line's indent in micromark.
    if (inline.content.includes('`') && frame.columns.some((c) => c < frame.columns[0]!))
      return unsupported(this.env, 'code span over a lazy line');
    const children = this.phrasing(inline, frame);
    if (!children) return undefined;
    return {
      type: 'paragraph',
      children,
      position: { start: placeOf(frame, 0), end: placeOf(frame, inline.content.length) },
    };
  }

  private heading(t: Token, i: number, map: [number, number]): Node | undefined {
    const inline = this.tokens[i + 1]!;
    const setext = t.markup === '=' || t.markup === '-';
    if (setext && hasDelimiterRow(inline.content))
      return unsupported(this.env, 'table delimiter row in a setext heading');
    const frame = setext
      ? this.paragraphFrame(inline.content, map[0], map[1] - 1)
      : this.atxFrame(inline.content, map[0]);
    const children = this.phrasing(inline, frame);
    if (!children) return undefined;
    const depth = Number(t.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6;
    return {
      type: 'heading',
      depth,
      children,
      position: { start: this.lines.lineStart(map[0]), end: this.lines.lineEnd(map[1] - 1) },
    };
  }

  private blockquote(i: number, close: number, map: [number, number]): Node | undefined {
    const children = this.blocks(i + 1, close);
    if (!children) return undefined;
    // micromark ends such a list on the quote's blank `>` line after it.
    if (children.slice(0, -1).some((c) => c.type === 'list')) return unsupported(this.env, 'list inside a quote');
    // micromark ends a nested quote on the next line when a list follows it in the outer quote.
    if (children.some((c, k) => c.type === 'blockquote' && children[k + 1]?.type === 'list'))
      return unsupported(this.env, 'list right after a nested quote');
    // A bare `>` line that ends the quote belongs to it in micromark's tree; markdown-it's map also holds the blank lines after.
    const depth = (n: number): number => (this.lines.text(n).match(/>/g) ?? []).length;
    const isBare = (n: number): boolean => /^[ \t>]*>[ \t]*$/.test(this.lines.text(n));
    let nesting = 1;
    for (let k = 0; k < i; k++) if (this.tokens[k]!.type.startsWith('blockquote_')) nesting += this.tokens[k]!.nesting;
    // Blank lines and bare lines of outer quotes only (markdown-it's map holds them) are not this quote's.
    let last = map[1] - 1;
    while (last > map[0] && (this.lines.text(last).trim() === '' || (isBare(last) && depth(last) < nesting))) last--;
    const bare = isBare(last) && depth(last) >= nesting;
    // micromark's list runs on over the bare `>` lines that end its quote.
    // micromark also ends a nested quote's last list on the outer quote's next line.
    if ((bare || nesting > 1) && children[children.length - 1]?.type === 'list')
      return unsupported(this.env, 'list before a bare quote line');
    const end = bare ? this.lines.lineEnd(last) : this.endOf(children, map);
    return {
      type: 'blockquote',
      children: children as BlockContent[],
      position: { start: this.lines.lineStart(map[0]), end },
    };
  }

  private htmlBlock(t: Token, i: number): Node | undefined {
    let quoted = false;
    for (let k = 0, depth = 0; k < i; k++)
      if (this.tokens[k]!.type.startsWith('blockquote_')) quoted = (depth += this.tokens[k]!.nesting) > 0;
    const node = htmlBlockNode({
      content: t.content,
      map: t.map!,
      line: (n) => this.lines.text(n),
      lineCount: this.lines.offsets.length,
      lineOffsets: this.lines.offsets,
      quoted,
    });
    return typeof node === 'string' ? unsupported(this.env, node) : node;
  }

  private indentedCode(t: Token): Node | undefined {
    // micromark keeps indented code going over blank lines up to one of four or more blanks.
    let next = t.map![1];
    while (next < this.lines.offsets.length && /^[ \t>]*$/.test(this.lines.text(next))) {
      if (/[ \t]{4}[ \t]*$/.test(this.lines.text(next).replace(/\t/g, '    ')))
        return unsupported(this.env, 'blank line of four or more blanks after indented code');
      next++;
    }
    return this.code(t);
  }

  private phrasing(inline: Token, frame: InlineFrame): PhrasingContent[] | undefined {
    return toPhrasing((inline.children ?? []) as PlacedToken[], inline.content, frame, this.env);
  }

  /**
   * Paragraph text is the block's lines with their container prefixes cut and the whole trimmed, so
   * each content line is the end of its source line (the last one before trailing blanks).
   */
  private paragraphFrame(content: string, first: number, end: number): InlineFrame {
    const frame: InlineFrame = {
      starts: [],
      lines: [],
      columns: [],
      lineOffsets: this.lines.offsets,
      source: this.lines.source,
    };
    let start = 0;
    for (let n = first; n < end; n++) {
      const nl = content.indexOf('\n', start);
      const length = (nl === -1 ? content.length : nl) - start;
      const text = this.lines.text(n);
      const visible = nl === -1 ? text.trimEnd().length : text.length;
      frame.starts.push(start);
      frame.lines.push(n + 1);
      frame.columns.push(visible - length);
      if (nl === -1) break;
      start = nl + 1;
    }
    return frame;
  }

  private atxFrame(content: string, line: number): InlineFrame {
    const text = this.lines.text(line);
    const hashes = /^\s*#+/.exec(text)?.[0].length ?? 0;
    const column = content ? text.indexOf(content, hashes) : hashes;
    return {
      starts: [0],
      lines: [line + 1],
      columns: [column],
      lineOffsets: this.lines.offsets,
      source: this.lines.source,
    };
  }

  /** Where a container ends: its last child's end, or its own first line when empty. */
  private endOf(children: Node[], map: [number, number]): Point {
    return children.length > 0 ? children[children.length - 1]!.position.end : this.lines.lineEnd(map[0]);
  }

  private closesFence(t: Token): boolean {
    const [first, end] = t.map!;
    const last = /^[ \t>]*(`{3,}|~{3,})[ \t]*$/.exec(this.lines.text(end - 1))?.[1] ?? '';
    // A closed fence's content is the lines between opener and closer, each with its line ending; an
    // unclosed one also holds its last line (a fence-like line indented four or more closes nothing).
    const contentLines = t.content.split('\n').length - 1;
    return (
      end - first >= 2 && last.length >= t.markup.length && last[0] === t.markup[0] && contentLines === end - first - 2
    );
  }

  private code(t: Token): Placed<Code> {
    const map = t.map!;
    const value = t.content.endsWith('\n') ? t.content.slice(0, -1) : t.content;
    const raw = t.type === 'fence' ? this.md.utils.unescapeAll(t.info) : '';
    const info = raw.trim();
    const space = info.search(/\s/);
    const lang = info ? (space === -1 ? info : info.slice(0, space)) : null;
    // micromark keeps the blanks that end the opening line in the meta.
    const meta = info && space !== -1 ? raw.trimStart().slice(space).trimStart() || null : null;
    let last = map[1] - 1;
    while (last > map[0] && this.lines.text(last).trim() === '') last--;
    return {
      type: 'code',
      lang,
      meta,
      value,
      position: { start: this.lines.lineStart(map[0]), end: this.lines.lineEnd(last, true) },
    };
  }

  /**
   * mdast-util-from-markdown's spread: a list is spread when a blank line separates two items; an
   * item when a blank line separates two of its own blocks.
   */
  private list(t: Token, i: number, close: number): Placed<List> | undefined {
    const items: (ListItem & { position: Position })[] = [];
    let spread = false;
    let previousEnd = -1;
    for (let j = i + 1; j < close;) {
      const itemOpen = this.tokens[j]!;
      const itemClose = this.closing(j);
      const children = this.blocks(j + 1, itemClose);
      if (!children) return undefined;
      const itemMap = itemOpen.map!;
      let itemSpread = false;
      for (let k = 1; k < children.length; k++)
        if (children[k]!.position.start.line > children[k - 1]!.position.end.line + 1) itemSpread = true;
      const start = this.lines.lineStart(itemMap[0]);
      if (previousEnd >= 0 && start.line > previousEnd + 1) spread = true;
      const end = this.endOf(children, itemMap);
      const checked = this.taskCheck(children, itemMap[0]);
      if (checked === undefined) return undefined;
      items.push({
        type: 'listItem',
        spread: itemSpread,
        checked,
        children: children as BlockContent[],
        position: { start, end },
      });
      previousEnd = end.line;
      j = itemClose + 1;
    }
    const ordered = t.type === 'ordered_list_open';
    const start = ordered ? Number(t.attrGet('start') ?? 1) : null;
    return {
      type: 'list',
      ordered,
      start,
      spread,
      children: items,
      position: { start: items[0]!.position.start, end: items[items.length - 1]!.position.end },
    };
  }

  /**
   * GFM task list items (`- [x] done`), as mdast-util-gfm-task-list-item shapes them: the box and
   * one blank after it leave the first paragraph's text. A box with nothing after it on its line is
   * declined (micromark then joins the next line in ways not mirrored here).
   */
  private taskCheck(children: Node[], firstLine: number): boolean | null | undefined {
    const first = children[0];
    if (first?.type !== 'paragraph' || first.position.start.line !== firstLine + 1) return null;
    const head = first.children[0];
    if (head?.type !== 'text') return null;
    const box = /^\[([ xX])\](?=[ \t\n]|$)/.exec(head.value);
    if (!box) return null;
    const rest = head.value.slice(3);
    const textFollows = /^[ \t]+[^\s]/.test(rest) || (/^[ \t]+$/.test(rest) && first.children.length > 1);
    if (!textFollows) return unsupported(this.env, 'task list item without text');
    head.value = head.value.slice(4);
    const start = {
      ...head.position!.start,
      column: head.position!.start.column + 4,
      offset: head.position!.start.offset! + 4,
    };
    if (head.value === '') first.children.shift();
    else head.position!.start = start;
    first.position.start = { ...start };
    return box[1] !== ' ';
  }

  private table(i: number, close: number): Placed<Table> | undefined {
    // micromark needs a pipe in the delimiter row (`| a` over `---` is a setext heading there).
    if (!this.lines.text(this.tokens[i]!.map![0] + 1).includes('|'))
      return unsupported(this.env, 'table delimiter row without a pipe');
    // A head shaped like a delimiter row may be the delimiter row of the line above in micromark.
    if (/^[ \t>]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-*:?[ \t]*)*$/.test(this.lines.text(this.tokens[i]!.map![0])))
      return unsupported(this.env, 'table head shaped like a delimiter row');
    const align: AlignType[] = [];
    const rows: TableRow[] = [];
    for (let j = i + 1; j < close; j++) {
      const t = this.tokens[j]!;
      if (t.type !== 'tr_open') continue;
      const line = t.map![0];
      const text = this.lines.text(line);
      if (escapedBackslashBeforePipe(text)) return unsupported(this.env, 'escaped pipe in table');
      // A row opening with `<` may start raw HTML in micromark, which tries it before a table row.
      if (/^[ \t>]*</.test(text)) return unsupported(this.env, 'table row opening with <');
      // markdown-it trims cells of any Unicode blank, micromark only of spaces and tabs.
      const blanks = /\|[ \t]*[^\S \t]|[^\S \t][ \t]*\|/.test(text);
      const cells: TableCell[] = [];
      let cursor = 0;
      const rowClose = this.closing(j);
      for (let k = j + 1; k < rowClose; k++) {
        const cell = this.tokens[k]!;
        if (cell.type !== 'th_open' && cell.type !== 'td_open') continue;
        if (cell.type === 'th_open')
          align.push((/text-align:(\w+)/.exec(String(cell.attrGet('style') ?? ''))?.[1] ?? null) as AlignType);
        const placed = this.tableCell(this.tokens[k + 1]!, text, line, cursor, blanks);
        if (!placed) return undefined;
        cells.push(placed.cell);
        cursor = placed.cursor;
      }
      // markdown-it pads short rows with empty cells; GFM's tree keeps only the written ones.
      const written = countCells(text);
      if (cells.length > written && cells.slice(written).every((c) => c.children.length === 0)) cells.length = written;
      if (cells.length !== written) return unsupported(this.env, 'ragged table row');
      rows.push({
        type: 'tableRow',
        children: cells,
        position: { start: this.lines.lineStart(line), end: this.lines.lineEnd(line) },
      });
      j = rowClose;
    }
    const map = this.tokens[i]!.map!;
    return {
      type: 'table',
      align,
      children: rows,
      position: { start: this.lines.lineStart(map[0]), end: this.lines.lineEnd(map[1] - 1) },
    };
  }

  /** One cell of a table row, and where the next one's search starts; undefined when declined. */
  private tableCell(
    token: Token,
    text: string,
    line: number,
    cursor: number,
    blanks: boolean,
  ): { cell: TableCell; cursor: number } | undefined {
    let inline = token;
    const pipe = text.indexOf('|', cursor);
    const written = inline.content.replaceAll('|', '\\|');
    let column = written ? text.indexOf(written, cursor) : cursor;
    if (column === -1) return unsupported(this.env, 'table cell');
    if (!escapedPipeReadAsWritten(inline)) return unsupported(this.env, 'escaped pipe in table');
    // An empty cell's edges are not known here (its search starts before its pipe).
    const kept = !blanks
      ? { lead: '', trail: '' }
      : written
        ? keptBlanks(text, column, column + written.length)
        : undefined;
    if (!kept || ((kept.lead || kept.trail) && inline.content.includes('|')))
      return unsupported(this.env, 'Unicode blank at a table cell edge');
    if (kept.lead || kept.trail) {
      // micromark keeps them as text: read the cell again with them.
      [inline] = this.md.parseInline(`${kept.lead}${inline.content}${kept.trail}`, this.env) as [Token];
      column -= kept.lead.length;
    }
    const frame = cellFrame(inline.content, line, column, {
      lineOffsets: this.lines.offsets,
      source: this.lines.source,
    });
    const children = this.phrasing(inline, frame);
    if (!children) return undefined;
    const cell: TableCell = {
      type: 'tableCell',
      children,
      position: { start: placeOf(frame, 0), end: placeOf(frame, inline.content.length) },
    };
    return { cell, cursor: Math.max(column + kept.lead.length + written.length, pipe + 1) };
  }

  private directive(t: Token, i: number, close: number): Placed<ContainerDirective> | undefined {
    const meta = t.meta as unknown as DirectiveMeta;
    const map = t.map!;
    const body = this.blocks(i + 1, close);
    if (!body) return undefined;
    const children: Node[] = [];
    if (meta.label) {
      const frame: InlineFrame = {
        starts: [0],
        lines: [map[0] + 1],
        columns: [meta.label.column],
        lineOffsets: this.lines.offsets,
        source: this.lines.source,
      };
      // The label is inline markdown of its own.
      const [inline] = this.md.parseInline(meta.label.text, this.env);
      const labelChildren = toPhrasing((inline?.children ?? []) as PlacedToken[], meta.label.text, frame, this.env);
      if (!labelChildren) return undefined;
      const paragraph: Paragraph & { position: Position } = {
        type: 'paragraph',
        data: { directiveLabel: true } as Paragraph['data'],
        children: labelChildren,
        position: { start: placeOf(frame, -1), end: placeOf(frame, meta.label.text.length + 1) },
      };
      children.push(paragraph);
    }
    children.push(...body);
    return {
      type: 'containerDirective',
      name: meta.name,
      attributes: meta.attributes,
      children: children as ContainerDirective['children'],
      position: { start: this.lines.lineStart(map[0]), end: this.lines.lineEnd(map[1] - 1, true) },
    };
  }
}

/** A one-column delimiter row under a line without pipes: a table in micromark, paragraph text in markdown-it. */
function hasDelimiterRow(content: string): boolean {
  return /\n[ \t]*\|?[ \t]*:?-+:?[ \t]*\|?[ \t]*(?:\n|$)/.test(content) && /\n[ \t]*\|?[ \t:-]*\|/.test(content);
}

function unsupported(env: FastParseEnv, what: string): undefined {
  env.unsupported ??= what;
  return undefined;
}
