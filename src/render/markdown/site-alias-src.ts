import path from 'node:path';

/**
 * `![x](@site/static/a.png)`: Docusaurus reads a markdown image path starting with `@site/` from
 * the site's folder, as imports do. Given as a path relative to the doc's folder, it is then
 * found, checked and published as any image beside the doc.
 */
export function withoutSiteAlias(src: string, ctx: { root: string; docDir: string }): string {
  if (!src.startsWith('@site/')) return src;
  const relative = path.relative(ctx.docDir, path.join(ctx.root, src.slice('@site/'.length)));
  return relative.split(path.sep).join('/');
}
