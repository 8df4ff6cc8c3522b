/* eslint-disable @typescript-eslint/no-explicit-any -- unified's processor generics differ per plugin chain */
import type { ModuleAliases } from './module-aliases.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { VFile as VFileClass } from 'vfile';
import { escapeMdx1Text } from './mdx1-text.ts';
import { MDX_CODE_BLOCK, preprocessMdx } from './preprocess-mdx.ts';
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import {
  CodeRequestContext,
  HeadContext,
  MdxSiteContext,
  type CodeRequest,
  type MdxCategory,
  type MdxSidebar,
  type MdxSiteInfo,
} from '../../theme/mdx/index.ts';
import { currentMessages } from '../../theme/mdx/Translate.tsx';
import { siteInfoOnce } from '../../theme/mdx/island-site.ts';
import { highlightComponentCode, type HighlightCode } from './component-code.ts';
import { pageHeadOf, type PageHead } from './page-head.ts';
import type { PageSource } from '../../shared/types.ts';
import type { NotCarriedOver } from '../../shared/not-carried-over.ts';
import type { CompiledCache } from './evaluate.ts';
import type { MdxScopeOptions } from './remark-mdx-scope.ts';
import { createSiteModuleCache, siteFileInStack, type SiteModuleCache } from './site-modules.ts';
import type { ClientBundleCache } from './hydrate.ts';
import { resolveImport } from './resolve-import.ts';
import { bodyFromRoot, insideRoot, swizzledRoot } from './root-provider.ts';
import { tocOf } from './rehype-mdx-react.ts';
import { RenderTimeout, withDeadline } from './page-deadline.ts';
import { OUT_OF_MEMORY_HINT, RenderOutOfMemory } from './page-heap.ts';
import { TIMEOUT_HINT } from './remark-mdx-scope.ts';
import { LIVE_FENCE } from './live-codeblocks.ts';
import type { ThemePackages } from '../theme-packages.ts';
import type { Plugin } from 'esbuild';

/** How files are read: `detect` (default) parses `.mdx` files, and `.md` files that use imports or components, as MDX. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect' | 'extension';

export interface MdxSettings {
  format: MarkdownFormat;
  /** MDX 1 pages (`markdown.mdx1`): a stray `<` is text. */
  mdx1?: boolean;
  /** Components every MDX page can use without importing them: name → module path under the site. */
  components: Readonly<Record<string, string>>;
  site: Omit<
    MdxSiteInfo,
    | 'admonitionIcon'
    | 'currentVersion'
    | 'currentCategory'
    | 'pathname'
    | 'currentDoc'
    | 'currentSidebar'
    | 'versionDocs'
  >;
  admonitionIcon: (kind: string) => string;
  /** The sidebar category each doc is the index of, by `version:docId` (for `<DocCardList />`). */
  categories?: Readonly<Record<string, MdxCategory>>;
  /** The URL path (with the baseUrl) of a doc by `version:docId` (for `useLocation`). */
  pathOf?: (key: string) => string | undefined;
  /** The sidebar a doc shows, by `version:docId` (`useDocsSidebar`). */
  sidebarOf?: (key: string) => MdxSidebar | undefined;
  /** A version's docs by id (`useDocById`). */
  docsOf?: (version: string) => MdxSiteInfo['versionDocs'];
  /** What init could not carry from the Docusaurus config (site.config.ts `notCarriedOver`). */
  notCarriedOver?: readonly NotCarriedOver[];
  /** The build's site modules, shared with the swizzled Root and React pages (one instance of each file). */
  siteModules?: SiteModuleCache;
  /** The site's Docusaurus theme packages (site.config.ts `themes`), whose components answer `@theme/X`. */
  themePackages?: ThemePackages;
  /** esbuild plugins run on the site's own stylesheets (its PostCSS): components' CSS modules go through them too. */
  cssPlugins?: readonly Plugin[];
  /** The site's static folders (absolute), whose files components get as URLs. */
  staticDirs?: readonly string[];
  /** The site's import aliases (site.config.ts `moduleAliases`, as absolute folders). */
  aliases?: ModuleAliases;
}

export const MDX_NODE_TYPES = [
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
] as const;

/** Per-build MDX state: compiled site components and expressions (the dev server drops it with the renderer). */
export interface MdxRuntime {
  compiled: CompiledCache;
  siteModules: SiteModuleCache;
  clientBundles: ClientBundleCache;
  processor?: Processor<any, any, any, any, ReactElement>;
  scopeOptions(options: { root: string; staticDir: string; cacheDir: string }): MdxScopeOptions;
  /** `tree`: the page already parsed (the fast path, mdx-fast-parse.ts); else the processor parses the file. */
  render(
    file: VFile,
    processor: Processor<any, any, any, any, ReactElement>,
    tree?: import('mdast').Root,
  ): Promise<{ element: ReactElement; html: string; head?: PageHead }>;
}

const DEFAULT_SETTINGS: MdxSettings = {
  format: 'detect',
  components: {},
  site: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {}, versions: [] },
  admonitionIcon: () => '',
};

/** `highlight` renders the code a component gives `<CodeBlock>` as the page's fences are rendered. */
export function createMdxRuntime(settings: MdxSettings = DEFAULT_SETTINGS, highlight?: HighlightCode): MdxRuntime {
  const page: PageRendering = {
    settings,
    siteInfo: { ...settings.site, admonitionIcon: settings.admonitionIcon },
    highlight,
  };
  const runtime: MdxRuntime = {
    compiled: new Map(),
    siteModules:
      settings.siteModules ??
      createSiteModuleCache({
        themePackages: settings.themePackages,
        cssPlugins: settings.cssPlugins,
        staticDirs: settings.staticDirs,
        aliases: settings.aliases,
      }),
    clientBundles: new Map(),
    scopeOptions: (options) => {
      page.siteRoot ??= swizzledRoot(options.root, runtime.siteModules);
      return {
        root: options.root,
        staticDir: options.staticDir,
        docDir: (file) => path.dirname(path.resolve(options.root, file.path)),
        siteModules: runtime.siteModules,
        compiled: runtime.compiled,
        registry: settings.components,
        swizzledComponents: swizzledMdxComponents(options.root),
        mdx1: settings.mdx1,
        notCarriedOver: settings.notCarriedOver,
        clientBundles: runtime.clientBundles,
        clientCacheDir: path.join(options.cacheDir, 'mdx-client'),
        renderPartial: (file, from, chain) => renderPartial(runtime, settings, options.root, file, from, chain),
      };
    },
    render: (file, processor, tree) => renderPage(file, processor, page, tree),
  };
  return runtime;
}

/** What every MDX page of the build renders with. */
interface PageRendering {
  settings: MdxSettings;
  siteInfo: Omit<MdxSiteInfo, 'currentVersion' | 'currentCategory' | 'pathname' | 'currentDoc'>;
  highlight: HighlightCode | undefined;
  /** The site's swizzled Root, which every body renders inside (see root-provider.ts). */
  siteRoot?: Promise<ComponentType<{ children?: unknown }> | undefined>;
}

type PartialRender = Awaited<ReturnType<NonNullable<MdxScopeOptions['renderPartial']>>>;

/** An imported `.md`/`.mdx` file (a Docusaurus partial) rendered with the page's processor, as a component. */
async function renderPartial(
  runtime: MdxRuntime,
  settings: MdxSettings,
  root: string,
  file: string,
  from: VFile,
  chain: string[],
): Promise<PartialRender> {
  const text = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .replace(/^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  const relFile = path.relative(root, file).split(path.sep).join('/');
  const page = (from.data as { page?: PageSource }).page;
  const vfile = new VFileClass({
    value: settings.mdx1 ? escapeMdx1Text(preprocessMdx(text)) : preprocessMdx(text),
    path: relFile,
    data: { page: page ? { ...page, file: relFile } : undefined, partialChain: chain } as never,
  });
  const element = (await runtime.processor!.process(vfile)).result as ReactElement;
  const { mdx, assets } = vfile.data as {
    mdx?: import('./remark-mdx-scope.ts').MdxPageData;
    assets?: import('../markdown/rehype-images.ts').ImageAsset[];
  };
  // The partial's markdown images (and their size variants) are published with the page that shows them.
  const data = assets?.length ? { ...mdx!, assets: [...mdx!.assets, ...assets] } : mdx!;
  return { component: () => element, data, toc: tocOf(vfile), messages: vfile.messages };
}

/**
 * Renders the page body to HTML here, not inside the template: a component that throws
 * becomes an error at the page instead of stopping the build, and the body reaches the
 * template as an HTML string like any prerendered part.
 */
async function renderPage(
  file: VFile,
  processor: Processor<any, any, any, any, ReactElement>,
  rendering: PageRendering,
  tree?: import('mdast').Root,
): Promise<{ element: ReactElement; html: string; head?: PageHead }> {
  const { highlight } = rendering;
  const body = (
    tree ? processor.stringify(await processor.run(tree, file), file) : (await processor.process(file)).result
  ) as ReactElement;
  const data = (file.data as { mdx?: import('./remark-mdx-scope.ts').MdxPageData }).mdx;
  const css = (data?.css ?? []).join('\n');
  // What `<Head>` elements hold, anywhere in the page (partials and components included).
  const collected: ReactNode[] = [];
  const code: CodeRequest[] = [];
  let html = renderBody(file, body, collected, code, rendering, await rendering.siteRoot);
  if (html === undefined) return { element: createElement('div', { className: 'mdx-content' }), html: '' };
  if (highlight && html) html = await highlightComponentCode(html, code, highlight, file);
  const head = pageHeadOf(collected, (what) => {
    file.message(`\`<Head>\` holds ${what}, which cannot go in the page's <head>; it is left out.`, {
      place: data?.headAt,
      ruleId: 'mdx-unsupported',
      source: 'docsgen',
    }).note = 'Put only <title>, <meta>, <link>, <script>, <style>, <base> and <noscript> in <Head>.';
  });
  const element = createElement(
    Fragment,
    null,
    css ? createElement('style', { dangerouslySetInnerHTML: { __html: css } }) : null,
    createElement('div', { className: 'mdx-content', dangerouslySetInnerHTML: { __html: html } }),
    ...(data?.scripts ?? []).map((src) => createElement('script', { key: src, type: 'module', src })),
  );
  return { element, html, ...(head ? { head } : {}) };
}

/**
 * The page body as HTML, under the page deadline; a component that throws is reported and gives
 * an empty body. Undefined when the page ran out of time or memory (reported): it shows nothing.
 */
function renderBody(
  file: VFile,
  body: ReactElement,
  collected: ReactNode[],
  code: CodeRequest[],
  { settings, siteInfo, highlight }: PageRendering,
  Root: ComponentType<{ children?: unknown }> | undefined,
): string | undefined {
  try {
    // React hoists a preload <link> per eager image to the front; the document head has its own.
    const page = (file.data as { page?: PageSource }).page;
    const key = page ? `${page.version}:${page.id}` : undefined;
    const value: MdxSiteInfo = {
      ...siteInfo,
      currentVersion: page?.version ?? '',
      currentCategory: key ? settings.categories?.[key] : undefined,
      pathname: key ? settings.pathOf?.(key) : undefined,
      currentSidebar: key ? settings.sidebarOf?.(key) : undefined,
      versionDocs: page ? settings.docsOf?.(page.version) : undefined,
      currentDoc: page && {
        id: page.id,
        title: page.title,
        description: page.frontMatter.description,
        frontMatter: { ...page.frontMatter },
      },
    };
    currentMessages.value = siteInfo.i18n?.messages; // for translate(), which is no hook
    // Under a deadline: the page's expressions and components run here, and may never end.
    const shown = highlight ? createElement(CodeRequestContext.Provider, { value: code }, body) : body;
    const tree = createElement(HeadContext.Provider, { value: collected }, insideRoot(Root, shown));
    return bodyFromRoot(
      siteInfoOnce(withDeadline(() => renderToString(createElement(MdxSiteContext.Provider, { value }, tree)))),
      Root !== undefined,
    ).replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
  } catch (error) {
    if (error instanceof RenderTimeout) {
      file.message(error.message, {
        ruleId: 'render-timeout',
        source: 'docsgen',
      }).note = TIMEOUT_HINT;
      return undefined;
    }
    if (error instanceof RenderOutOfMemory) {
      file.message(error.message, { ruleId: 'render-out-of-memory', source: 'docsgen' }).note = OUT_OF_MEMORY_HINT;
      return undefined;
    }
    const where = siteFileInStack(error);
    const message = file.message(
      `A component on this page threw while rendering${where ? ` (in ${where})` : ''}: ${(error as Error).message}.`,
      { ruleId: 'mdx-render-error', source: 'docsgen' },
    );
    message.note =
      'Components render at build time: browser globals such as window and document do not exist there (wrap such code in <BrowserOnly>).';
    collected.length = 0;
    return '';
  }
}

/**
 * A `.md` page that `detect` read as MDX only for a capitalised tag, where that tag turned out to be
 * no component: the page is plain markdown with HTML in it, as remark (and Docusaurus' `detect`) reads it.
 */
export function htmlTagsAfterAll(page: PageSource, format: MarkdownFormat, file: VFile): boolean {
  if (format !== 'detect' || page.ext === '.mdx') return false;
  if (!file.messages.some((m) => m.ruleId === 'unknown-component')) return false;
  return !MDX_SIGNS.test(stripFences(page.body)) && !MDX_CODE_BLOCK.test(page.body);
}

/** Top-level `import`/`export` lines outside code fences. */
const MDX_SIGNS = /^(?:import\s[^\n]*from\s|import\s+['"]|export\s+(?:const|let|var|function|default)\s)/m;
const TAG_OPEN = /<[a-z][\w-]*\s/g;
const EXPRESSION_ATTRIBUTE = /\s[\w-]+=\{/;

/** How far a tag's attributes are looked at: a tag written over several lines (`<iframe\n  style={{…}}`) fits. */
const MAX_TAG_LENGTH = 2_000;

/**
 * An HTML tag with an attribute written as a JSX expression (`style={{…}}`, `width={300}`), on its
 * line or the lines after it up to `>`, `<` or a blank line; one bounded pass per tag.
 */
function hasJsxAttribute(body: string): boolean {
  for (const m of body.matchAll(TAG_OPEN)) {
    const start = m.index + m[0].length - 1;
    const slice = body.slice(start, start + MAX_TAG_LENGTH);
    const ends = [slice.indexOf('>'), slice.indexOf('\n\n'), slice.indexOf('<')].filter((i) => i >= 0);
    if (EXPRESSION_ATTRIBUTE.test(slice.slice(0, ends.length ? Math.min(...ends) : slice.length))) return true;
  }
  return false;
}
/** A capitalised tag at a line start: a component, unless it is an HTML element in capitals (`<DIV>`). */
const CAPITAL_TAG = /^\s*<([A-Z][\w.]*)[\s/>]/gm;
const HTML_NAMES = new Set(
  'a abbr address article aside b blockquote br caption center code col dd del details dfn div dl dt em figcaption figure font footer h1 h2 h3 h4 h5 h6 header hr i iframe img input ins kbd label li main mark nav ol p picture pre q s samp section small source span strong sub summary sup table tbody td tfoot th thead tr tt u ul var video'.split(
    ' ',
  ),
);

export function isMdxPage(page: PageSource, format: MarkdownFormat): boolean {
  if (format === 'mdx') return true;
  if (format === 'md') return false;
  if (page.ext === '.mdx') return true;
  // Docusaurus' `markdown.format: 'detect'`: a .md file is CommonMark, its tags are HTML.
  if (format === 'extension') return false;
  const body = stripFences(page.body);
  if (MDX_SIGNS.test(body) || MDX_CODE_BLOCK.test(page.body) || LIVE_FENCE.test(page.body)) return true;
  for (const m of body.matchAll(CAPITAL_TAG)) if (!HTML_NAMES.has(m[1]!.toLowerCase())) return true;
  // `<img style={{ width: '50%' }} />`: a JSX attribute, which only MDX reads (Docusaurus parses .md as MDX).
  return hasJsxAttribute(body.replace(/`[^`\n]*`/g, ''));
}

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
const FENCE_CLOSE = /^[ \t]*(`{3,}|~{3,})[ \t]*$/;

/**
 * The body without its closed code fences (a fence closes on a line of at least as many of its
 * characters). One pass over the lines: a regex with a backreference took seconds on a long line
 * of backticks, as it tried every split of the run.
 */
function stripFences(body: string): string {
  if (!body.includes('```') && !body.includes('~~~')) return body;
  const lines = body.split('\n');
  // The longest closing fence of each kind at or after each line, so an unclosed fence is known without a scan.
  const longest = {
    '`': new Array<number>(lines.length + 1).fill(0),
    '~': new Array<number>(lines.length + 1).fill(0),
  };
  for (let i = lines.length - 1; i >= 0; i--) {
    const run = FENCE_CLOSE.exec(lines[i]!)?.[1] ?? '';
    for (const kind of ['`', '~'] as const)
      longest[kind][i] = Math.max(longest[kind][i + 1]!, run[0] === kind ? run.length : 0);
  }
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]!)?.[1];
    const kind = open?.[0] as '`' | '~' | undefined;
    if (!open || !kind || longest[kind][i + 1]! < open.length) {
      kept.push(lines[i]!);
      continue;
    }
    const closes = (line: string): boolean => {
      const run = FENCE_CLOSE.exec(line)?.[1];
      return run !== undefined && run[0] === kind && run.length >= open.length;
    };
    i++;
    while (!closes(lines[i]!)) i++;
  }
  return kept.join('\n');
}

export function isParseError(error: unknown): boolean {
  const e = error as { reason?: unknown; source?: unknown; place?: unknown };
  return typeof e?.reason === 'string' && typeof e.source === 'string' && /micromark|mdx|acorn/.test(e.source);
}

export function syntaxHint(error: { reason: string }): string {
  if (/before name|closing tag|end of file|expected a closing/i.test(error.reason))
    return 'MDX needs every tag closed (`<br />`, `<img ... />`); write `&lt;` for a literal "<".';
  if (/acorn|expression|could not parse/i.test(error.reason))
    return 'Braces start JavaScript in MDX: write `\\{` for a literal "{", or fix the expression.';
  return 'MDX is stricter than markdown: close every tag, write `\\{` and `&lt;` for literal braces and "<", or rename the file to .md.';
}

/** The site's `src/theme/MDXComponents` (a file or a folder with an index), if it swizzled one. */
function swizzledMdxComponents(root: string): string | undefined {
  const found = resolveImport('@site/src/theme/MDXComponents', { root, dir: root });
  return found.kind === 'module' ? found.file : undefined;
}
