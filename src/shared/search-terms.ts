/**
 * How text becomes search terms, the same at build time (indexing) and in the browser (queries
 * and highlighting): words split on spaces and punctuation, identifiers also kept whole
 * (`BASE_PATH` is `base`, `path` and `basepath`), lower case, common English stop words
 * dropped, and English suffixes stemmed so `contribute` finds "Contributions".
 * Pure string code: no Node, no DOM.
 */

/** Word separators: spaces and punctuation (as MiniSearch's default tokenizer). */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

/** Identifier-like runs (`BASE_PATH`, `redis-cli`, `dbmeta.json`) that are also indexed joined. */
const COMPOUND = /[\p{L}\p{N}]+(?:[_\-.][\p{L}\p{N}]+)+/gu;

/** Words that carry no meaning in a docs query ("how to protect a folder with a password"). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can do does for from how i in into is it its me my of on or so than that the their then there these this ' +
    'to was we what when where which who why will with you your should would could get use using want need there one'
  ).split(' '),
);

/**
 * Generic verbs of a docs question ("how to enable https", "change the date format"): they say what
 * the reader wants to do, not which topic, and the page that answers often words it differently
 * (a table of true/false options). They still score, but a page lacking them is not ranked down
 * as one that misses part of the query.
 */
const INTENT_WORDS = 'enable disable turn switch change set setting make show configure add remove allow let'.split(
  ' ',
);

let intentStems: Set<string> | undefined;

/** Whether a query word is one of INTENT_WORDS (in any inflection). */
export function isIntentWord(word: string): boolean {
  intentStems ??= new Set(INTENT_WORDS.map((w) => stem(w)));
  return intentStems.has(stem(word.toLowerCase()));
}

/**
 * Words a reader types for a topic the docs name differently: each group's words stand for one
 * another in a query, at SYNONYM_WEIGHT of an exact match (so a page using the reader's own word
 * still ranks first). Kept small and general: only pairs that mean the same in any docs site.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['fast', 'faster', 'speed', 'performance', 'slow'],
  ['folder', 'directory'],
  ['https', 'tls', 'ssl', 'certificate'],
];

/** Weight of a synonym's match against the word as typed. */
export const SYNONYM_WEIGHT = 0.6;

let synonymTable: Map<string, string[]> | undefined;

/** Stems that stand for `stem` in a query (from SYNONYM_GROUPS), without itself. */
export function synonymsOf(stemmed: string): string[] {
  if (!synonymTable) {
    synonymTable = new Map();
    for (const group of SYNONYM_GROUPS) {
      const stems = [...new Set(group.map((w) => stem(w)))];
      for (const s of stems)
        synonymTable.set(s, [...new Set([...(synonymTable.get(s) ?? []), ...stems.filter((o) => o !== s)])]);
    }
  }
  return synonymTable.get(stemmed) ?? [];
}

/** The scheme of a URL (`https://`): not a word of the text, and on every page that links out. */
const URL_SCHEME = /\b[a-z][a-z0-9+.-]*:\/\//giu;

/** Words of `text` plus the joined form of each identifier in it, not yet normalised. */
export function tokenize(text: string): string[] {
  const clean = text.includes('://') ? text.replace(URL_SCHEME, ' ') : text;
  return tokenizeBmp(clean) ?? tokenizeUnicode(clean);
}

function tokenizeUnicode(text: string): string[] {
  const words = text.split(WORD_SEPARATOR).filter(Boolean);
  for (const match of text.matchAll(COMPOUND)) words.push(match[0].replace(JOINER, ''));
  return words;
}

const JOINER = /[_\-.]/g;

/**
 * Character classes of the Basic Multilingual Plane, filled on first sight from the regexes above
 * (so both paths agree): 1 a word separator, 2 a letter or digit, 4 an identifier joiner (`_`, `-`,
 * `.`), 8 known.
 */
let classes: Uint8Array | undefined;
const SEPARATOR_CHAR = new RegExp(`^(?:${WORD_SEPARATOR.source})$`, 'u');

function classOf(table: Uint8Array, c: number): number {
  let v = table[c]!;
  if (!v) {
    const ch = String.fromCharCode(c);
    v = table[c] =
      8 | (SEPARATOR_CHAR.test(ch) ? 1 : 0) | (/^[\p{L}\p{N}]$/u.test(ch) ? 2 : 0) | ('_-.'.includes(ch) ? 4 : 0);
  }
  return v;
}

/**
 * tokenize in two scans of the text instead of three regexes (most of the build's search time):
 * the same words and joined identifiers, in the same order. Undefined for text with characters
 * outside the Basic Multilingual Plane, which the regexes handle.
 */
function tokenizeBmp(text: string): string[] | undefined {
  const table = (classes ??= new Uint8Array(0x10000));
  const n = text.length;
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return undefined;
    if (classOf(table, c) & 1) {
      if (start >= 0) words.push(text.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  if (start >= 0) words.push(text.slice(start));
  // Identifiers: runs of letters and digits joined by single `_`, `-` or `.` (COMPOUND's matches).
  const alnum = (i: number) => i < n && (table[text.charCodeAt(i)]! & 2) !== 0;
  let i = 0;
  while (i < n) {
    if (!alnum(i)) {
      i++;
      continue;
    }
    const from = i;
    while (alnum(i)) i++;
    let parts = 1;
    while (i < n && table[text.charCodeAt(i)]! & 4 && alnum(i + 1)) {
      i++;
      while (alnum(i)) i++;
      parts++;
    }
    if (parts > 1) words.push(text.slice(from, i).replace(JOINER, ''));
  }
  return words;
}

/** Query term of a word: lower case and stemmed; null for stop words. */
export function processTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/**
 * Index terms of a word: its stem, and the word itself when that differs, so a typo is
 * measured against the word as written (`pagnation` is one edit from `pagination`, but
 * three from its stem `pagin`).
 */
export function indexTerms(word: string): string[] | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  const stemmed = stem(lower);
  return stemmed === lower ? [lower] : [stemmed, lower];
}

const keyCache = new Map<string, string>();

/**
 * Index term of a word for highlighting: like processTerm, but stop words map to themselves
 * (never matched). Every word of every shown hit passes here, so stems are remembered.
 */
export function termKey(word: string): string {
  let key = keyCache.get(word);
  if (key === undefined) {
    if (keyCache.size > 20_000) keyCache.clear();
    key = stem(word.toLowerCase());
    keyCache.set(word, key);
  }
  return key;
}

const VOWEL = /[aeiouy]/;

function isConsonant(word: string, i: number): boolean {
  const c = word[i]!;
  if ('aeiou'.includes(c)) return false;
  if (c === 'y') return i === 0 || !isConsonant(word, i - 1);
  return true;
}

/** Porter's measure: the number of vowel-consonant sequences in `stemPart`. */
function measure(stemPart: string): number {
  let m = 0;
  let i = 0;
  const n = stemPart.length;
  while (i < n && isConsonant(stemPart, i)) i++;
  while (i < n) {
    while (i < n && !isConsonant(stemPart, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonant(stemPart, i)) i++;
    m++;
  }
  return m;
}

function hasVowel(stemPart: string): boolean {
  for (let i = 0; i < stemPart.length; i++) if (!isConsonant(stemPart, i)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** consonant-vowel-consonant at the end, the last not w, x or y (`hop`, not `snow`). */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n < 3) return false;
  return (
    isConsonant(word, n - 3) && !isConsonant(word, n - 2) && isConsonant(word, n - 1) && !'wxy'.includes(word[n - 1]!)
  );
}

/** Replaces `suffix` with `replacement` when the remaining stem has a measure above `min`. */
function swap(word: string, rules: readonly (readonly [string, string])[], min: number): string | undefined {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    return measure(base) > min ? base + replacement : word;
  }
  return undefined;
}

const STEP2: readonly (readonly [string, string])[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: readonly (readonly [string, string])[] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

/**
 * English suffix stripping after M. F. Porter's 1980 algorithm. Words under three letters,
 * numbers and words with digits stay as they are.
 */
export function stem(word: string): string {
  if (word.length < 3 || /\d/.test(word) || !VOWEL.test(word)) return word;
  let w = word;
  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    /* keep */
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b: -eed, -ed, -ing.
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else {
    const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : '';
    if (suffix && hasVowel(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length);
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
      else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
      else if (measure(w) === 1 && endsCvc(w)) w += 'e';
    }
  }
  // Step 1c: y → i after a vowel-bearing stem.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  w = swap(w, STEP2, 0) ?? w;
  w = swap(w, STEP3, 0) ?? w;
  // Step 4: drop a suffix when the stem is long enough (-ion only after s or t).
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    if (measure(base) > 1 && (suffix !== 'ion' || /[st]$/.test(base))) w = base;
    break;
  }
  // Step 5: a final -e, and -ll → -l.
  if (w.endsWith('e')) {
    const base = w.slice(0, -1);
    const m = measure(base);
    if (m > 1 || (m === 1 && !endsCvc(base))) w = base;
  }
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}
