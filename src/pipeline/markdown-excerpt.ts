/**
 * The meta description of a doc, post or markdown page whose front matter gives none, as Docusaurus
 * derives it from the source: the first line that still has text once markup is taken out. Blank lines,
 * `import`/`export` blocks (up to the next blank line), fenced code and the `# Title` line are skipped;
 * heading marks, HTML tags, emphasis, links, images, inline code, blockquote marks, admonition fences,
 * footnote marks, `:emoji:` names (any text between two colons) and `{#id}` heading ids are removed. The whole line is kept, not cut short.
 */
export function markdownExcerpt(body: string): string | undefined {
  const lines = dropSetextTitle(body.trimStart()).split(/\r?\n/);
  let inImport = false;
  let fence: string | undefined;
  for (const line of lines) {
    if (line === '' && inImport) inImport = false;
    if (!line.trim()) continue;
    if (fence === undefined && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === undefined || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length))) {
      fence = fence === undefined ? fenceMark : undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const text = plainLine(line);
    if (text) return text;
  }
  return undefined;
}

/** A `Title` underlined with `===` at the very start is the page title, not its first line. */
function dropSetextTitle(text: string): string {
  const m = /^[^\r\n]*\r?\n=+[ \t]*(?:\r?\n|$)/.exec(text);
  return m ? text.slice(m[0].length) : text;
}

/** Longest line looked at: beyond it the rest is cut, which keeps the lazy patterns below cheap. */
const MAX_LINE = 4000;

/** One source line without its markdown and HTML markup. */
function plainLine(line: string): string {
  return (
    line
      .slice(0, MAX_LINE)
      .replace(/<[^>]*>/g, '')
      // `# Title` is the page's title, never its description.
      .replace(/^#(?!#).*$/, '')
      .replace(/^#{1,6}[ \t]*/, '')
      .replace(/[ \t]+#+[ \t]*$/, '')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*?\S)~~/g, '$1')
      .replace(/!\[([^\]]*)\][[(][^\])]*[\])]/g, '$1')
      .replace(/\[\^[^\]]+\](?::.*$)?/g, '')
      .replace(/\[([^\]]*)\][[(][^\])]*[\])]/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/^\s{0,3}>\s?/, '')
      .replace(/:::.*/, '')
      // As Docusaurus: anything between two colons goes, as an emoji name would.
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim()
  );
}
