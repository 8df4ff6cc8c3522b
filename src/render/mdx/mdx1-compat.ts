/**
 * MDX 1 (Docusaurus 2) read a `<` that starts no tag (`(<0.25% difference)`, `a < b`, `<-`) as
 * text; MDX 2 and later stop at it. For a site whose pages are MDX 1 (`markdown.mdx1`, written
 * by init for a Docusaurus 2 site), such a `<` is escaped before parsing, so the page builds as it
 * did there. Fenced and inline code are left alone; lines keep their numbers and lengths shift by
 * one character per escape at most.
 */
export const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/** Whether `line` (whose FENCE match is `open`) closes the open `fence`: the same mark, at least as long, nothing after. */
function closesFenceLine(line: string, open: RegExpExecArray | null, fence: string): boolean {
  return !!open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && !line.slice(open[0].length).trim();
}

/**
 * Calls `visit` for each line outside fenced code, in order: the line opening a fence too (`opensFence`), not
 * the fence's other lines. `visit` may rewrite lines at `n` or later, and may return the index of the last line
 * it handled to go on after it.
 */
export function eachLineOutsideFences(
  lines: readonly string[],
  visit: (n: number, line: string, opensFence: boolean) => number | void,
): void {
  let fence: string | undefined;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const open = FENCE.exec(line);
    if (fence !== undefined) {
      if (closesFenceLine(line, open, fence)) fence = undefined;
      continue;
    }
    if (open) fence = open[1]!;
    n = visit(n, line, !!open) ?? n;
  }
}

/** What may follow `<` in a tag, a closing tag, a fragment or a comment: anything else starts no tag. */
const TAG_START = /[A-Za-z$_/>!{]/;

/**
 * A link destination in angle brackets (`[Join](<https://example.org/Join_(SQL)>)`, `[def]: <a b.md>`), which
 * CommonMark (MDX 1's parser and MDX 2's) reads as the link's URL: kept whole, neither an autolink nor a stray `<`.
 */
export function linkDestination(before: string, rest: string): string | undefined {
  if (!before.endsWith('](') && !/^[ \t]{0,3}\[[^\]]+\]:[ \t]*$/.test(before)) return undefined;
  return /^<[^<>\n]*>/.exec(rest)?.[0];
}

export function escapeStrayLessThan(source: string): string {
  if (!source.includes('<')) return source;
  const lines = source.split('\n');
  eachLineOutsideFences(lines, (n, line, opensFence) => {
    if (!opensFence && line.includes('<')) lines[n] = escapeLine(line);
  });
  return lines.join('\n');
}

/** Escapes each stray `<` of one line outside its inline code spans. */
function escapeLine(line: string): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    const ch = line[i]!;
    if (ch === '`') {
      const run = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(run, i + run.length);
      if (close >= 0) {
        out += line.slice(i, close + run.length);
        i = close + run.length;
        continue;
      }
      out += run;
      i += run.length;
      continue;
    }
    if (ch === '\\') {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    const destination = ch === '<' ? linkDestination(out, line.slice(i)) : undefined;
    if (destination) {
      out += destination;
      i += destination.length;
      continue;
    }
    if (ch === '<' && !TAG_START.test(line[i + 1] ?? '')) out += '\\<';
    else out += ch;
    i++;
  }
  return out;
}
