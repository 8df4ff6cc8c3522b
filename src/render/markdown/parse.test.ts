import type { Root } from 'mdast';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { describe, expect, test } from 'vitest';
import { remarkEnvConfig } from '../../../plugins/remark-envconfig.ts';
import { createPageParser, unmirroredExtensions } from './parse.ts';
import { remarkBlockDirectives } from './remark-block-directives.ts';
import { remarkDirectives } from './remark-directives.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';

/** The parser plugins of the plain-markdown processor, and tree-only plugins after them. */
const base = () =>
  unified().use(remarkParse).use(remarkGfm).use(remarkBlockDirectives).use(remarkHeadingIds).use(remarkDirectives);

/** A syntax added the usual way, to micromark only: `:kbd[Ctrl]` text directives. */
function remarkKbd(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(directive());
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}

describe('one parse() chooses the parser', () => {
  test("the processor's own syntax and tree-only site plugins keep the fast path", () => {
    expect(unmirroredExtensions(base() as never)).toEqual([]);
    const parser = createPageParser(base().use(remarkEnvConfig, { image: 'x/y' }) as unknown as Processor<Root>);
    expect(parser.fastPathOff).toBeUndefined();
    expect(parser.parse('# Title\n\nSome *text*.\n')).toMatchObject({ parser: 'fast' });
  });

  test('a micromark extension the fast path does not mirror sends every page to micromark', () => {
    const processor = base().use(remarkKbd) as unknown as Processor<Root>;
    expect(unmirroredExtensions(processor).join('\n')).toMatch(/directive/i);
    const parser = createPageParser(processor);
    expect(parser.fastPathOff).toMatch(/does not mirror/);
    expect(parser.parse('Press :kbd[Ctrl]\n')).toMatchObject({ parser: 'micromark' });
  });

  test('tests can force either path', () => {
    const processor = base().use(remarkKbd) as unknown as Processor<Root>;
    expect(createPageParser(processor, 'fast').parse('Press :kbd[Ctrl]\n')).toMatchObject({ parser: 'fast' });
    expect(createPageParser(base() as never, 'micromark').parse('a\n')).toMatchObject({ parser: 'micromark' });
    // A page the fast path cannot mirror still goes to micromark when forced.
    expect(createPageParser(base() as never, 'fast').parse('a[^1]\n\n[^1]: n\n')).toMatchObject({
      parser: 'micromark',
    });
  });
});
