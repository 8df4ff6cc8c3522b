import path from 'node:path';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { unified, type Processor } from 'unified';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { defaultHandlers, type State } from 'mdast-util-to-hast';

import type { Element, Root as HastRoot } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSlug from 'rehype-slug';
import { rehypeUniqueIds } from './rehype-unique-ids.ts';
import { rehypeCloseSelfClosing, rehypeDropHeadElements } from './rehype-raw-guards.ts';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeReact from 'rehype-react';
import { VFile } from 'vfile';
import type { Diagnostic, Severity } from '../../shared/diagnostics.ts';
import type { PageSource, TocEntry } from '../../shared/types.ts';
import type { MagicComment } from './code-meta.ts';
import type { CodeHighlighter } from './highlighter.ts';
import { preprocessMarkdown } from './preprocess.ts';
import { checkComplexity, complexityDiagnostic } from './complexity-limits.ts';
import { CODE_BODY_TAG, remarkCodeBlocks } from './remark-code-blocks.ts';
import { createElement } from 'react';
import { remarkBlockDirectives } from './remark-block-directives.ts';
import { remarkDirectives } from './remark-directives.ts';
import { remarkEnvConfig } from './remark-envconfig.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';
import { rehypeImages, type ImageAsset } from './rehype-images.ts';
import type { ImageVariantSettings } from './image-variants.ts';
import { rehypeLinks, type FoundLink, type LinkContext } from './rehype-links.ts';
import { rehypeToc } from './rehype-toc.ts';

export interface MarkdownOptions {
  root: string;
  contentDir: string;
  staticDir: string;
  highlighter: CodeHighlighter;
  magicComments: readonly MagicComment[];
  envConfigImage: string;
  /** Route of `getting-started/installation` in a version, for the envconfig note. */
  installHref: (version: string) => string | undefined;
  fileToDoc: ReadonlyMap<string, string>;
  docPaths: ReadonlyMap<string, string>;
  /** Responsive variants of raster images (`images` in site.config.ts). */
  images: ImageVariantSettings;
  /** Where generated image variants are kept between builds. */
  imageCacheDir: string;
  /** Severity per rule id; rules not listed are warnings. */
  severities: Record<string, Severity | 'ignore'>;
  /** Shared across pages and rebuilds: highlighted code and image sizes. */
  caches: MarkdownCaches;
}

export interface MarkdownCaches {
  code: Map<string, string>;
  imageSizes: Map<string, { width: number; height: number } | null>;
}

export function createMarkdownCaches(): MarkdownCaches {
  return { code: new Map(), imageSizes: new Map() };
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
}

interface PageData {
  page: PageSource;
}

/** Builds the unified processor once per build; `render` then runs it per page. */
export function createMarkdownRenderer(options: MarkdownOptions) {
  const pageOf = (file: VFile) => (file.data as unknown as PageData).page;
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkBlockDirectives)
    .use(remarkStripTitle)
    .use(remarkHeadingIds)
    .use(remarkDirectives)
    .use(remarkEnvConfig, { image: options.envConfigImage, installHref: options.installHref, version: (file: VFile) => pageOf(file).version })
    .use(remarkCodeBlocks, { highlighter: options.highlighter, magicComments: options.magicComments, cache: options.caches.code })
    .use(remarkRehype, { allowDangerousHtml: true, footnoteLabelTagName: 'h2', handlers: { code: codeHandler } })
    .use(rehypeRawWhenNeeded)
    .use(rehypeSlug)
    .use(rehypeUniqueIds)
    .use(rehypeAutolinkHeadings, {
      behavior: 'append',
      // The footnotes heading is screen-reader only: a link in it would be an invisible tab stop.
      test: (node: import('hast').Element) => /^h[2-6]$/.test(node.tagName) && node.properties.id !== 'footnote-label',
      properties: { className: ['hash-link'], ariaHidden: undefined, tabIndex: undefined },
      content: (node: Element) => [{ type: 'text', value: '#' }, { type: 'element', tagName: 'span', properties: { className: ['visually-hidden'] }, children: [{ type: 'text', value: `Direct link to ${textOf(node)}` }] }],
    })
    .use(rehypeLinks, (file: VFile): LinkContext => ({ version: pageOf(file).version, relPath: pageOf(file).relPath, fileToDoc: options.fileToDoc, docPaths: options.docPaths }))
    .use(rehypeImages, (file: VFile) => ({
      docDir: path.dirname(path.join(options.root, pageOf(file).file)),
      root: options.root,
      contentDir: options.contentDir,
      staticDir: options.staticDir,
      sizeCache: options.caches.imageSizes,
      variants: options.images,
      cacheDir: options.imageCacheDir,
    }))
    .use(rehypeToc)
    .use(() => (tree: HastRoot, file: VFile) => void ((file.data as { hast?: HastRoot }).hast = tree))
    .use(rehypeReact, { Fragment, jsx, jsxs, components: { [CODE_BODY_TAG]: CodeBody } as never }) as unknown as Processor<Root, Root, Root, Root, ReactElement>;

  return {
    async render(page: PageSource): Promise<RenderedMarkdown> {
      const tooComplex = checkComplexity(page.body);
      if (tooComplex) return unrendered([complexityDiagnostic(tooComplex, page.file, page.bodyLine)]);
      const file = new VFile({ value: preprocessMarkdown(page.body), path: page.file, data: { page } as never });
      const result = await processor.process(file);
      const data = file.data as { hast?: HastRoot; toc?: TocEntry[]; ids?: string[]; links?: FoundLink[]; assets?: ImageAsset[]; hasMermaid?: boolean };
      const offset = page.bodyLine - 1;
      const diagnostics: Diagnostic[] = [];
      for (const m of file.messages) {
        const code = m.ruleId ?? 'markdown';
        const severity = options.severities[code] ?? 'warning';
        if (severity === 'ignore') continue;
        diagnostics.push({ severity, code, file: page.file, line: m.line ? m.line + offset : undefined, column: m.column ?? undefined, message: m.reason });
      }
      return {
        content: result.result,
        hast: data.hast ?? { type: 'root', children: [] },
        toc: data.toc ?? [],
        ids: data.ids ?? [],
        links: (data.links ?? []).map((l) => ({ ...l, line: l.line ? l.line + offset : undefined })),
        assets: data.assets ?? [],
        hasMermaid: data.hasMermaid ?? false,
        diagnostics,
      };
    },
  };
}

/** A page whose markdown was not rendered: only its diagnostics count. */
function unrendered(diagnostics: Diagnostic[]): RenderedMarkdown {
  return { content: createElement(Fragment), hast: { type: 'root', children: [] }, toc: [], ids: [], links: [], assets: [], hasMermaid: false, diagnostics };
}

export type MarkdownRenderer = ReturnType<typeof createMarkdownRenderer>;

/** The page title is rendered by the template, so a leading `# Title` is dropped. */
function remarkStripTitle() {
  return (tree: Root) => {
    const first = tree.children.findIndex((n) => n.type !== 'html' || !/^<!--/.test(n.value));
    const node = tree.children[first];
    if (node?.type === 'heading' && node.depth === 1) tree.children.splice(first, 1);
  };
}

function textOf(node: { children?: unknown[]; value?: unknown }): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((c) => textOf(c as { children?: unknown[]; value?: unknown })).join('');
}

/** Code nodes our plugins already turned into hast (highlighted blocks, envconfig tables) must not be wrapped in <pre>. */
function codeHandler(state: State, node: Code): Element {
  const data = node.data as { hName?: string; hProperties?: Element['properties']; hChildren?: Element['children'] } | undefined;
  if (data?.hName) return { type: 'element', tagName: data.hName, properties: data.hProperties ?? {}, children: data.hChildren ?? [] };
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
  return (tree: HastRoot, file: VFile) => {
    if (!hasRawNode(tree)) return mergeTexts(tree);
    close(tree, file);
    const parsed = reparse(tree, file) as HastRoot;
    dropHead(parsed, file);
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
  return createElement('div', { className: 'code-body', dangerouslySetInnerHTML: { __html: props['data-html'] ?? '' } });
}
