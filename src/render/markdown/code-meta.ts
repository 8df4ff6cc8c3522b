/** What a fence's meta string asks for: ```bash title="x" showLineNumbers {1,3-4} */
export interface CodeMeta {
  title?: string;
  showLineNumbers: boolean;
  /** 1-based line numbers highlighted by `{…}` ranges. */
  highlightLines: Set<number>;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  const highlightLines = new Set<number>();
  for (const part of ranges?.[1]?.split(',') ?? []) {
    const [a, b] = part.trim().split('-').map(Number);
    if (!a) continue;
    for (let n = a; n <= (b || a); n++) highlightLines.add(n);
  }
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    showLineNumbers: /\bshowLineNumbers\b/.test(text),
    highlightLines,
  };
}

export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/**
 * One comment holding only a word, in every comment style Docusaurus reads: `// x`, `# x`, `/* x *\/`,
 * `{/* x *\/}`, `<!-- x -->`, `-- x`, `; x`, `% x`, `(* x *)`.
 */
const COMMENT_LINE = /^\s*(?:\/\/|#|;+|--|%|<!--|\{\s*\/\*|\/\*|\(\*)\s*([\w-]+)\s*(?:-->|\*\/\s*\}|\*\/|\*\))?\s*$/;

/** Removes magic-comment lines and returns the classes of the remaining lines. */
export function applyMagicComments(
  code: string,
  comments: readonly MagicComment[],
): { code: string; lineClasses: Map<number, string[]>; unclosed: string[] } {
  // Most blocks hold none of the words: the per-line match is skipped for them.
  const words = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter((w): w is string => !!w);
  if (!words.some((w) => code.includes(w))) return { code, lineClasses: new Map(), unclosed: [] };
  const out: string[] = [];
  const lineClasses = new Map<number, string[]>();
  const pendingNext: string[] = [];
  const open = new Map<string, number>();
  for (const raw of code.split('\n')) {
    const m = COMMENT_LINE.exec(raw);
    const word = m?.[1];
    const hit = word
      ? comments.find((c) => c.line === word || c.block?.start === word || c.block?.end === word)
      : undefined;
    if (hit && word) {
      if (hit.line === word) pendingNext.push(hit.className);
      else if (hit.block?.start === word) open.set(hit.className, (open.get(hit.className) ?? 0) + 1);
      else open.set(hit.className, Math.max(0, (open.get(hit.className) ?? 0) - 1));
      continue;
    }
    out.push(raw);
    const classes = [...pendingNext.splice(0), ...[...open].filter(([, n]) => n > 0).map(([c]) => c)];
    if (classes.length) lineClasses.set(out.length, [...new Set(classes)]);
  }
  const unclosed = [...open].filter(([, n]) => n > 0).map(([c]) => c);
  return { code: out.join('\n'), lineClasses, unclosed };
}
