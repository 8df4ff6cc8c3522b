import { existsSync } from 'node:fs';
import { isDocusaurusPart } from './mdx/missing-modules-text.ts';
import path from 'node:path';
import type { ComponentType, ReactElement } from 'react';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { loadSiteModule, SiteModuleError, type SiteModuleCache } from './mdx/site-modules.ts';

const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];
/** What the site's map spreads in (docsgen draws its own item types itself). */
const ORIGINAL_TYPES = /^@theme(-original)?\/NavbarItem\/ComponentTypes$/;

export interface CustomNavItems {
  /** By swizzle slot: `NavbarItem/custom-<name>`. */
  components: Record<`NavbarItem/custom-${string}`, ComponentType<Record<string, unknown>>>;
  css: string;
  problems: Diagnostic[];
}

/**
 * The site's `custom-*` navbar item types: the components its swizzled `NavbarItem/ComponentTypes`
 * (a map of item types to components, usually `{...ComponentTypes, 'custom-x': X}`) adds.
 */
export async function loadCustomNavItems(
  themeDir: string,
  root: string,
  cache: SiteModuleCache,
): Promise<CustomNavItems> {
  const out: CustomNavItems = { components: {}, css: '', problems: [] };
  const base = path.join(themeDir, 'NavbarItem', 'ComponentTypes');
  const file = EXTENSIONS.flatMap((ext) => [base + ext, path.join(base, `index${ext}`)]).find(existsSync);
  if (!file) return out;
  const rel = path.relative(root, file);
  try {
    const mod = await loadSiteModule(file, root, cache, { stubMissingPackages: true });
    const missing = (mod.missingPackages ?? []).filter((p) => !ORIGINAL_TYPES.test(p));
    if (missing.length) {
      // A `@theme/…` part docsgen has no copy of is not a package `npm install` would bring.
      const theme = missing.some(isDocusaurusPart);
      out.problems.push({
        severity: 'warning',
        code: 'page-missing-package',
        file: rel,
        message:
          `The custom navbar items import ${missing.map((p) => `"${p}"`).join(', ')}, ` +
          (theme ? 'which docsgen does not provide' : 'not installed') +
          ': they are drawn all the same, and what those draw is left out.',
        hint: theme
          ? 'Draw that part with plain elements (a link with class navbar__item) in the component.'
          : "Run `npm install` in the site's folder.",
      });
    }
    const map = mod.exports.default;
    if (!map || typeof map !== 'object')
      throw new SiteModuleError('its default export is not a map of item types to components', file);
    for (const [type, component] of Object.entries(map as Record<string, unknown>))
      if (/^custom-./.test(type) && (typeof component === 'function' || (typeof component === 'object' && component)))
        out.components[`NavbarItem/${type}` as `NavbarItem/custom-${string}`] = component as ComponentType<
          Record<string, unknown>
        >;
    out.css = mod.css ?? '';
  } catch (error) {
    out.problems.push(
      swizzleLoadProblem(
        error,
        root,
        file,
        `The swizzled NavbarItem/ComponentTypes does not load, so its custom navbar items are not shown`,
        'Fix the module, or remove the custom items from the navbar.',
      ),
    );
  }
  return out;
}

/** A swizzled module that failed to load or run, as a warning at the line the failure names (else at `file`). */
export function swizzleLoadProblem(error: unknown, root: string, file: string, what: string, hint: string): Diagnostic {
  const e = error as SiteModuleError;
  return {
    severity: 'warning',
    code: 'swizzled-component',
    file: path.relative(root, e.file ?? file),
    line: e.line,
    column: e.column,
    message: `${what}: ${e.message}`,
    hint,
  };
}

/** The props a custom navbar item's component gets: the item's fields, carried by the theme's stand-in element. */
export function customNavItemProps(slot: string, original: ReactElement): Record<string, unknown> | null {
  if (!slot.startsWith('NavbarItem/')) return null;
  return (original.props as { itemProps?: Record<string, unknown> }).itemProps ?? {};
}
