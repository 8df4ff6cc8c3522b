import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Processor } from 'unified';

/**
 * Directive syntax for blocks only: `:::note` containers and `::name` leaves.
 *
 * remark-directive also reads `:name` inside prose as a text directive, and it does so before
 * GFM autolinks and emphasis get their turn: `mailto:a.b@example.com` lost its `a`,
 * `user@example.com` stopped being a link and `hh:mm[*x*]` lost its emphasis. No docs site
 * feature needs inline directives, so that construct is simply never registered.
 */
export function remarkBlockDirectives(this: Processor<Root>): void {
  const data = this.data();
  const { flow } = directive();
  (data.micromarkExtensions ??= []).push({ flow });
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}
