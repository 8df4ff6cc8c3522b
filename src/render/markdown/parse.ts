import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { createFastParser } from './fast-parse.ts';
import { remarkBlockDirectives } from './remark-block-directives.ts';

/**
 * Which parser a page gets. `auto` (builds): the markdown-it fast path when it mirrors the
 * processor's syntax and the page, else micromark. `fast` (tests): the fast path wherever the
 * page allows, even when the processor registers syntax it does not mirror, so such syntax shows
 * up as a difference between the two paths instead of text on plain sites. `micromark`: always.
 */
export type ParserChoice = 'auto' | 'fast' | 'micromark';

export type PageParse = { tree: Root; parser: 'fast' } | { parser: 'micromark'; reason: string };

export interface PageParser {
  /** The fast tree of `source`, or why micromark parses it (the processor then parses the file itself). */
  parse(source: string): PageParse;
  /** Why no page takes the fast path (syntax it does not mirror), or undefined. */
  readonly fastPathOff: string | undefined;
  readonly choice: ParserChoice;
}

/**
 * The one place that chooses a page's parser. The fast path mirrors exactly remark-parse +
 * remark-gfm + the block directives (test/fixtures/fast-parse.test.ts holds the trees equal); a
 * processor that registers any other micromark or mdast extension (a plugin of ours or of the
 * site adding syntax) keeps micromark for every page. Plugins that only transform the tree run on
 * the fast tree as on micromark's.
 */
export function createPageParser(processor: Processor<Root>, choice: ParserChoice = 'auto'): PageParser {
  const fastParse = createFastParser();
  const extra = choice === 'auto' ? unmirroredExtensions(processor) : [];
  const fastPathOff =
    choice === 'micromark'
      ? 'micromark chosen'
      : extra.length
        ? `syntax the fast path does not mirror (${extra.slice(0, 3).join('; ')})`
        : undefined;
  return {
    choice,
    fastPathOff,
    parse(source) {
      if (fastPathOff) return { parser: 'micromark', reason: fastPathOff };
      const fast = fastParse(source);
      return 'tree' in fast ? { tree: fast.tree, parser: 'fast' } : { parser: 'micromark', reason: fast.unsupported };
    },
  };
}

/**
 * The parser extensions `processor` registers beyond those the fast path mirrors, each named by what it reads
 * (`mdx`: an MDX processor, whose own parser reads the MDX lines of a page: mdx-fast-parse.ts).
 */
export function unmirroredExtensions(processor: Processor<Root>, mdx = false): string[] {
  const mirrored = mdx
    ? (mdxMirroredSignatures ??= signatures(
        unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkBlockDirectives) as never,
      ))
    : (mirroredSignatures ??= signatures(
        unified().use(remarkParse).use(remarkGfm).use(remarkBlockDirectives) as never,
      ));
  const extra: string[] = [];
  for (const [signature, count] of signatures(processor)) {
    const missing = count - (mirrored.get(signature) ?? 0);
    if (missing > 0) extra.push(signature);
  }
  return extra;
}

/** The signatures of what the fast path mirrors: the same for every processor, made once (watch mode makes a processor per save). */
let mirroredSignatures: Map<string, number> | undefined;
let mdxMirroredSignatures: Map<string, number> | undefined;

type Extension = Record<string, unknown>;

/** Each micromark construct (`text 58 directiveText`) and mdast handler set (`enter: textDirective`) registered. */
function signatures(processor: Processor<Root>): Map<string, number> {
  const data = processor.freeze().data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  const out = new Map<string, number>();
  const add = (s: string) => out.set(s, (out.get(s) ?? 0) + 1);
  for (const ext of flat(data.micromarkExtensions))
    for (const [field, map] of Object.entries(ext))
      for (const [code, constructs] of Object.entries((map ?? {}) as Extension))
        add(`micromark ${field} ${code} ${flat(constructs).map(constructName).join(',')}`);
  for (const ext of flat(data.fromMarkdownExtensions))
    for (const [field, handlers] of Object.entries(ext))
      add(`mdast ${field}: ${Object.keys((handlers ?? {}) as Extension).join(',')}`);
  return out;
}

function flat(value: unknown): Extension[] {
  if (Array.isArray(value)) return value.flatMap(flat);
  return value && typeof value === 'object' ? [value as Extension] : [];
}

function constructName(construct: Extension): string {
  const tokenize = construct.tokenize as { name?: string } | undefined;
  return String(construct.name ?? tokenize?.name ?? '?');
}
