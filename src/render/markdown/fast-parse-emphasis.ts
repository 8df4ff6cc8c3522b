import type { Delimiter, MarkdownIt, StateInline } from 'markdown-it';
import type { FastParseEnv } from './fast-parse-directives.ts';
import type { PlacedToken } from './fast-parse-inline.ts';

/** A run of `*` or `_` as micromark sees it: where it starts, its size and whether it may open or close. */
interface Run {
  marker: number;
  at: number;
  size: number;
  open: boolean;
  close: boolean;
}

const STAR = 0x2a;
const UNDERSCORE = 0x5f;

/**
 * Declines inline content whose emphasis micromark pairs differently from markdown-it. Two known
 * causes: micromark lets a run beside `~` open or close (GFM strikethrough's markers count as
 * attention markers), and its "multiple of 3" rule compares what is left of partly used runs where
 * markdown-it compares whole runs. Runs after markdown-it has paired them: micromark's pairing of
 * the same runs (its algorithm, replayed here) must use the same runs the same number of times.
 */
export function emphasisAsMicromark(md: MarkdownIt): void {
  md.inline.ruler2.after('balance_pairs', 'emphasis_as_micromark', (state) => {
    const env = state.env as FastParseEnv;
    if (env.unsupported) return false;
    const lists = [state.delimiters, ...state.tokens_meta.map((meta) => meta?.delimiters ?? [])];
    for (const list of lists) {
      if (!samePairs(list, state)) {
        env.unsupported = 'emphasis that micromark pairs differently';
        break;
      }
    }
    return false;
  });
}

function samePairs(list: readonly Delimiter[], state: StateInline): boolean {
  const runs: Run[] = [];
  const runOf: number[] = [];
  for (const d of list) {
    if (d.marker !== STAR && d.marker !== UNDERSCORE) {
      runOf.push(-1);
      continue;
    }
    const at = (state.tokens[d.token] as PlacedToken).at ?? -1;
    const last = runs[runs.length - 1];
    if (last && last.marker === d.marker && last.at === at) last.size++;
    else runs.push({ marker: d.marker, at, size: 1, ...flanking(state.src, d.marker, at, d.length ?? 1) });
    runOf.push(runs.length - 1);
  }
  if (runs.length < 2) return true;
  const theirs = new Map<string, number>();
  list.forEach((d, i) => {
    if (runOf[i]! >= 0 && d.end >= 0) {
      const key = `${runOf[i]}-${runOf[d.end]}`;
      theirs.set(key, (theirs.get(key) ?? 0) + 1);
    }
  });
  const ours = micromarkPairs(runs);
  return ours.size === theirs.size && [...ours].every(([key, n]) => theirs.get(key) === n);
}

/** micromark's classes of a character: 1 white space (or none), 2 punctuation, 0 other. */
function classOf(char: string | undefined): 0 | 1 | 2 {
  if (char === undefined || /\s/.test(char)) return 1;
  return /\p{P}|\p{S}/u.test(char) ? 2 : 0;
}

/** Whether a run may open or close, as micromark's attention construct decides (with GFM's `~` as a marker). */
function flanking(src: string, marker: number, at: number, size: number): { open: boolean; close: boolean } {
  const previous = src[at - 1];
  const next = src[at + size];
  const before = classOf(previous);
  const after = classOf(next);
  const open = after === 0 || (after === 2 && before !== 0) || next === '~';
  const close = before === 0 || (before === 2 && after !== 0) || previous === '~';
  if (marker === STAR) return { open, close };
  return { open: open && (before !== 0 || !close), close: close && (after !== 0 || !open) };
}

/**
 * micromark's resolution of attention runs: each run that may close takes the nearest earlier run
 * of its marker that may open, two markers when both have two or more left, else one; runs in
 * between are dropped; the "multiple of 3" rule looks at the markers left. Returns how many markers
 * each (opening run, closing run) pair used.
 */
function micromarkPairs(input: readonly Run[]): Map<string, number> {
  const runs = input.map((r) => ({ ...r }));
  const dropped = runs.map(() => false);
  const pairs = new Map<string, number>();
  for (let c = 0; c < runs.length; c++) {
    const closer = runs[c]!;
    if (!closer.close) continue;
    for (let o = c - 1; o >= 0 && closer.size > 0; o--) {
      const opener = runs[o]!;
      if (dropped[o] || opener.size === 0 || !opener.open || opener.marker !== closer.marker) continue;
      if ((opener.close || closer.open) && closer.size % 3 !== 0 && (opener.size + closer.size) % 3 === 0) continue;
      const use = opener.size > 1 && closer.size > 1 ? 2 : 1;
      opener.size -= use;
      closer.size -= use;
      pairs.set(`${o}-${c}`, (pairs.get(`${o}-${c}`) ?? 0) + use);
      for (let k = o + 1; k < c; k++) dropped[k] = true;
      // The same opener again while it has markers left.
      o++;
    }
  }
  return pairs;
}
