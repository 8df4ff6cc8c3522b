import { eachLineOutsideFences } from './mdx1-compat.ts';

/** An indented line holding only a component's tag: `  </TabItem>`, `  <TabItem value="mjs">`. */
const INDENTED_TAG_LINE = /^[ \t]+(<\/?[A-Z][\w.]*(?:\s[^<>]*)?>)[ \t]*$/;

/**
 * MDX 1 (Docusaurus 2) ended a list at two blank lines in a row, so a component's tag indented
 * after them (`  </TabItem>` below a bullet list, its indent matching the list item's) closed the
 * component; MDX 2 and later read it as part of the last list item and fail at the tag. For pages
 * of a site with `markdown.mdx1`, such a tag line loses its indent. Fenced code is left alone; the
 * line count stays.
 */
export function endListsAtDoubleBlank(source: string): string {
  if (!source.includes('\n\n\n')) return source;
  const lines = source.split('\n');
  let blanks = 0;
  eachLineOutsideFences(lines, (n, line, opensFence) => {
    if (!opensFence && !line.trim()) {
      blanks++;
      return;
    }
    if (!opensFence && blanks >= 2) {
      // The tag and the tag lines right after it, which MDX reads as one JSX block with it.
      for (let m = n; m < lines.length; m++) {
        const tag = INDENTED_TAG_LINE.exec(lines[m]!);
        if (!tag) break;
        lines[m] = tag[1]!;
      }
    }
    blanks = 0;
  });
  return lines.join('\n');
}
