/**
 * What changed from MDX 1 (Docusaurus 2) to MDX 2+ (Docusaurus 3) at the line an MDX error names,
 * matched to what the line holds: content written for Docusaurus 2 fails on these, and a generic
 * "MDX is strict" hint does not say which habit to change.
 */
export function mdx1SyntaxHint(reason: string, line: string | undefined): string | undefined {
  if (line === undefined) return undefined;
  const since = 'MDX 1 (Docusaurus 2) accepted it; MDX 2 and later (Docusaurus 3) do not';
  if (/<!--/.test(line)) return `HTML comments are not MDX: write \`{/* … */}\` instead of \`<!-- … -->\` (${since}).`;
  if (/<(https?:\/\/|mailto:|www\.)[^>\s]*>/i.test(line))
    return `\`<https://…>\` autolinks read as tags in MDX: write \`[text](https://…)\` or the bare URL (${since}).`;
  if (/<[^\sA-Za-z/!>{]|<\s|<$/.test(line) && /before name|character|tag/i.test(reason))
    return `A "<" that starts no tag (\`a <5\`, \`<-\`) must be written \`&lt;\` or put in \`code\` (${since}).`;
  if (/\{/.test(line) && /acorn|expression|could not parse|brace/i.test(reason))
    return `Braces start JavaScript expressions in MDX: write \`\\{\` for a literal "{" in text, or put it in \`code\` (${since}).`;
  if (
    /<(br|hr|img|input|meta|link|source|col|area|wbr)\b(?:[^>]*[^/>])?>/i.test(line) ||
    /closing tag for `<(br|hr|img|input|meta|link|source|col|area|wbr)>`/.test(reason)
  )
    return `MDX needs void tags closed: \`<br />\`, \`<img … />\` (${since}).`;
  if (/<[a-z][\w-]*[^>]*\bstyle="/i.test(line))
    return `MDX attributes are JSX: write \`style={{color: 'red'}}\` instead of \`style="color: red"\` (${since}).`;
  if (/<[a-z][\w-]*[^>]*\bclass=/.test(line))
    return `MDX attributes are JSX: write \`className=\` instead of \`class=\` (${since}).`;
  return undefined;
}

/** A bare `{name}` that names nothing in scope: often braces meant as text (`{id}` in a URL), as MDX 1 allowed. */
export function mdx1ExpressionHint(message: string, bareName: boolean): string | undefined {
  return bareName && /is not defined/.test(message)
    ? 'If the braces are meant as text (MDX 1, Docusaurus 2, showed them as written), write `\\{` for a literal "{".'
    : undefined;
}
