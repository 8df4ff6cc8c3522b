/**
 * Highlight and snippet values in the shape a hosted DocSearch index returns:
 * HTML-escaped text in which matched words are wrapped in the highlight tags.
 * The modal and /search split values on the tags and show the rest as text, and
 * hosted indexes return the same shape, so nothing but the tags may stay unescaped.
 */
import { WORD_SEPARATOR, normalizeTerm } from '../../shared/search-format.ts';
import { escapeHtmlAttribute } from '../../shared/html-escape.ts';

export interface HighlightTags {
  pre: string;
  post: string;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

const SPLIT = new RegExp(`(${WORD_SEPARATOR.source})`, 'u');

/** Words and the separators between them, alternating, starting with a (possibly empty) word. */
function pieces(text: string): string[] {
  return text.split(SPLIT);
}

function render(
  parts: string[],
  matched: Set<string>,
  tags: HighlightTags,
): { html: string; words: Set<string>; marked: number; total: number } {
  let html = '';
  const words = new Set<string>();
  let marked = 0;
  let total = 0;
  parts.forEach((part, i) => {
    if (i % 2 === 1 || part === '') {
      html += escapeHtmlAttribute(part);
      return;
    }
    total++;
    const term = normalizeTerm(part);
    if (matched.has(term) || matched.has(part.toLowerCase())) {
      marked++;
      words.add(part.toLowerCase());
      html += tags.pre + escapeHtmlAttribute(part) + tags.post;
    } else html += escapeHtmlAttribute(part);
  });
  return { html, words, marked, total };
}

/** Level from how many of the query's words were found in this attribute. */
function levelOf(found: number, queryWords: number): MatchLevel {
  if (found === 0) return 'none';
  return found >= queryWords ? 'full' : 'partial';
}

/**
 * The whole text with every word whose index term is in `matched` highlighted.
 * `queryWords` is the number of words in the query, for the match level.
 */
export function highlight(
  text: string,
  matched: ReadonlySet<string>,
  queryWords: number,
  tags: HighlightTags,
): HighlightResult {
  const r = render(pieces(text), new Set(matched), tags);
  return {
    value: r.html,
    matchLevel: levelOf(r.words.size, queryWords),
    matchedWords: [...r.words],
    fullyHighlighted: r.total > 0 && r.marked === r.total,
  };
}

/**
 * At most `words` words of the text around the first match, with ellipses
 * where text was cut, as a hosted index computes `attribute:words` snippets.
 */
export function snippet(
  text: string,
  matched: ReadonlySet<string>,
  queryWords: number,
  words: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const parts = pieces(text);
  const wordAt: number[] = [];
  parts.forEach((p, i) => {
    if (i % 2 === 0 && p !== '') wordAt.push(i);
  });
  const set = new Set(matched);
  const first = wordAt.findIndex((i) => set.has(normalizeTerm(parts[i]!)) || set.has(parts[i]!.toLowerCase()));
  const count = Math.max(1, words);
  // Keep a little context before the first match, but never start past the point where the window would run short.
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - Math.floor(count / 4), wordAt.length - count));
  const end = Math.min(wordAt.length, start + count);
  if (wordAt.length === 0) return { value: escapeHtmlAttribute(text), matchLevel: 'none' };
  const from = wordAt[start]!;
  const to = wordAt[end - 1]!;
  const r = render(parts.slice(from, to + 1), set, tags);
  const value = `${start > 0 ? ellipsis : ''}${r.html}${end < wordAt.length ? ellipsis : ''}`;
  return { value, matchLevel: levelOf(r.words.size, queryWords) };
}
