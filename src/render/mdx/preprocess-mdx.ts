/**
 * Line-preserving rewrites before MDX parsing, for what Docusaurus 3 accepts in MDX files
 * (its `mdx1Compat` defaults): `<!-- comments -->` become `{/* comments *\/}`, which MDX can
 * parse. Code, fenced or inline, is left alone.
 */
export function preprocessMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  // One left-to-right scan: code (fenced or inline) outside a comment is kept as it is, and a
  // comment runs to its `-->` even across a fence inside it (a commented-out code block).
  return source.replace(CODE_OR_COMMENT, (match, inner: string | undefined) => (inner === undefined ? match : `{/*${inner.replace(/\*\//g, '*\\/')}*/}`));
}

const CODE_OR_COMMENT = /^[ \t]*(?:`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*(?:`{3,}|~{3,})[ \t]*$|`[^`\n]*`|<!--([\s\S]*?)-->/gm;
