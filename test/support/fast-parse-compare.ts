import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { parsePage } from '../../src/pipeline/content.ts';
import { remarkBlockDirectives } from '../../src/render/markdown/remark-block-directives.ts';
import { preprocessMarkdown } from '../../src/render/markdown/preprocess.ts';

/** The tree the plain-markdown processor parses today: micromark with GFM and the block directives. */
export function micromarkTree(source: string): Root {
  return unified().use(remarkParse).use(remarkGfm).use(remarkBlockDirectives).parse(source);
}

/** The tree the MDX processor parses: micromark with the MDX extensions, GFM and the block directives (the order the renderer uses). */
export function mdxMicromarkTree(source: string): Root {
  return mdxParser().parse(source);
}

/** The MDX parser alone, to parse skeletons as the renderer does. */
export function mdxParser() {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkBlockDirectives).freeze();
}

/** A page file's body as the renderer parses it: front matter cut, directive titles rewritten. */
export function pageBody(text: string, rel: string): string {
  const page = parsePage({ text, file: rel, rel, version: 'v', path: rel } as never, []);
  return preprocessMarkdown(page?.body ?? text);
}

/**
 * What the two parsers must agree on: every field, and of positions the lines of every node, the
 * exact start of links, images and raw HTML (the link check reports them) and the offsets of directives
 * (remark-directives reads their source); of MDX expressions, the estree without its places.
 */
export function comparable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(comparable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  const n = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(n).sort(([a], [b]) => (a < b ? -1 : 1))) {
    // Places inside MDX expressions (estree) only place messages, and a page with messages is rendered
    // again from micromark's tree; micromark itself miscounts some of them by a column.
    if ('loc' in n && ['loc', 'range', 'start', 'end'].includes(key)) continue;
    if (key === 'position') {
      const p = value as
        | {
            start: { line: number; column: number; offset: number };
            end: { line: number; column: number; offset: number };
          }
        | undefined;
      if (!p) continue;
      out.lines = `${p.start.line}-${p.end.line}`;
      if (n.type === 'link' || n.type === 'image' || n.type === 'html') out.start = `${p.start.line}:${p.start.column}`;
      if (n.type === 'containerDirective') out.offsets = `${p.start.offset}-${p.end.offset}`;
    } else out[key] = comparable(value);
  }
  return out;
}
