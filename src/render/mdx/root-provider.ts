import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { siteThemeDir } from '../theme-files.ts';
import { loadSiteModule, type SiteModuleCache } from './site-modules.ts';

const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];
const MARK = 'docsgen-root-children';

/**
 * The site's swizzled Root (`src/theme/Root.js`), from the build's shared site modules, or
 * undefined when it has none or it does not load (the swizzled theme reports that once).
 */
export async function swizzledRoot(
  root: string,
  cache: SiteModuleCache,
): Promise<ComponentType<{ children?: unknown }> | undefined> {
  const file = swizzledRootFile(root);
  if (!file) return undefined;
  try {
    const component = (await loadSiteModule(file, root, cache, { stubMissingPackages: true })).exports.default;
    return typeof component === 'function' || (typeof component === 'object' && component !== null)
      ? (component as ComponentType<{ children?: unknown }>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The file of the site's swizzled Root (`src/theme/Root.js`, `src/theme/Root/index.tsx`…), if it has one. */
export function swizzledRootFile(root: string): string | undefined {
  const themeDir = siteThemeDir(root);
  if (!themeDir) return undefined;
  return EXTENSIONS.flatMap((ext) => [
    path.join(themeDir, `Root${ext}`),
    path.join(themeDir, 'Root', `index${ext}`),
  ]).find(existsSync);
}

/**
 * A page body rendered apart from the page (MDX, React pages) still renders inside the Root, as
 * in Docusaurus, so the contexts the Root provides reach its components. The Root's own markup
 * around its children is on the page already: `bodyFromRoot` keeps only the children's HTML.
 */
export function insideRoot(Root: ComponentType<{ children?: unknown }> | undefined, body: ReactElement): ReactElement {
  return Root ? createElement(Root, {}, createElement(MARK, null, body)) : body;
}

/** The HTML of the children of `insideRoot` (all of it when no Root wrapped them, or the Root dropped them). */
export function bodyFromRoot(html: string, wrapped: boolean): string {
  if (!wrapped) return html;
  const start = html.indexOf(`<${MARK}>`);
  const end = html.lastIndexOf(`</${MARK}>`);
  return start < 0 || end < start ? '' : html.slice(start + MARK.length + 2, end);
}
