// esbuild plugin for scripts/compile.mjs: markdown-it's ES build sets every class field (ten per
// token, thousands of tokens per page) through a generic helper that first turns the key into a
// property key by way of Symbol.toPrimitive checks, then asks `key in this`: one helper for every
// class and key, so each call is a megamorphic lookup and store. Two rewrites, the same behaviour:
// - a field set on `this` with a string key (`_defineProperty(this, "map", null)`) becomes a plain
//   assignment (`this.map = null`). markdown-it's classes have no accessors or read-only fields, so
//   the assignment creates the same own, writable, enumerable property; parsing and rendering a
//   page take about a third less CPU (BENCHMARKS.md, perf-hugo4).
// - the helper, still used for other calls, skips the key conversion for strings, for which it
//   returns the key itself (about a sixth less CPU per page on its own).
import { readFile } from 'node:fs/promises';

const SLOW = 'function _defineProperty(e, r, t) {\n\treturn (r = toPropertyKey(r)) in e';
const FAST = 'function _defineProperty(e, r, t) {\n\treturn (typeof r === "string" || (r = toPropertyKey(r)), r) in e';

/**
 * `_defineProperty(this, <one doc comment>? "name", value);` where value is `new Name()` or has no
 * parenthesis, semicolon or line break (a literal, `[]`, `{}`, a name). Anything else keeps the helper.
 */
const THIS_FIELD =
  /_defineProperty\(\s*this,\s*(?:\/\*(?:[^*]|\*(?!\/))*\*\/\s*)?"([A-Za-z_$][\w$]*)",\s*(new [A-Za-z_$][\w$]*\(\)|[^()\n;]*?)\s*\);/g;

/** markdown-it's bundle text with both rewrites, how many fields became assignments, and whether the helper was found. */
export function rewriteFieldHelper(text) {
  let fields = 0;
  const assigned = text.replace(THIS_FIELD, (_, name, value) => {
    fields++;
    return `this.${name} = ${value};`;
  });
  return { text: assigned.replace(SLOW, FAST), fields, helper: assigned.includes(SLOW) };
}

/**
 * Rewrites markdown-it's bundle. A markdown-it without that exact helper or such fields gets a compile
 * warning: the output stays right, only the speed-up is gone, and whoever updates markdown-it should know.
 */
export const fastDefineProperty = {
  name: 'fast-define-property',
  setup(b) {
    b.onLoad({ filter: /[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/ }, async (args) => {
      const { text, fields, helper } = rewriteFieldHelper(await readFile(args.path, 'utf8'));
      if (helper && fields > 0) return { contents: text, loader: 'js' };
      const warning =
        'markdown-it no longer has the _defineProperty helper or the class fields this plugin speeds up; update scripts/lib/fast-define-property.mjs';
      return { contents: text, loader: 'js', warnings: [{ text: warning }] };
    });
  },
};
