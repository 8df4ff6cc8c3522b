import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SUBPART_FILES, SWIZZLE_FILES, takesPart } from '../../render/swizzled-theme.ts';

/** Swizzled components MDX pages and site components get through `@theme/X` imports. */
const IMPORTED = new Set(['Admonition', 'CodeBlock', 'Heading', 'Tabs', 'TabItem', 'Details', 'CodeInline', 'Mermaid']);

/** A component's file (`Navbar.tsx`, `index.js`), as opposed to a README.md or a stylesheet beside it. */
const COMPONENT_FILE = /^([A-Z][^.]*|index)\.[jt]sx?$/;

/** What docsgen calls the part a Docusaurus component draws, when it does not take the site's. */
const DOCSGEN_NAMES: [RegExp, string][] = [
  [/^Navbar\//, 'part of the Navbar (swizzle the whole src/theme/Navbar, or restyle templates/Navbar.tsx)'],
  [/^NavbarItem/, 'a navbar item (Navbar, templates/Navbar.tsx; items come from navbar.items)'],
  [/^Footer\//, 'part of the Footer (swizzle the whole src/theme/Footer, or restyle templates/Footer.tsx)'],
  [/^DocSidebar/, 'the docs sidebar (templates/Sidebar.tsx)'],
  [/^TOC/, 'the table of contents (templates/Toc.tsx)'],
  [/^DocPaginator|^PaginatorNavLink/, "the previous/next links of DocPage (templates/DocPage.tsx's Pager)"],
  [/^DocVersionBanner|^DocVersionBadge/, 'the version banner of DocPage (templates/DocPage.tsx)'],
  [/^DocBreadcrumbs/, 'the breadcrumbs of DocPage (templates/DocPage.tsx)'],
  [/^DocItem|^DocPage|^DocRoot/, 'DocPage (templates/DocPage.tsx)'],
  [/^DocCard/, 'the category cards (templates/CategoryIndex.tsx)'],
  [/^SearchBar|^SearchPage/, "docsgen's own search (SearchPage, the search modal)"],
  [/^ColorModeToggle/, 'the theme toggle of the Navbar (templates/Navbar.tsx)'],
  [/^AnnouncementBar/, 'the announcement of Layout (announcementBar in site.config.ts)'],
  [/^Blog/, 'the blog'],
  [/^EditThisPage|^LastUpdated/, "DocItem/Footer (swizzle src/theme/DocItem/Footer), DocPage's doc-meta line"],
];

/**
 * Notes on the project's swizzled components (src/theme/…): the page parts docsgen renders
 * through them are not listed; the others get one line naming the file and what docsgen calls
 * that part instead.
 */
export function swizzleNotes(projectDir: string): string[] {
  const themeDir = path.join(projectDir, 'src', 'theme');
  if (!existsSync(themeDir)) return [];
  const names = new Set<string>();
  for (const entry of readdirSync(themeDir)) {
    const full = path.join(themeDir, entry);
    const base = entry.replace(/\.[jt]sx?$/, '');
    if (!/^[A-Z]/.test(base)) continue;
    // Only components are swizzled: a README.md or a stylesheet beside them is no part of the theme.
    if (!statSync(full).isDirectory()) {
      if (COMPONENT_FILE.test(entry)) names.add(base);
      continue;
    }
    const inner = readdirSync(full).filter((f) => COMPONENT_FILE.test(f) || /^[A-Z][^.]*$/.test(f));
    if (inner.some((f) => /^index\.[jt]sx?$/.test(f))) names.add(base);
    for (const f of inner) if (/^[A-Z]/.test(f)) names.add(`${base}/${f.replace(/\.[jt]sx?$/, '')}`);
  }
  const notes: string[] = [];
  for (const name of [...names].sort()) {
    // ReactLiveScope: the scope of live code blocks; NavbarItem/ComponentTypes: the components of `custom-*` navbar items.
    if (name in SWIZZLE_FILES && !wrapsOriginal(themeDir, name)) {
      notes.push(
        `src/theme/${name}: an ejected copy docsgen does not use: it takes ${name} only as a wrapper of ` +
          `@theme-original/${name} (as \`docusaurus swizzle --wrap\` writes it), and draws the part itself`,
      );
      continue;
    }
    if (
      name in SWIZZLE_FILES ||
      name in SUBPART_FILES ||
      name === 'ReactLiveScope' ||
      name === 'NavbarItem/ComponentTypes'
    )
      continue;
    // The parent's own swizzle covers its parts (Footer/Links inside a swizzled Footer).
    if (name.includes('/') && names.has(name.split('/')[0]!) && name.split('/')[0]! in SWIZZLE_FILES) continue;
    if (name === 'MDXComponents') {
      notes.push(
        'src/theme/MDXComponents: its components are usable on every MDX page without an import, as in ' +
          'Docusaurus; its element overrides (lowercase keys such as a, code, img) are not applied, docsgen renders ' +
          'markdown elements itself',
      );
      continue;
    }
    if (IMPORTED.has(name)) {
      notes.push(
        `src/theme/${name}: used where an MDX page or component imports @theme/${name}; markdown's own ` +
          `(:::note, fenced code, headings, tabs) is drawn by docsgen`,
      );
      continue;
    }
    const what = DOCSGEN_NAMES.find(([re]) => re.test(name))?.[1];
    notes.push(
      `src/theme/${name}: a swizzled component docsgen does not use; ` +
        (what ? `docsgen calls this ${what}` : 'docsgen has no part of that name (restyle with templates/)'),
    );
  }
  return notes;
}

/** Whether the swizzled `name` (a file or a folder with an index) is one docsgen takes for its part. */
function wrapsOriginal(themeDir: string, name: string): boolean {
  const file = ['.tsx', '.jsx', '.ts', '.js']
    .flatMap((ext) => [path.join(themeDir, name + ext), path.join(themeDir, name, `index${ext}`)])
    .find(existsSync);
  return file === undefined || takesPart(name, file);
}
