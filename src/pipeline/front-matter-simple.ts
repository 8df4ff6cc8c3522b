/**
 * Front matter of the everyday shape read without the YAML parser, which costs a third of reading a
 * doc: one `key: value` per line, each value a quoted string without escapes, a whole number,
 * `true`/`false` or a plain run of words. The values are exactly what the YAML parser makes of such
 * lines (YAML 1.2 core schema); anything else (lists, escapes, comments, repeated keys, nulls,
 * timestamps) returns undefined and goes to the parser, with its diagnostics.
 */

/** The mapping and the file line (1-based, counting the opening `---`) of each key. */
export interface SimpleFrontMatter {
  data: Record<string, unknown>;
  lineOf: (key: string) => number;
}

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*): +(.*?) *$/;
const DOUBLE_QUOTED = /^"([^"\\\x00-\x08\x0a-\x1f\x7f]*)"$/;
const SINGLE_QUOTED = /^'([^'\x00-\x08\x0a-\x1f\x7f]*)'$/;
// A letter or `/` first: never a number, a timestamp, `.inf` or an indicator; no `#`, `:` or quotes that would end or change it.
const PLAIN_WORDS = /^[A-Za-z/][A-Za-z0-9 _,()/-]*$/;
const WHOLE_NUMBER = /^(?:0|-?[1-9][0-9]{0,14})$/;
/** Plain words the core schema reads as null or booleans. */
const RESERVED = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE']);

/** The value of one line's plain or quoted text, or undefined when the YAML parser must read it. */
function scalar(text: string): unknown {
  const quoted = DOUBLE_QUOTED.exec(text) ?? SINGLE_QUOTED.exec(text);
  if (quoted) return quoted[1];
  if (WHOLE_NUMBER.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  if (PLAIN_WORDS.test(text) && !RESERVED.has(text)) return text;
  return undefined;
}

/** The front matter's mapping when every line has the simple shape; undefined otherwise. */
export function readSimpleFrontMatter(yamlText: string): SimpleFrontMatter | undefined {
  const data: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  const rows = yamlText.split('\n');
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row === '') continue;
    const m = LINE.exec(row);
    if (!m) return undefined;
    const key = m[1]!;
    if (lines.has(key) || key === '__proto__' || RESERVED.has(key)) return undefined;
    const value = scalar(m[2]!);
    if (value === undefined) return undefined;
    data[key] = value;
    lines.set(key, i + 2);
  }
  return { data, lineOf: (key) => lines.get(key) ?? 2 };
}
