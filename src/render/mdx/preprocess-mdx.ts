/**
 * Line-preserving rewrites before MDX parsing, for what Docusaurus 3 accepts in MDX files
 * (its `mdx1Compat` defaults): `<!-- comments -->` become `{/* comments *\/}`, which MDX can
 * parse. Fenced code is left alone.
 */
export function preprocessMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  const parts = source.split(/(^[ \t]*(?:`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*(?:`{3,}|~{3,})[ \t]*$)/m);
  return parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/<!--([\s\S]*?)-->/g, (_, inner: string) => `{/*${inner.replace(/\*\//g, '*\\/')}*/}`))).join('');
}
