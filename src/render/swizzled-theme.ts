import { existsSync, readFileSync } from 'node:fs';
import { missingModulesText } from './mdx/missing-modules-text.ts';
import path from 'node:path';
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { SiteSettings } from '../shared/config-schema.ts';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { withBase } from '../shared/base-url.ts';
import {
  ComposedFooter,
  ComposedNavbar,
  MdxSiteContext,
  PagePropsContext,
  ThemeOriginalsContext,
  type MdxSiteInfo,
} from '../theme/mdx/index.ts';
import { loadSiteModule, SiteModuleError, type SiteModuleCache } from './mdx/site-modules.ts';
import { docusaurusSiteContext } from './mdx/site-context.ts';
import { siteThemeDir } from './theme-files.ts';
import type { SimplePageProps, SwizzleBlogPost, SwizzledSlots, SwizzleSlot } from './page-props.ts';
import { customNavItemProps, loadCustomNavItems, swizzleLoadProblem } from './swizzled-nav-items.ts';

/**
 * A Docusaurus site's swizzled theme components (`src/theme/<Name>`) that replace a part of
 * docsgen's page: the file (or folder with an index) and the part it takes over. `Root` wraps
 * the whole page. Other swizzled files are reported by `init --from-docusaurus`.
 */
export const SWIZZLE_FILES: Readonly<Record<string, SwizzleSlot | 'Root' | 'Layout'>> = {
  Footer: 'Footer',
  Navbar: 'Navbar',
  NotFound: 'NotFound',
  'NotFound/Content': 'NotFound',
  'DocItem/Footer': 'DocItemFooter',
  'DocItem/Layout': 'DocItemLayout',
  BlogPostItem: 'BlogPostItem',
  Logo: 'Logo',
  Root: 'Root',
  Layout: 'Layout',
};

/**
 * Parts docsgen takes only as wrappers (`docusaurus swizzle --wrap`: the file renders `@theme-original/X` with its
 * own additions). An ejected copy draws the part from Docusaurus's inner components, which docsgen does not have:
 * it would lose the post or the doc, so docsgen keeps its own part and init notes the file.
 */
const WRAPPER_ONLY = new Set(['BlogPostItem', 'DocItem/Layout']);

/** Whether the swizzled `name` at `file` may take its part: any file, or for a wrapper-only part one that wraps the original. */
export function takesPart(name: string, file: string): boolean {
  if (!WRAPPER_ONLY.has(name)) return true;
  const escaped = name.replace(/\//g, '\\/');
  return new RegExp(`['"]@theme-(?:original|init)/${escaped}['"]`).test(readFileSync(file, 'utf8'));
}

export interface SwizzledTheme {
  components: Partial<Record<SwizzleSlot | 'Root' | 'Layout', ComponentType<Record<string, unknown>>>>;
  /** CSS the components import (CSS modules), for every page's head. */
  css: string;
  problems: Diagnostic[];
}

const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];

/**
 * Parts of the Navbar and Footer a site may swizzle without the whole (`src/theme/Navbar/Content` alone): docsgen
 * then draws Docusaurus's Navbar (or Footer) from them and its own other parts, as Docusaurus's own Navbar does.
 */
export const SUBPART_FILES: Readonly<Record<string, { slot: 'Navbar' | 'Footer'; part: string }>> = {
  'Navbar/Layout': { slot: 'Navbar', part: 'Layout' },
  'Navbar/Content': { slot: 'Navbar', part: 'Content' },
  'Footer/Layout': { slot: 'Footer', part: 'Layout' },
  'Footer/Links': { slot: 'Footer', part: 'Links' },
  'Footer/Logo': { slot: 'Footer', part: 'Logo' },
  'Footer/Copyright': { slot: 'Footer', part: 'Copyright' },
};

type Part = ComponentType<Record<string, unknown>>;

/** The swizzled components of the site under `root`, compiled as its MDX components are. */
export async function loadSwizzledTheme(root: string, cache: SiteModuleCache): Promise<SwizzledTheme> {
  const out: SwizzledTheme = { components: {}, css: '', problems: [] };
  const themeDir = siteThemeDir(root);
  if (!themeDir) return out;
  const css: string[] = [];
  for (const [name, slot] of Object.entries(SWIZZLE_FILES)) {
    const file = swizzledFile(themeDir, name);
    // NotFound/Content wins over a whole NotFound page: it is the newer, narrower swizzle.
    if (!file || (out.components[slot] && slot !== 'NotFound') || !takesPart(name, file)) continue;
    const component = await loadPart(name, file, root, cache, out, css);
    if (component) out.components[slot] = component;
  }
  await loadSubparts(themeDir, root, cache, out, css);
  const custom = await loadCustomNavItems(themeDir, root, cache);
  Object.assign(out.components, custom.components);
  if (custom.css) css.push(custom.css);
  out.problems.push(...custom.problems);
  out.css = css.join('\n');
  out.problems.push(...markdownPartSwizzles(themeDir, root));
  return out;
}

function swizzledFile(themeDir: string, name: string): string | undefined {
  return EXTENSIONS.flatMap((ext) => [path.join(themeDir, name + ext), path.join(themeDir, name, `index${ext}`)]).find(
    existsSync,
  );
}

/** The swizzled `name`'s component (its CSS into `css`), or undefined with a warning in `out` when it does not load. */
async function loadPart(
  name: string,
  file: string,
  root: string,
  cache: SiteModuleCache,
  out: SwizzledTheme,
  css: string[],
): Promise<Part | undefined> {
  try {
    // As page components: a package the site has not installed gives stand-ins, and is named.
    const mod = await loadSiteModule(file, root, cache, { stubMissingPackages: true });
    if (mod.missingPackages?.length) {
      const { phrase, hint } = missingModulesText(mod.missingPackages);
      out.problems.push({
        severity: 'warning',
        code: 'page-missing-package',
        file: path.relative(root, file),
        message: `The swizzled ${name} imports ${phrase}: it wraps the pages all the same, and what those draw is left out.`,
        hint,
      });
    }
    const component = mod.exports.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new SiteModuleError('it has no default export (a component)', file);
    }
    if (mod.css) css.push(mod.css);
    return component as Part;
  } catch (error) {
    const what = `The swizzled ${name} does not load, so docsgen's own is shown`;
    out.problems.push(
      swizzleLoadProblem(error, root, file, what, "Fix the component, or delete it to keep docsgen's."),
    );
    return undefined;
  }
}

/** A Navbar or Footer the site did not swizzle whole, drawn around the parts of it the site did (SUBPART_FILES). */
async function loadSubparts(
  themeDir: string,
  root: string,
  cache: SiteModuleCache,
  out: SwizzledTheme,
  css: string[],
): Promise<void> {
  const found: Partial<Record<'Navbar' | 'Footer', Record<string, Part>>> = {};
  for (const [name, { slot, part }] of Object.entries(SUBPART_FILES)) {
    const file = out.components[slot] ? undefined : swizzledFile(themeDir, name);
    const component = file && (await loadPart(name, file, root, cache, out, css));
    if (component) found[slot] = { ...found[slot], [part]: component };
  }
  if (found.Navbar) {
    const parts = found.Navbar;
    out.components.Navbar = () => createElement(ComposedNavbar, parts);
  }
  if (found.Footer) {
    const parts = found.Footer;
    out.components.Footer = () => createElement(ComposedFooter, parts);
  }
}

/** Swizzled components of parts docsgen draws itself in markdown: what the site's file still does. */
const MARKDOWN_PARTS: Record<string, { drawn: string; restyle: string }> = {
  Admonition: { drawn: 'admonitions (:::note, :::tip…)', restyle: '.admonition, .admonition-<type>' },
  CodeBlock: { drawn: 'fenced code blocks', restyle: '.code-block, .code-title, .shiki' },
};

function markdownPartSwizzles(themeDir: string, root: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [name, part] of Object.entries(MARKDOWN_PARTS)) {
    const file = EXTENSIONS.flatMap((ext) => [
      path.join(themeDir, name + ext),
      path.join(themeDir, name, `index${ext}`),
    ]).find(existsSync);
    if (!file) continue;
    out.push({
      severity: 'warning',
      code: 'swizzled-component',
      file: path.relative(root, file),
      message:
        `The swizzled ${name} does not draw markdown's ${part.drawn}: docsgen draws them itself. ` +
        `It is used where an MDX page or a component imports @theme/${name}.`,
      hint: `Restyle docsgen's ${part.drawn} in the custom CSS (${part.restyle}), or import @theme/${name} where the site's own is wanted.`,
    });
  }
  return out;
}

/** What the `@docusaurus/*` hooks read in a swizzled component on the page at `pathname`. */
function swizzleSiteInfo(site: SiteSettings, version: string, pathname: string, doc?: SwizzleDoc): MdxSiteInfo {
  const at = withBase(site.baseUrl, pathname);
  return {
    ...docusaurusSiteContext(site),
    admonitionIcon: () => '',
    currentVersion: version,
    pathname: at,
    ...(doc && { currentDoc: doc }),
  };
}

/** The doc a page shows, for `useDoc()` in a swizzled part (DocItem/Footer reads its edit URL). */
export type SwizzleDoc = NonNullable<MdxSiteInfo['currentDoc']>;

/**
 * The page parts the theme renders through the site's components: each gets docsgen's own part
 * (for `@theme-original/…`) and the site context, and renders in its place.
 */
function swizzledSlots(theme: SwizzledTheme, info: MdxSiteInfo): SwizzledSlots | undefined {
  const slots: SwizzledSlots = {};
  for (const [slot, Component] of Object.entries(theme.components)) {
    if (slot === 'Root' || slot === 'Layout' || !Component) continue;
    // A post (on its page or in a list) is what the site's BlogPostItem reads with `useBlogPost()`.
    // The page's props are what the theme's parts it composes (`@theme/Navbar/Content`) draw from.
    slots[slot as SwizzleSlot] = (original: ReactElement, blogPost?: SwizzleBlogPost, page?: SimplePageProps) =>
      createElement(
        MdxSiteContext.Provider,
        { value: blogPost ? { ...info, currentBlogPost: blogPost } : info },
        createElement(
          ThemeOriginalsContext.Provider,
          { value: { [slot]: original } },
          createElement(
            PagePropsContext.Provider,
            { value: page },
            createElement(Component, customNavItemProps(slot, original)),
          ),
        ),
      );
  }
  return Object.keys(slots).length ? slots : undefined;
}

/**
 * The page body inside the site's swizzled Root and Layout, if it has them: a wrapper Layout
 * (`<Layout {...props} />` of `@theme-original/Layout` plus its own parts) renders docsgen's page as its children.
 */
function withSwizzledRoot(theme: SwizzledTheme, info: MdxSiteInfo, body: ReactElement): ReactElement {
  const { Root, Layout } = theme.components;
  if (!Root && !Layout) return body;
  const laid = Layout ? createElement(Layout, {}, body) : body;
  return createElement(MdxSiteContext.Provider, { value: info }, Root ? createElement(Root, {}, laid) : laid);
}

/** One page's share of the swizzled theme: the parts for its props, its body's wrapper, the components' CSS. */
export function pageSwizzle(
  theme: SwizzledTheme,
  site: SiteSettings,
  version: string,
  pathname: string,
  doc?: SwizzleDoc,
): { slots?: SwizzledSlots; wrap: (body: ReactElement) => ReactElement; headHtml?: string } {
  if (!Object.keys(theme.components).length) return { wrap: (body) => body };
  const info = swizzleSiteInfo(site, version, pathname, doc);
  return {
    slots: swizzledSlots(theme, info),
    wrap: (body) => withSwizzledRoot(theme, info, body),
    headHtml: theme.css ? `<style>${theme.css.replace(/<\/style/gi, '<\\/style')}</style>` : undefined,
  };
}
