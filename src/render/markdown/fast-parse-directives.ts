import type { Env, MarkdownIt, StateBlock } from 'markdown-it';
import type { Root } from 'mdast';

/** What a `:::name[label]{attributes}` opening line says, kept on the `directive_open` token. */
export interface DirectiveMeta {
  name: string;
  attributes: Record<string, string>;
  /** The label's text and the 0-based column where it starts, when the line has `[...]`. */
  label?: { text: string; column: number };
}

/** Set on the parse env when the page uses directive syntax this rule does not mirror exactly. */
export interface FastParseEnv {
  unsupported?: string;
  /** markdown-it's link reference definitions. */
  references?: Env['references'];
  /** micromark with GFM, for the stretches of text that hold autolink literals (fast-parse-literals.ts). */
  micromarkParse?: (markdown: string) => Root;
  [key: string | symbol]: unknown;
}

// micromark-extension-directive's name: no whitespace, punctuation or symbols, except inner `-` and `_`.
const NAME = /^[^\s\p{P}\p{S}](?:[-_]*[^\s\p{P}\p{S}])*/u;
// A label without nested brackets, escapes or character references: anything else is left to micromark.
const LABEL = /^\[([^[\]\\&]*)\]/;
const ATTRIBUTES = /^\{([^{}\n&\\]*)\}/;
const ATTRIBUTE =
  /^(?:#([^\s"#'.<=>`}]+)|\.([^\s"#'.<=>`}]+)|([A-Za-z_:][\w.:-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'<=>`}]+)))?)(?:\s+|$)/;

/**
 * Container directives (`:::note` … `:::`) as markdown-it block tokens, with the semantics of
 * micromark-extension-directive as this site uses it: the opening line is `:::` or more, a name,
 * an optional label and attributes and nothing else; the content runs to the first line that is
 * only a colon fence at least as long (checked before any nested block, as micromark does).
 * Only unindented containers are read here; the eligibility scan sends the others to micromark.
 */
export function directiveContainers(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'directive_container', directiveRule, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
}

function directiveRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const line = state.src.slice(start, state.eMarks[startLine]);
  const fence = /^:{3,}/.exec(line)?.[0];
  if (!fence) return false;
  const env = state.env as FastParseEnv;
  const name = NAME.exec(line.slice(fence.length))?.[0];
  if (!name) return false;
  let rest = line.slice(fence.length + name.length);
  let label: DirectiveMeta['label'];
  if (rest.startsWith('[')) {
    const m = LABEL.exec(rest);
    if (!m) return unsupported(env, 'directive label');
    label = { text: m[1]!, column: start - state.bMarks[startLine]! + line.length - rest.length + 1 };
    rest = rest.slice(m[0].length);
  }
  let attributes: Record<string, string> = {};
  if (rest.startsWith('{')) {
    const m = ATTRIBUTES.exec(rest);
    const parsed = m ? parseAttributes(m[1]!) : undefined;
    if (!m || !parsed) return unsupported(env, 'directive attributes');
    attributes = parsed;
    rest = rest.slice(m[0].length);
  }
  if (rest.trim() !== '') return false;
  if (silent) return true;
  if (state.blkIndent !== 0 || state.sCount[startLine] !== 0) return unsupported(env, 'indented directive');

  let close = startLine + 1;
  for (; close < endLine; close++) {
    const text = state.src.slice(state.bMarks[close], state.eMarks[close]);
    const m = /^ {0,3}(:{3,})[ \t]*$/.exec(text);
    if (m && m[1]!.length >= fence.length) break;
  }
  // Unclosed: micromark's tree differs at the end, and the page gets a diagnostic anyway.
  if (close >= endLine) return unsupported(env, 'unclosed directive');

  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  const open = state.push('directive_open', 'div', 1);
  open.map = [startLine, close + 1];
  open.meta = { name, attributes, ...(label ? { label } : {}) } satisfies DirectiveMeta;
  state.parentType = 'directive' as never;
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.push('directive_close', 'div', -1);
  state.line = close + 1;
  return true;
}

/** `#id .class key=value key="value" key` as mdast-util-directive keeps them: classes joined, otherwise the last wins. */
function parseAttributes(text: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  let rest = text.trimStart();
  while (rest) {
    const m = ATTRIBUTE.exec(rest);
    if (!m) return undefined;
    if (m[1] !== undefined) out.id = m[1];
    else if (m[2] !== undefined) out.class = out.class ? `${out.class} ${m[2]}` : m[2];
    else {
      const value = m[4] ?? m[5] ?? m[6] ?? '';
      if (m[3] === 'class' && out.class) out.class += ` ${value}`;
      else out[m[3]!] = value;
    }
    rest = rest.slice(m[0].length);
  }
  return out;
}

function unsupported(env: FastParseEnv, what: string): false {
  env.unsupported ??= what;
  return false;
}
