import { z } from 'zod';

/** File patterns Docusaurus's pages plugin reads by default: components and markdown. */
export const PAGES_INCLUDE_DEFAULT = ['**/*.{js,jsx,ts,tsx,md,mdx}'];
/** Not routes: partials (`_x.tsx`, `_folder/`), tests. The same defaults as Docusaurus. */
export const PAGES_EXCLUDE_DEFAULT = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/*.spec.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/**
 * The site's own pages, as Docusaurus's `src/pages`: each React component (`.js`, `.jsx`, `.ts`,
 * `.tsx`) or markdown file (`.md`, `.mdx`) is a page at the URL of its path; `index` is its
 * folder's URL, so `src/pages/index.tsx` is the home page. `false` turns them off.
 */
export const PagesSchema = z
  .union([
    z.literal(false),
    z.object({
      /** Folder of the pages, relative to the project. */
      path: z
        .string()
        .regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$)).+$/, 'a folder inside the project, e.g. src/pages')
        .default('src/pages'),
      /** URL path the pages are served under (`/` by default). */
      routeBasePath: z.string().default('/'),
      /** Glob patterns (relative to `path`) of the files that are pages. */
      include: z.array(z.string().min(1)).default(PAGES_INCLUDE_DEFAULT),
      /** Glob patterns of files that are not pages (partials, tests). */
      exclude: z.array(z.string().min(1)).default(PAGES_EXCLUDE_DEFAULT),
    }),
  ])
  .default({
    path: 'src/pages',
    routeBasePath: '/',
    include: PAGES_INCLUDE_DEFAULT,
    exclude: PAGES_EXCLUDE_DEFAULT,
  });

export type PagesSettings = z.output<typeof PagesSchema>;
