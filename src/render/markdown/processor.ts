import path from 'node:path';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { unified, type PluggableList, type Processor } from 'unified';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { defaultHandlers, type State } from 'mdast-util-to-hast';

import type { Element, Root as HastRoot } from 'hast';
import rehypeRaw from 'rehype-raw';
import { rehypeCloseSelfClosing, rehypeDropHeadElements, rehypeInvalidTagsAsText } from './rehype-raw-guards.ts';
import { takeRawHeadBlocks } from './raw-head-block.ts';
import { rehypeHeadingIds, rehypeHeadingLinks, textOf } from './rehype-heading-anchors.ts';
import rehypeReact from 'rehype-react';
import { VFile } from 'vfile';
import {
  DIAGNOSTICS,
  isDiagnosticCode,
  pluginCode,
  type Diagnostic,
  type DiagnosticCode,
  type Severity,
} from '../../shared/diagnostics.ts';
import type { PageSource, TocEntry } from '../../shared/types.ts';
import type { MarkdownPageContext, PluginEntry } from '../../shared/plugin-api.ts';

export type { MarkdownPageContext, PluginEntry } from '../../shared/plugin-api.ts';
import type { MagicComment } from './code-meta.ts';
import type { CodeHighlighter } from './highlighter.ts';
import type { HighlightStore } from './highlight-store.ts';
import { preprocessMarkdown } from './preprocess.ts';
import { createPageParser, type ParserChoice } from './parse.ts';
import { checkComplexity, complexityDiagnostic } from './complexity-limits.ts';
import { CODE_BODY_TAG, codeBlock, remarkCodeBlocks, type TextCache } from './remark-code-blocks.ts';
import { createElement } from 'react';
import { remarkBlockDirectives } from './remark-block-directives.ts';
import { remarkDirectives } from './remark-directives.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkEmoji } from './remark-emoji.ts';
import { remarkAutolinkPrecheck } from './remark-autolink-precheck.ts';
import { remarkNpm2yarn } from './remark-npm2yarn.ts';
import { rehypeImages, type ImageAsset, type ImageContext } from './rehype-images.ts';
import { rehypeTaskListLabels } from './rehype-task-list-labels.ts';
import { markRawHtmlImages, tagMarkdownImages } from './raw-html-images.ts';
import type { ImageVariantSettings } from './image-variants.ts';
import { rehypeLinks, type FoundLink, type LinkContext } from './rehype-links.ts';
import { rehypeLinkedFiles } from './rehype-linked-files.ts';
import { rehypeSocialImage } from './rehype-social-image.ts';
import { collectElementIds, rehypeToc } from './rehype-toc.ts';
import remarkMdx from 'remark-mdx';
import { shownTree } from '../mdx/shown-tree.ts';
import type { VFileMessage } from 'vfile-message';
import { codeFrame } from '../mdx/code-frame.ts';
import { preprocessMdx } from '../mdx/preprocess-mdx.ts';
import {
  createMdxRuntime,
  htmlTagsAfterAll,
  isMdxPage,
  isParseError,
  MDX_NODE_TYPES,
  syntaxHint,
  type MdxRuntime,
  type MdxSettings,
} from '../mdx/mdx-runtime.ts';
import { rehypeMdxReact } from '../mdx/rehype-mdx-react.ts';
import { remarkUnravelJsx } from '../mdx/remark-unravel-jsx.ts';
import { mdx1SyntaxHint } from '../mdx/mdx1-hints.ts';
import { escapeMdx1Text } from '../mdx/mdx1-text.ts';
import type { PageHead } from '../mdx/page-head.ts';
import { remarkMdxScope, type MdxPageData } from '../mdx/remark-mdx-scope.ts';
import { mdxPageParserOf } from '../mdx/mdx-fast-parse.ts';
import { ImageFileMemo } from './image-files.ts';

export interface MarkdownOptions {
  root: string;
  contentDir: string;
  staticDir: string;
  /** Every version's docs folder, where images beside the docs are published from. */
  docsDirs?: readonly string[];
  /** More folders whose images are published beside the pages (the blog's folder). */
  mediaDirs?: readonly string[];
  moreStaticDirs?: readonly string[];
  /** The folder of the locale being built, if not the default one (`/fr/`): see rehype-images.ts. */
  localeStaticPrefix?: string;
  highlighter: CodeHighlighter;
  magicComments: readonly MagicComment[];
  /** Admonition keywords besides the built-in ones (`markdown.admonitionKeywords`). */
  admonitionKeywords?: readonly string[];
  /** The locale's theme messages (`theme.admonition.tip`, …), for the admonitions' default titles. */
  themeMessages?: Readonly<Record<string, string>>;
  /** The site's own plugins (`markdown.remarkPlugins` / `markdown.rehypePlugins` in site.config.ts). */
  remarkPlugins?: readonly PluginEntry[];
  rehypePlugins?: readonly PluginEntry[];
  /** Docusaurus' `beforeDefaultRemarkPlugins`/`beforeDefaultRehypePlugins`: run before docsgen's own. */
  beforeRemarkPlugins?: readonly PluginEntry[];
  beforeRehypePlugins?: readonly PluginEntry[];
  fileToDoc: ReadonlyMap<string, string>;
  docPaths: ReadonlyMap<string, string>;
  /** Each version's folder relative to the project → version name (links to another version's files). */
  versionFolders?: ReadonlyMap<string, string>;
  /** The URL a page's relative URL links (`../setup`) are read from, as Docusaurus reads them (relative-url-links.ts). */
  relativeLinkBase?: (page: PageSource) => string | undefined;
  /** Responsive variants of raster images (`images` in site.config.ts). */
  images: ImageVariantSettings;
  /** Where generated image variants are kept between builds. */
  imageCacheDir: string;
  /** Severity per rule id; rules not listed are warnings. */
  severities: Partial<Record<DiagnosticCode, Severity | 'ignore'>>;
  /** Shared across pages and rebuilds: highlighted code and image sizes. */
  caches: MarkdownCaches;
  /** MDX: which files are parsed as MDX, components usable without import, what @docusaurus helpers read. */
  mdx?: MdxSettings;
  /** Which parser plain pages get (parse.ts); builds leave it `auto`, tests force each path. */
  parser?: ParserChoice;
}

export interface MarkdownCaches {
  code: TextCache;
  /** Highlighted blocks on disk, kept between builds (CLI builds). */
  codeStore?: HighlightStore;
  imageSizes: Map<string, { width: number; height: number } | null>;
  /** Image files read by earlier pages (image-files.ts). */
  imageFiles?: ImageFileMemo;
}

export function createMarkdownCaches(): MarkdownCaches {
  return { code: new Map(), imageSizes: new Map(), imageFiles: new ImageFileMemo() };
}

export interface RenderedMarkdown {
  content: ReactElement;
  /** The rendered tree before it became React elements; search records are cut from it. */
  hast: HastRoot;
  toc: TocEntry[];
  /** Every element id, for anchor checks. */
  ids: string[];
  links: FoundLink[];
  assets: ImageAsset[];
  hasMermaid: boolean;
  diagnostics: Diagnostic[];
  /** MDX pages: files under the site the page imports, relative to the root. */
  uses?: string[];
  /** MDX pages: the first paragraph as shown, for the meta description. */
  description?: string;
  /** What `<Head>` elements (MDX) or a `<head>` block (markdown) put in the document head. */
  head?: PageHead;
  /** The id of the `# Title` taken out of the content, which the template's title heading carries. */
  titleId?: string;
  /** The text of that `# Title`: the heading a doc shows, though its front matter `title` names it elsewhere, as in Docusaurus. */
  titleText?: string;
  /** The page's social card (front matter `image`): an absolute URL or a site-root path (rehype-social-image.ts). */
  image?: string;
  /** The parser whose tree was rendered (plain pages). */
  parsedBy?: 'fast' | 'micromark';
}

interface PageData {
  page: PageSource;
  docsgen: MarkdownPageContext;
}

/** Builds the unified processor once per build; `render` then runs it per page. */
export function createMarkdownRenderer(options: MarkdownOptions) {
  const processor = buildProcessor(options, undefined);
  const parser = createPageParser(processor as never, options.parser);
  let mdx: MdxRuntime | undefined;
  const codeOptions = {
    highlighter: options.highlighter,
    magicComments: options.magicComments,
    cache: options.caches.code,
    store: options.caches.codeStore,
  };
  const mdxFor = () => (mdx ??= createMdxRuntime(options.mdx, (node, file) => codeBlock(node, file, codeOptions)));

  return {
    /** The build's site modules, which the swizzled theme and React pages share with MDX pages. */
    siteModules: () => mdxFor().siteModules,
    async render(page: PageSource): Promise<RenderedMarkdown> {
      // Measured before parsing: past these limits the parsers' cost grows faster than the text.
      const asMdx = isMdxPage(page, options.mdx?.format ?? 'detect');
      const tooComplex = checkComplexity(page.body, { mdx: asMdx, mdx1: options.mdx?.mdx1 });
      if (tooComplex) return unrendered([complexityDiagnostic(tooComplex, page.file, page.bodyLine)]);
      const runtime = asMdx ? mdxFor() : undefined;
      const mdxSource = (body: string) =>
        options.mdx?.mdx1 ? escapeMdx1Text(preprocessMdx(body)) : preprocessMdx(body);
      const source = asMdx ? mdxSource(preprocessMarkdown(page.body)) : preprocessMarkdown(page.body);
      const docsgen: MarkdownPageContext = {
        version: page.version,
        docId: page.id,
        relPath: page.relPath,
        docHref: (id) => options.docPaths.get(`${page.version}:${id}`),
      };
      // A fresh `data` per file: the plugins collect the page's links, assets and tree in it.
      const pageData = () => ({ page, docsgen }) satisfies PageData as never;
      const run: PageRun = {
        page,
        options,
        processor,
        parser,
        runtime,
        source,
        pageData,
        newFile: () => new VFile({ value: source, path: page.file, data: pageData() }),
      };
      const outcome = await renderTree(run, asMdx);
      return renderedMarkdown(page, outcome, messagesToDiagnostics(page, outcome, options.severities));
    },
  };
}

/** One page being rendered, with the build's processor and parser. */
interface PageRun {
  page: PageSource;
  options: MarkdownOptions;
  processor: ReturnType<typeof buildProcessor>;
  parser: ReturnType<typeof createPageParser>;
  /** Set when the page is read as MDX. */
  runtime: MdxRuntime | undefined;
  /** The page's body after the rewrites before parsing. */
  source: string;
  pageData: () => never;
  newFile: () => VFile;
}

/** What rendering the page's tree gave: the file whose messages and data count, and the React content. */
interface TreeOutcome {
  file: VFile;
  content: ReactElement;
  /** Whether the page was rendered as MDX (a .md page may fall back to markdown). */
  asMdx: boolean;
  /** MDX pages: the rendered HTML and what `<Head>` put in the document head. */
  mdxHtml?: string;
  head?: PageHead;
  parsedBy?: RenderedMarkdown['parsedBy'];
}

/** Renders the page as MDX or markdown; an MDX page that does not parse is reported and shows nothing. */
async function renderTree(run: PageRun, asMdx: boolean): Promise<TreeOutcome> {
  const { page, options, processor, runtime } = run;
  const outcome: TreeOutcome = { file: run.newFile(), content: undefined as never, asMdx };
  try {
    const out = runtime && (await renderMdx(run, outcome, runtime));
    if (out && !htmlTagsAfterAll(page, options.mdx?.format ?? 'detect', outcome.file)) {
      outcome.content = out.element;
      outcome.mdxHtml = out.html;
      outcome.head = out.head;
    } else if (out) {
      // A .md page read as MDX only for a capitalised tag that is no component (`<Warning>`): remark renders it as HTML.
      outcome.asMdx = false;
      outcome.file = new VFile({ value: preprocessMarkdown(page.body), path: page.file, data: run.pageData() });
      outcome.content = (await processor.process(outcome.file)).result as ReactElement;
    } else await renderMarkdown(run, outcome);
  } catch (error) {
    // A syntax error stops MDX parsing: the page shows nothing rather than half a page.
    if (!runtime) throw error;
    reportMdxParseError(error, outcome.file, page.body);
    outcome.content = createElement('div', { className: 'mdx-content' });
  }
  return outcome;
}

/**
 * An MDX page from its fast tree when it has one (mdx-fast-parse.ts); as for plain pages, a render
 * that reports anything not placed at a link or an image is done again from micromark's tree.
 */
async function renderMdx(run: PageRun, outcome: TreeOutcome, runtime: MdxRuntime) {
  const processor = (runtime.processor ??= buildProcessor(run.options, runtime));
  const parsed = mdxPageParserOf(processor as never, run.parser.choice)(run.source);
  if (!('tree' in parsed)) return runtime.render(outcome.file, processor);
  const out = await runtime.render(outcome.file, processor, parsed.tree);
  if (run.parser.choice !== 'auto' || outcome.file.messages.every(placedAtLinkOrImage)) return out;
  outcome.file = run.newFile();
  return runtime.render(outcome.file, processor);
}

/**
 * The parse switch (parse.ts): plain pages that markdown-it can mirror exactly are parsed by
 * it (several times faster than micromark), then run through the very same plugins, the
 * site's tree-only plugins included. Diagnostics stay exact: a page whose fast render
 * reports anything is rendered again from micromark's tree and only that render counts,
 * unless every report is placed at a link or an image, whose starts the fast tree
 * reproduces exactly. (Tests that force the fast path keep its render, to compare it.)
 */
async function renderMarkdown({ processor, parser, source, newFile }: PageRun, outcome: TreeOutcome): Promise<void> {
  const parsed = parser.parse(source);
  outcome.parsedBy = parsed.parser;
  if (parsed.parser === 'fast') {
    outcome.content = processor.stringify(await processor.run(parsed.tree, outcome.file), outcome.file) as ReactElement;
    if (parser.choice === 'auto' && !outcome.file.messages.every(placedAtLinkOrImage)) {
      outcome.file = newFile();
      outcome.parsedBy = 'micromark';
      outcome.content = (await processor.process(outcome.file)).result as ReactElement;
    }
  } else outcome.content = (await processor.process(outcome.file)).result as ReactElement;
}

/** An MDX page that does not parse: one `mdx-syntax-error` at the offending place, with a hint. */
function reportMdxParseError(error: unknown, file: VFile, body: string): void {
  if (isParseError(error)) {
    const e = error as VFileMessage;
    // The reason names the offending span ("(2:14-2:18)"); that start beats the error's own place (often the block's end).
    const span = /\s*\((\d+):(\d+)-\d+:\d+\)/.exec(e.reason);
    const place = span ? { line: Number(span[1]), column: Number(span[2]) } : (e.place ?? undefined);
    file.message(`MDX syntax error: ${e.reason.replace(/\s*\(\d+:\d+-\d+:\d+\)/, '').replace(/\.$/, '')}.`, {
      place,
      ruleId: 'mdx-syntax-error',
      source: 'docsgen',
    }).note = mdx1SyntaxHint(e.reason, lineOf(body, place)) ?? syntaxHint(e);
  } else {
    // The parsers' own assertions fail on some malformed input (found by the fuzz test): still the page's problem, not a crash.
    file.message(`MDX could not be parsed: ${error instanceof Error ? error.message : String(error)}.`, {
      place: { line: 1, column: 1 },
      ruleId: 'mdx-syntax-error',
      source: 'docsgen',
    }).note =
      'Check the JSX tags and {expressions} of the page; write `&lt;` for a literal "<" and `\\{` for a literal "{".';
  }
}

/** The file's messages as diagnostics at the page's own lines, each with its configured severity. */
function messagesToDiagnostics(
  page: PageSource,
  { file, asMdx }: TreeOutcome,
  severities: MarkdownOptions['severities'],
): Diagnostic[] {
  const offset = page.bodyLine - 1;
  const diagnostics: Diagnostic[] = [];
  for (const m of file.messages) {
    // A site's own plugin keeps its rule id (a warning unless the config says otherwise); no id at all is `markdown`.
    const code = isDiagnosticCode(m.ruleId) ? m.ruleId : m.ruleId ? pluginCode(m.ruleId) : 'markdown';
    const severity = severities[code] ?? (isDiagnosticCode(code) ? DIAGNOSTICS[code].severity : 'warning');
    if (severity === 'ignore') continue;
    // The rewrites before parsing keep lines, so the frame shows the page as its author wrote it.
    const frame = asMdx && m.line ? codeFrame(page.body, m.line, m.column ?? 1, offset) : '';
    const hint = [m.note, frame].filter(Boolean).join('\n') || undefined;
    diagnostics.push({
      severity,
      code,
      file: page.file,
      line: m.line ? m.line + offset : undefined,
      column: m.column ?? undefined,
      message: m.reason,
      ...(hint ? { hint } : {}),
    });
  }
  return diagnostics;
}

/** What the page's render hands on: content, tree, headings, ids, links, assets and diagnostics. */
function renderedMarkdown(page: PageSource, outcome: TreeOutcome, diagnostics: Diagnostic[]): RenderedMarkdown {
  const { content, mdxHtml, parsedBy } = outcome;
  const data = outcome.file.data as {
    rawHead?: PageHead;
    hast?: HastRoot;
    toc?: TocEntry[];
    ids?: string[];
    links?: FoundLink[];
    assets?: ImageAsset[];
    hasMermaid?: boolean;
    socialImage?: string;
    mdx?: MdxPageData;
    titleId?: string;
    titleText?: string;
    titleShown?: string;
  };
  const offset = page.bodyLine - 1;
  // MDX: search records and the description come from what the page shows, expressions and
  // components included, not from the tree before they ran.
  const shown = mdxHtml !== undefined ? shownTree(mdxHtml) : undefined;
  return {
    content,
    hast: shown ?? data.hast ?? { type: 'root', children: [] },
    ...(shown ? { description: firstParagraph(shown) } : {}),
    toc: data.toc ?? [],
    ids: [
      ...(data.titleId ? [data.titleId] : []),
      ...(shown ? [...new Set([...(data.ids ?? []), ...collectElementIds(shown)])] : (data.ids ?? [])),
    ],
    ...(data.titleId ? { titleId: data.titleId } : {}),
    ...(data.titleText ? { titleText: data.titleShown ?? data.titleText } : {}),
    ...(data.socialImage ? { image: data.socialImage } : {}),
    links: (data.links ?? []).map((l) => ({ ...l, line: l.line ? l.line + offset : undefined })),
    assets: [...(data.assets ?? []), ...(data.mdx?.assets ?? [])],
    // A component's diagram (`<Mermaid value>`) needs the diagram scripts as a fence's does.
    hasMermaid: data.hasMermaid === true || (mdxHtml?.includes('<div class="mermaid-diagram"') ?? false),
    diagnostics,
    ...(data.mdx ? { uses: [...data.mdx.uses] } : {}),
    ...(outcome.head || data.rawHead ? { head: outcome.head ?? data.rawHead } : {}),
    ...(parsedBy ? { parsedBy } : {}),
  };
}

export type MarkdownRenderer = ReturnType<typeof createMarkdownRenderer>;

/** One unified processor: plain markdown, or MDX when `mdx` is given (same plugins, MDX syntax on, no raw HTML). */
function buildProcessor(options: MarkdownOptions, mdx: MdxRuntime | undefined) {
  const pageOf = (file: VFile) => (file.data as unknown as PageData).page;
  const base = unified().use(remarkParse);
  if (mdx)
    base
      .use(remarkMdx)
      .use(remarkUnravelJsx)
      .use(
        remarkMdxScope,
        mdx.scopeOptions({
          root: options.root,
          staticDir: options.staticDir,
          cacheDir: path.dirname(options.imageCacheDir),
        }),
      );
  const processor = base
    .use(remarkGfm)
    .use(pluginList(options.beforeRemarkPlugins))
    .use(remarkAutolinkPrecheck)
    .use(remarkBlockDirectives)
    .use(remarkStripTitle)
    .use(remarkHeadingIds)
    .use(remarkNpm2yarn)
    // After the title and heading ids, before the site's plugins, as Docusaurus orders its emoji step; before the
    // admonitions, which make their titles HTML nodes at once (Docusaurus converts those titles too).
    .use(remarkEmoji)
    .use(remarkDirectives, { keywords: options.admonitionKeywords, messages: options.themeMessages })
    .use(pluginList(options.remarkPlugins))
    .use(remarkCodeBlocks, {
      highlighter: options.highlighter,
      magicComments: options.magicComments,
      cache: options.caches.code,
      store: options.caches.codeStore,
    })
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabelTagName: 'h2',
      handlers: { code: codeHandler },
      passThrough: mdx ? [...MDX_NODE_TYPES] : [],
    })
    .use(mdx ? () => undefined : rehypeRawWhenNeeded)
    .use(pluginList(options.beforeRehypePlugins))
    .use(rehypeHeadingIds)
    .use(pluginList(options.rehypePlugins))
    .use(rehypeHeadingLinks)
    .use(rehypeLinks, (file: VFile) => linkContext(options, pageOf(file)))
    .use(rehypeImages, (file: VFile) => imageContext(options, pageOf(file)))
    .use(rehypeLinkedFiles, (file: VFile) => imageContext(options, pageOf(file)))
    .use(
      rehypeSocialImage,
      (file: VFile) => imageContext(options, pageOf(file)),
      (file: VFile) => (pageOf(file).frontMatter as Record<string, unknown>).image,
    )
    .use(rehypeToc)
    .use(rehypeTaskListLabels)
    .use(() => (tree: HastRoot, file: VFile) => void ((file.data as { hast?: HastRoot }).hast = tree));
  const components = { [CODE_BODY_TAG]: CodeBody };
  if (mdx)
    return processor.use(rehypeMdxReact, { compiled: mdx.compiled, components }) as unknown as Processor<
      Root,
      Root,
      Root,
      Root,
      ReactElement
    >;
  return processor.use(rehypeReact, { Fragment, jsx, jsxs, components: components as never }) as unknown as Processor<
    Root,
    Root,
    Root,
    Root,
    ReactElement
  >;
}

/** Where rehype-links resolves the page's links from. */
function linkContext(options: MarkdownOptions, page: PageSource): LinkContext {
  return {
    version: page.version,
    relPath: page.relPath,
    file: page.file,
    fileToDoc: options.fileToDoc,
    docPaths: options.docPaths,
    versionFolders: options.versionFolders,
    pagePath: options.relativeLinkBase?.(page),
  };
}

/** Where rehype-images reads the page's images from and keeps what it learns of them. */
function imageContext(options: MarkdownOptions, page: PageSource): ImageContext {
  return {
    docDir: path.dirname(path.join(options.root, page.file)),
    root: options.root,
    contentDir: options.contentDir,
    staticDir: options.staticDir,
    docsDirs: options.docsDirs,
    moreDirs: options.mediaDirs,
    moreStaticDirs: options.moreStaticDirs,
    localeStaticPrefix: options.localeStaticPrefix,
    sizeCache: options.caches.imageSizes,
    files: options.caches.imageFiles,
    variants: options.images,
    cacheDir: options.imageCacheDir,
  };
}

/**
 * Our reports placed at a link or an image (rehype-links.ts, rehype-images.ts). The fast parse
 * gives those nodes the starts micromark gives them (the differential test holds the trees equal),
 * so a page whose fast render reports only these (a broken link is common in migrated docs) is not
 * parsed a second time: on a code-heavy page that second parse cost more than the rest together.
 */
const LINK_AND_IMAGE_RULES: ReadonlySet<string> = new Set<DiagnosticCode>([
  'broken-markdown-link',
  'malformed-url',
  'missing-image',
  'image-outside-site',
  'private-file-not-published',
  'corrupt-image',
  'undecodable-image',
]);

function placedAtLinkOrImage(message: VFileMessage): boolean {
  return message.source === 'docsgen' && LINK_AND_IMAGE_RULES.has(message.ruleId ?? '');
}

/** A page whose markdown was not rendered: only its diagnostics count. */
function unrendered(diagnostics: Diagnostic[]): RenderedMarkdown {
  return {
    content: createElement(Fragment),
    hast: { type: 'root', children: [] },
    toc: [],
    ids: [],
    links: [],
    assets: [],
    hasMermaid: false,
    diagnostics,
  };
}

/**
 * The page title is rendered by the template, so a leading `# Title` (after comments and MDX imports) is dropped;
 * with `hide_title: true` the template shows none and the page's own heading stays, as in Docusaurus.
 */
const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;

function remarkStripTitle() {
  return (tree: Root, file: VFile) => {
    if ((file.data as unknown as Partial<PageData>).page?.frontMatter.hide_title === true) return;
    const first = tree.children.findIndex(
      (n) =>
        !(n.type === 'html' && /^<!--/.test(n.value)) &&
        (n.type as string) !== 'mdxjsEsm' &&
        !(
          (n.type as string) === 'mdxFlowExpression' &&
          /^\s*\/\*[\s\S]*\*\/\s*$/.test((n as { value?: string }).value ?? '')
        ),
    );
    const node = tree.children[first];
    if (node?.type !== 'heading' || node.depth !== 1) return;
    tree.children.splice(first, 1);
    // Docusaurus keeps the title in the content, so it takes the first slug of its text (see rehypeHeadingIds),
    // unless it sets its own id (`# Title {#id}`, as remarkHeadingIds reads the other headings).
    const text = textOf(node);
    const custom = CUSTOM_ID.exec(text);
    const data = file.data as { titleText?: string; titleCustomId?: string };
    data.titleText = custom ? text.slice(0, custom.index) : text;
    if (custom) data.titleCustomId = custom[1];
  };
}

function firstParagraph(tree: HastRoot): string | undefined {
  let found: string | undefined;
  const walk = (node: { type: string; tagName?: string; children?: unknown[] }): void => {
    if (found !== undefined) return;
    if (node.type === 'element' && node.tagName === 'p') {
      const text = textOf(node).replace(/\s+/g, ' ').trim();
      if (text) found = text.length > 160 ? `${text.slice(0, 157)}…` : text;
      return;
    }
    if (node.type === 'element' && /^(style|script|pre|details|table)$/.test(node.tagName ?? '')) return;
    for (const c of node.children ?? []) walk(c as typeof node);
  };
  walk(tree);
  return found;
}

/** Code nodes our plugins already turned into hast (highlighted blocks, envconfig tables) must not be wrapped in <pre>. */
/** The config's `plugin | [plugin, ...options]` entries as a unified preset. */
function pluginList(entries: readonly PluginEntry[] | undefined): { plugins: PluggableList } {
  return { plugins: (entries ?? []).map((e) => (typeof e === 'function' ? e : [...e])) as PluggableList };
}

function codeHandler(state: State, node: Code): Element {
  const data = node.data as
    { hName?: string; hProperties?: Element['properties']; hChildren?: Element['children'] } | undefined;
  if (data?.hName)
    return { type: 'element', tagName: data.hName, properties: data.hProperties ?? {}, children: data.hChildren ?? [] };
  return defaultHandlers.code(state, node);
}

/**
 * rehype-raw re-parses the whole tree through parse5, one of the costliest steps; only pages
 * that contain raw HTML (`<details>`, comments) need it, so the others skip it.
 */
function rehypeRawWhenNeeded() {
  const reparse = rehypeRaw();
  const close = rehypeCloseSelfClosing();
  const dropHead = rehypeDropHeadElements();
  const invalidTags = rehypeInvalidTagsAsText();
  return (tree: HastRoot, file: VFile) => {
    if (!hasRawNode(tree)) return mergeTexts(tree);
    takeRawHeadBlocks(tree, file);
    close(tree, file);
    tagMarkdownImages(tree);
    const parsed = reparse(tree, file) as HastRoot;
    markRawHtmlImages(parsed);
    dropHead(parsed, file);
    invalidTags(parsed, file);
    return parsed;
  };
}

/** What the re-parse would also have done: adjacent text nodes become one (React marks each seam). */
function mergeTexts<T extends { type: string; value?: string; children?: unknown[] }>(node: T): T {
  if (!node.children) return node;
  const out: { type: string; value?: string; children?: unknown[] }[] = [];
  for (const child of node.children as { type: string; value?: string; children?: unknown[] }[]) {
    const last = out[out.length - 1];
    if (child.type === 'text' && last?.type === 'text') last.value = (last.value ?? '') + (child.value ?? '');
    else out.push(child.type === 'text' ? { ...child } : mergeTexts(child));
  }
  node.children = out;
  return node;
}

function hasRawNode(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'raw') return true;
  return (node.children ?? []).some((c) => hasRawNode(c as { type: string; children?: unknown[] }));
}

/** Renders a highlighted code block that travels as HTML (see remark-code-blocks.ts). */
function CodeBody(props: { 'data-html'?: string }) {
  return createElement('div', {
    className: 'code-body',
    dangerouslySetInnerHTML: { __html: props['data-html'] ?? '' },
  });
}

/** The text of the line a parse error names, as the author wrote it. */
function lineOf(body: string, place: { line: number } | { start: { line: number } } | undefined): string | undefined {
  const line = place ? ('start' in place ? place.start.line : place.line) : undefined;
  return line ? body.split('\n')[line - 1] : undefined;
}
