/**
 * The order a site's extensionless imports are tried in, as Docusaurus's bundler tries them: `.js` before
 * `.ts`/`.tsx`, so a folder holding both `index.js` and `index.tsx` gives `index.js`, as the site shows it
 * (esbuild's own order would pick `index.tsx`).
 */
export const SITE_RESOLVE_EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json', '.css'];
