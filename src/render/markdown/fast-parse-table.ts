import type { Token } from 'markdown-it';
import type { InlineFrame } from './fast-parse-frame.ts';

/**
 * Table cells in the markdown fast path: where a cell's inline content sits in its source row, for the
 * shapes where markdown-it's cell text differs from what micromark reads.
 */

/** A row written with `\|`: markdown-it splits `\\|` as an escaped pipe, micromark as an escaped backslash and a divider. */
export function escapedBackslashBeforePipe(row: string): boolean {
  return row.includes('\\|') && row.includes('\\\\');
}

// Tokens whose text both parsers take from the cell as markdown-it gives it (code keeps `|` for `\|` in GFM tables too).
const READ_AS_TEXT = new Set([
  'text',
  'code_inline',
  'em_open',
  'em_close',
  'strong_open',
  'strong_close',
  's_open',
  's_close',
]);

/**
 * markdown-it's cell text has `|` for each `\|` written. Taken only where the cell holds text, code and emphasis,
 * and its text nothing that may be read from the source as written (autolink literals, brackets, entities): raw
 * HTML, autolinks and link destinations keep the backslash in micromark.
 */
export function escapedPipeReadAsWritten(inline: Token): boolean {
  if (!inline.content.includes('|')) return true;
  return (inline.children ?? []).every(
    (c) => READ_AS_TEXT.has(c.type) && (c.type !== 'text' || !/[[\]!<@:&\\]|www\./i.test(c.content)),
  );
}

/**
 * A cell's frame: content offsets map one to one onto the row, except that each `|` of the content was written
 * `\|`, so the source runs one column further on after each.
 */
export function cellFrame(
  content: string,
  line: number,
  column: number,
  base: Omit<InlineFrame, 'starts' | 'lines' | 'columns'>,
): InlineFrame {
  const frame: InlineFrame = { starts: [0], lines: [line + 1], columns: [column], ...base };
  let shift = 0;
  for (let at = content.indexOf('|'); at !== -1; at = content.indexOf('|', at + 1)) {
    shift++;
    frame.starts.push(at + 1);
    frame.lines.push(line + 1);
    frame.columns.push(column + at + 1 + shift);
  }
  return frame;
}

/**
 * The Unicode blanks (no-break spaces and the like) markdown-it trimmed off a cell and micromark keeps: the
 * row's text between the cell's pipes and its written content, past spaces and tabs (both empty when there
 * are none). Undefined when that text is not all blank (a first cell after a quote marker).
 */
export function keptBlanks(row: string, column: number, end: number): { lead: string; trail: string } | undefined {
  const open = row.lastIndexOf('|', column - 1);
  const close = row.indexOf('|', end);
  const lead = row.slice(open + 1, column).replace(/^[ \t]+/, '');
  const trail = (close === -1 ? row.slice(end) : row.slice(end, close)).replace(/[ \t]+$/, '');
  if (lead === '' && trail === '') return { lead, trail };
  return /^\s*$/.test(lead + trail) ? { lead, trail } : undefined;
}

/** Cells written in a table row: the pipes between them, outer and escaped pipes excepted. */
export function countCells(row: string): number {
  let text = row.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|')) text = text.slice(0, -1);
  return text.split(/(?<!\\)\|/).length;
}
