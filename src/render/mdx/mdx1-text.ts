import { eachLineOutsideFences, escapeStrayLessThan, FENCE, linkDestination } from './mdx1-compat.ts';
import { collapseMdx1PreBlocks } from './mdx1-pre-blocks.ts';
import { endListsAtDoubleBlank } from './mdx1-list-end.ts';

/**
 * What else MDX 1 (Docusaurus 2) read as plain markdown that MDX 2 and later stop at, for pages
 * of a site with `markdown.mdx1`:
 * - a `{` in text (`object with { element: name }`, a table cell `{}`): MDX 1 read braces as
 *   expressions only inside JSX, so outside a JSX or import/export paragraph it is escaped;
 * - a `<` that does not make an HTML tag (`Omit<Props, "onPress">`, `ComponentClass<{}, any>`):
 *   MDX 1 took inline tags as CommonMark does, so anything else is text and is escaped;
 * - an indented code block (four spaces after a blank line): MDX 2 has none, MDX 1 had them; it
 *   becomes a fenced block, its fences on the blank lines around it so line numbers stay.
 * - a component's tag indented after two blank lines that ended a list (mdx1-list-end.ts).
 * Fenced code and inline code spans are left as they are; a heading's `{#id}` and `{/* … *\/}`
 * comments stay.
 */
export function escapeMdx1Text(source: string): string {
  const lines = fenceIndentedCode(
    escapeStrayLessThan(collapseMdx1PreBlocks(endListsAtDoubleBlank(source))).split('\n'),
  );
  let paragraphIsJsx = false;
  let previousBlank = true;
  eachLineOutsideFences(lines, (n, line, opensFence) => {
    if (opensFence) {
      previousBlank = false;
      return;
    }
    const blank = !line.trim();
    // MDX 1 took a paragraph that starts with a tag, `import` or `export` whole as JSX or ES code.
    if (previousBlank && !blank) paragraphIsJsx = JSX_OR_ES_START.test(line);
    else if (!blank && JSX_START.test(line)) paragraphIsJsx = true; // a tag line right after `:::` or text
    previousBlank = blank;
    if (!blank && !paragraphIsJsx && (line.includes('{') || line.includes('<'))) lines[n] = escapeLine(line);
  });
  return lines.join('\n');
}

const JSX_START = /^[ \t]{0,3}<[A-Za-z]/;
const JSX_OR_ES_START = /^[ \t]{0,3}(?:<[A-Za-z>]|<\/|import\s|export\s)/;
/** A CommonMark inline tag, with MDX 1's `{…}` attribute values (one level of nested braces: `style={{color: 'red'}}`). */
const TAG =
  /^<\/?[A-Za-z][A-Za-z0-9.:-]*(?:\s+[A-Za-z_:{][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>`{]+|'[^']*'|"[^"]*"|\{(?:[^{}]|\{[^{}]*\})*\}))?)*\s*\/?>|^<\/?>|^<!--/;
/** A tag opened on this line and continued on the next (attributes over several lines). */
const TAG_CONTINUES =
  /^<[A-Za-z][A-Za-z0-9.:-]*(?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>`{]+|'[^']*'|"[^"]*"|\{(?:[^{}]|\{[^{}]*\})*\}))?)*\s*$/;
const HEADING_ID = /^\{#[^{}\s]+\}\s*$/;

function escapeLine(line: string): string {
  const heading = /^[ \t]{0,3}#{1,6}\s/.test(line);
  let out = '';
  let i = 0;
  while (i < line.length) {
    const ch = line[i]!;
    if (ch === '`') {
      const run = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(run, i + run.length);
      const end = close >= 0 ? close + run.length : i + run.length;
      out += line.slice(i, end);
      i = end;
      continue;
    }
    if (ch === '\\') {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '<') {
      const rest = line.slice(i);
      const destination = linkDestination(out, rest);
      if (destination) {
        out += destination;
        i += destination.length;
        continue;
      }
      const autolink = /^<(https?:\/\/[^\s<>]+)>/.exec(rest);
      if (autolink) {
        out += `[${autolink[1]}](${autolink[1]})`;
        i += autolink[0].length;
        continue;
      }
      const tag = TAG.exec(rest) ?? TAG_CONTINUES.exec(rest);
      if (tag) {
        out += tag[0];
        i += tag[0].length;
        continue;
      }
      out += line[i - 1] === '\\' ? '<' : '\\<';
      i++;
      continue;
    }
    if (ch === '{') {
      const rest = line.slice(i);
      if (rest.startsWith('{/*') || (heading && HEADING_ID.test(rest))) {
        out += ch;
        i++;
        continue;
      }
      out += '\\{';
      i++;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])\s/;

/**
 * Indented code blocks as fenced ones: a run of lines indented four spaces or more, after a blank
 * line that follows a plain paragraph, heading or nothing (not a list, whose items indent so).
 */
function fenceIndentedCode(lines: string[]): string[] {
  let fence: string | undefined;
  let lastContent = '';
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const open = FENCE.exec(line);
    if (fence !== undefined) {
      if (open && open[1]![0] === fence[0] && !line.slice(open[0].length).trim()) fence = undefined;
      lastContent = line;
      continue;
    }
    if (open) {
      fence = open[1]!;
      lastContent = line;
      continue;
    }
    const starts = n > 0 && !lines[n - 1]!.trim() && /^(?: {4}|\t)\S?/.test(line) && line.trim() !== '';
    const afterList = LIST_ITEM.test(lastContent) || /^\s/.test(lastContent);
    if (!starts || afterList || JSX_OR_ES_START.test(lastContent)) {
      if (line.trim()) lastContent = line;
      continue;
    }
    // Its end: the last indented line before a blank line and an unindented one (or the end).
    let end = n;
    for (let k = n + 1; k < lines.length; k++) {
      if (!lines[k]!.trim()) continue;
      if (/^(?: {4}|\t)/.test(lines[k]!)) end = k;
      else break;
    }
    const after = end + 1;
    if (after < lines.length && lines[after]!.trim()) {
      lastContent = line;
      continue;
    }
    lines[n - 1] = '```';
    for (let k = n; k <= end; k++) lines[k] = lines[k]!.replace(/^(?: {4}|\t)/, '');
    if (after < lines.length) lines[after] = '```';
    else lines.push('```');
    lastContent = '```';
    n = after;
  }
  return lines;
}
