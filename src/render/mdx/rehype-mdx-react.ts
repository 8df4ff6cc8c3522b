import type { Root as HastRoot } from 'hast';
import { mdx1ExpressionHint } from './mdx1-hints.ts';
import type { Expression, Program } from 'estree';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { evaluateExpression, type CompiledCache } from './evaluate.ts';
import { OUT_OF_MEMORY_HINT, RenderOutOfMemory } from './page-heap.ts';
import type { MdxPageData } from './remark-mdx-scope.ts';
import type { PageSource, TocEntry } from '../../shared/types.ts';
import type { TOCItem } from '../../theme/mdx/TOCInline.tsx';
import { escapeHtmlText } from '../../shared/html-escape.ts';

/** Every h2–h6 of the page (rehype-toc's list), in the shape of Docusaurus's `toc` export. */
export function tocOf(file: VFile): TOCItem[] {
  return ((file.data as { toc?: TocEntry[] }).toc ?? []).map((t) => ({
    value: escapeHtmlText(t.text),
    id: t.id,
    level: t.depth,
  }));
}

export interface MdxReactOptions {
  compiled: CompiledCache;
  /** Components for plain elements (the highlighted-code body). */
  components: Record<string, unknown>;
}

/**
 * The last step of the MDX pipeline: hast with MDX nodes → React elements. Expressions and
 * JSX names are evaluated with the page's scope; one that throws becomes an error at its
 * place and renders nothing, so the rest of the page still shows.
 */
export function rehypeMdxReact(this: Processor, options: MdxReactOptions) {
  this.compiler = ((tree: HastRoot, file: VFile) => {
    const data = (file.data as { mdx?: MdxPageData }).mdx;
    const scope = data?.scope ?? new Map();
    // `toc`: the page's headings, as every Docusaurus MDX page exports them (for `<TOCInline toc={toc} />`);
    // a page's own `export const toc` wins.
    if (!scope.has('toc')) scope.set('toc', tocOf(file));
    // `frontMatter` too, as Docusaurus exports it from every MDX file (`{frontMatter.title}`); {} without one.
    const page = (file.data as { page?: PageSource }).page;
    if (!scope.has('frontMatter')) scope.set('frontMatter', page?.frontMatter ?? {});
    // `metadata` as far as the source tells it (`{metadata.title}` in a post); what the route adds is not in it.
    if (!scope.has('metadata')) scope.set('metadata', metadataOf(page));
    // `assets.image`: the published URL of a front matter image beside the page (rehype-social-image.ts).
    const image = (file.data as { socialImageFile?: string }).socialImageFile;
    if (!scope.has('assets')) scope.set('assets', image ? { image } : {});
    // Evaluated while React renders the page body, as MDX's compiled function would be, so
    // expressions may call hooks (`useBaseUrl('/img/x.png')` in a prop).
    const MDXContent = () =>
      toJsxRuntime(tree, {
        Fragment,
        jsx,
        jsxs,
        components: options.components as Partial<Components>,
        elementAttributeNameCase: 'react',
        stylePropertyNameCase: 'dom',
        filePath: file.path,
        createEvaluater: () => ({
          evaluateExpression(expression: Expression) {
            try {
              return evaluateExpression(expression, scope, options.compiled);
            } catch (error) {
              const at = expression.loc?.start;
              if (error instanceof RenderOutOfMemory) {
                file.message(error.message, {
                  place: at ? { line: at.line, column: at.column + 1 } : undefined,
                  ruleId: 'render-out-of-memory',
                  source: 'docsgen',
                }).note = OUT_OF_MEMORY_HINT;
                return undefined;
              }
              const message = file.message(
                `This expression threw when the page was rendered: ${(error as Error).message}.`,
                {
                  place: at ? { line: at.line, column: at.column + 1 } : undefined,
                  ruleId: 'mdx-expression-error',
                  source: 'docsgen',
                },
              );
              message.note =
                mdx1ExpressionHint((error as Error).message, expression.type === 'Identifier') ??
                "Expressions run at build time with the page's imports and exports in scope; browser globals " +
                  'such as window do not exist there (wrap such code in <BrowserOnly>).';
              return undefined;
            }
          },
          evaluateProgram(_program: Program) {
            // ESM was taken out and run by remark-mdx-scope before this step.
            return undefined;
          },
        }),
      });
    // A page with `export default` (an MDX layout) renders its content as the layout's children, as MDX does.
    const Layout = data?.layout;
    return typeof Layout === 'function'
      ? createElement(Layout as ComponentType<{ children?: ReactNode }>, null, createElement(MDXContent))
      : createElement(MDXContent);
  }) as never;
}

/** The part of Docusaurus's `metadata` export the page's source gives: id, title, description, date, front matter. */
function metadataOf(page: PageSource | undefined): Record<string, unknown> {
  if (!page) return {};
  const fm = page.frontMatter as Record<string, unknown>;
  return {
    id: page.id,
    title: page.title,
    source: page.file,
    frontMatter: page.frontMatter,
    ...(typeof fm.description === 'string' ? { description: fm.description } : {}),
    ...(fm.date !== undefined ? { date: fm.date instanceof Date ? fm.date.toISOString() : String(fm.date) } : {}),
  };
}
