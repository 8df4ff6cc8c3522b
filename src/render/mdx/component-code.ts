import type { Code } from 'mdast';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import type { VFile } from 'vfile';
import type { CodeRequest } from '../../theme/mdx/CodeBlock.tsx';
import { CODE_BODY_TAG } from '../markdown/remark-code-blocks.ts';

/** Highlights one block as a fence with this language and meta would be (remark-code-blocks' `codeBlock`). */
export type HighlightCode = (node: Code, file: VFile) => Promise<Element>;

/** A `<CodeBlock>` a component rendered, from its marked outer element to the end of its body. */
const PLACEHOLDER = /<div class="code-block[^"]*" data-code-ref="(\d+)"[^>]*>[\s\S]*?<\/code><\/pre><\/div><\/div>/g;

/**
 * Replaces each `<CodeBlock>` a component rendered with the block a fence of the same code,
 * language and meta gives: highlighted, line numbers and highlighted lines, an unknown language
 * reported on the page, as in Docusaurus, where CodeBlock highlights whatever it is given.
 */
export async function highlightComponentCode(
  html: string,
  requests: readonly CodeRequest[],
  highlight: HighlightCode,
  file: VFile,
): Promise<string> {
  if (requests.length === 0) return html;
  const blocks = await Promise.all(
    requests.map(async (r) =>
      blockHtml(await highlight({ type: 'code', lang: r.language ?? null, meta: r.meta || null, value: r.code }, file)),
    ),
  );
  return html.replace(PLACEHOLDER, (whole, ref: string) => blocks[Number(ref)] ?? whole);
}

function blockHtml(block: Element): string {
  const children = block.children.map((child) =>
    child.type === 'element' && child.tagName === CODE_BODY_TAG
      ? ({ type: 'raw', value: `<div class="code-body">${String(child.properties.dataHtml ?? '')}</div>` } as const)
      : child,
  );
  return toHtml({ ...block, children }, { allowDangerousHtml: true });
}
