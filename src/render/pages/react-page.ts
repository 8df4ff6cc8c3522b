import { SourceMap } from 'node:module';
import { missingModulesText } from '../mdx/missing-modules-text.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lineUsesImportsOf } from './throw-cause.ts';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  HeadContext,
  MdxSiteContext,
  PageLayoutContext,
  type MdxSiteInfo,
  type PageLayoutRequest,
} from '../../theme/mdx/index.ts';
import Layout from '../../theme/mdx/Layout.tsx';
import useDocusaurusContext from '../../theme/mdx/useDocusaurusContext.ts';
import { bodyFromRoot, insideRoot, swizzledRoot } from '../mdx/root-provider.ts';
import { IslandUsesContext, type IslandOrigin, type IslandUses } from '../mdx/component-islands.ts';
import { pageHeadOf, type PageHead } from '../mdx/page-head.ts';
import {
  loadSiteModule,
  SITE_MODULE_URL,
  SiteModuleError,
  type SiteModule,
  type SiteModuleCache,
} from '../mdx/site-modules.ts';

/** A React page of `src/pages` rendered to HTML, with what its chrome and head need. */
export interface ReactPageResult {
  html: string;
  layout: PageLayoutRequest;
  head?: PageHead;
  /** The CSS its modules and stylesheets import (CSS modules already scoped). */
  css: string;
  /** Components it asked to hydrate (`client:load`). */
  islands: IslandOrigin[];
  /** Problems that do not stop the page (a `<Head>` child that cannot go in a head, an ignored `client:load`). */
  warnings: string[];
  /** Files under the site it was built from, relative to the root. */
  inputs: string[];
  /** Files its components import for their URL (a video beside a component), to publish with it. */
  media: SiteModule['media'];
  /** The hrefs it rendered through `@docusaurus/Link`: `true` for a link Docusaurus checks, `false` for a `pathname://` one. */
  linked: ReadonlyMap<string, boolean>;
}

/** A page that could not be built or rendered, with the place in the site's source to look at. */
export class ReactPageError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

/**
 * Compiles the page with the same bundling as components in MDX (the `@theme`/`@docusaurus`
 * modules, CSS modules, images, SVG) and renders its default export with the site context.
 */
export async function renderReactPage(o: {
  file: string;
  root: string;
  cache: SiteModuleCache;
  site: MdxSiteInfo;
}): Promise<ReactPageResult> {
  const rel = path.relative(o.root, o.file).split(path.sep).join('/');
  let mod: SiteModule;
  try {
    mod = await loadSiteModule(o.file, o.root, o.cache, { stubMissingPackages: true });
  } catch (error) {
    if (error instanceof SiteModuleError) {
      const where = error.file
        ? path.relative(o.root, path.resolve(o.root, error.file)).split(path.sep).join('/')
        : rel;
      throw new ReactPageError(`The page could not be compiled: ${error.message}`, where, error.line, error.column);
    }
    throw error;
  }
  const Page = pageComponent(mod.exports);
  if (!Page)
    throw new ReactPageError(
      'The page has no default export that is a React component, so it has nothing to show.',
      rel,
      1,
    );
  const Root = await swizzledRoot(o.root, o.cache);
  const layout: PageLayoutRequest = { used: false };
  const collected: ReactNode[] = [];
  const islands: IslandUses = { root: o.root, used: [], ignored: [] };
  const linked = new Map<string, boolean>();
  const site: MdxSiteInfo = {
    ...o.site,
    collectLink: (href, checked) => linked.set(href, linked.get(href) || checked),
  };
  const render = (Shown: (props: object) => ReactNode) => {
    const page = createElement(IslandUsesContext.Provider, { value: islands }, insideRoot(Root, createElement(Shown)));
    const tree = createElement(HeadContext.Provider, { value: collected }, withLayout(layout, page));
    return bodyFromRoot(
      renderToString(createElement(MdxSiteContext.Provider, { value: site }, tree)),
      Root !== undefined,
    ).replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
  };
  let html: string;
  const warnings: string[] = [];
  try {
    html = render(withConfigProp(Page));
  } catch (error) {
    const at = sourcePlace(error, mod, o.root) ?? { file: rel };
    // Without its packages the page may well throw (a stand-in hook's value read as data): it keeps the site's
    // chrome, its content left out and said so, rather than failing the whole build.
    const without = mod.missingPackages?.length ? withoutContent(error, at, mod.missingPackages, o.root) : undefined;
    if (without) {
      collected.length = 0;
      islands.used.length = 0;
      html = render(EmptyPage);
      warnings.push(without);
    } else
      throw new ReactPageError(
        `The page threw while rendering: ${(error as Error)?.message ?? String(error)}. Pages render at ` +
          `build time: browser globals such as window and document do not exist there (wrap such code in <BrowserOnly> ` +
          `or useEffect).`,
        at.file,
        at.line,
        at.column,
      );
  }
  if (mod.missingPackages?.length && warnings.length === 0) warnings.push(missingPackagesWarning(mod.missingPackages));
  const head = pageHeadOf(collected, (what) =>
    warnings.push(`\`<Head>\` holds ${what}, which cannot go in the page's <head>; it is left out.`),
  );
  for (const name of new Set(islands.ignored))
    warnings.push(
      `\`client:load\` on \`<${name}>\` is ignored: only components imported from the site's own files can hydrate.`,
    );
  const { css, inputs, media } = mod;
  return { html, layout, head, css, islands: islands.used, warnings, inputs, media, linked };
}

function missingPackagesWarning(packages: readonly string[]): string {
  const { phrase, hint } = missingModulesText(packages);
  const one = packages.length === 1;
  return `The page imports ${phrase}: what ${one ? 'it draws' : 'they draw'} is left out of the page. ${hint}`;
}

/** What a page that threw without its uninstalled packages shows: the site's chrome around no content. */
function EmptyPage(): ReactNode {
  return createElement(Layout, null);
}

/**
 * What a page that threw without its packages is told. A stand-in for a missing package is the usual cause, but not
 * always: when the line that threw uses none of the names imported from them, the page's own code is named instead.
 */
function withoutContent(
  error: unknown,
  at: { file: string; line?: number },
  packages: readonly string[],
  root: string,
): string {
  const where = at.line ? `${at.file}:${at.line}` : at.file;
  const { phrase, hint } = missingModulesText(packages);
  const message = (error as Error)?.message ?? String(error);
  const chrome = "Its content is left out, the site's chrome stays.";
  if (at.line && !lineUsesImportsOf(sourceText(root, at.file), at.line, packages))
    return (
      `The page threw while rendering, at ${where}: ${message}. That line uses nothing it imports from ${phrase}, ` +
      `so the likely cause is what the page itself reads there (Docusaurus gives a page its \`config\` prop and ` +
      `useDocusaurusContext(); docsgen gives both). ${chrome}`
    );
  return `The page threw while rendering without ${phrase}: ${message} (at ${where}). ${chrome} ${hint}`;
}

function sourceText(root: string, file: string): string {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return '';
  }
}

/**
 * The page with the props Docusaurus gives a page of `src/pages`: `config`, the site's config (`const {config:
 * siteConfig} = props`, a habit from Docusaurus 1 pages that Docusaurus 2 and 3 keep working).
 */
function withConfigProp(Page: (props: object) => ReactNode): () => ReactNode {
  return function PageWithConfig() {
    return createElement(Page as (props: { config: unknown }) => ReactNode, {
      config: useDocusaurusContext().siteConfig,
    });
  };
}

/** The default export, when it is something React can render as a component. */
function pageComponent(exports: Readonly<Record<string, unknown>>): ((props: object) => ReactNode) | undefined {
  const value: unknown = typeof exports === 'function' || !('default' in exports) ? exports : exports.default;
  if (typeof value === 'function') return value as (props: object) => ReactNode;
  // memo() and forwardRef() components are objects React renders as well.
  if (value && typeof value === 'object' && '$$typeof' in value && !isValidElement(value))
    return value as unknown as (props: object) => ReactNode;
  return undefined;
}

function withLayout(layout: PageLayoutRequest, page: ReactElement): ReactElement {
  return createElement(PageLayoutContext.Provider, { value: layout }, page);
}

/**
 * The place in the site's source of the innermost frame of a site file in the error's stack,
 * through the compiled module's source map (`new Function` puts two lines before the code).
 */
function sourcePlace(
  error: unknown,
  mod: SiteModule,
  root: string,
): { file: string; line?: number; column?: number } | undefined {
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return undefined;
  const frame = new RegExp(`${escapeRegExp(SITE_MODULE_URL)}([^\\s):]+):(\\d+):(\\d+)`).exec(stack);
  if (!frame) return undefined;
  const [, file, line, column] = frame;
  const sourceMap = mod.sourceMaps.get(file!);
  if (!sourceMap) return { file: file! };
  try {
    const map = new SourceMap(JSON.parse(sourceMap));
    const entry = map.findEntry(Number(line) - 3, Number(column) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (!entry?.originalSource) return { file: file! };
    const source = entry.originalSource.replace(/^file:\/\//, '');
    const abs = path.isAbsolute(source) ? source : path.resolve(root, '.docsgen-site-modules', source);
    return {
      file: path.relative(root, abs).split(path.sep).join('/'),
      line: entry.originalLine! + 1,
      column: entry.originalColumn! + 1,
    };
  } catch {
    return { file: file! };
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
