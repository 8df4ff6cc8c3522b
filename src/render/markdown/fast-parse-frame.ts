import type { Point } from 'unist';

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
  /** The page source (what surrounds the run decides how micromark reads autolink literals). */
  source: string;
}

export function placeOf(frame: InlineFrame, offset: number): Point {
  let i = frame.starts.length - 1;
  while (i > 0 && frame.starts[i]! > offset) i--;
  const column = frame.columns[i]! + offset - frame.starts[i]!;
  const line = frame.lines[i]!;
  return { line, column: column + 1, offset: frame.lineOffsets[line - 1]! + column };
}
