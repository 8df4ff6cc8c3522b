import { createElement as e } from 'react';
import { renderToString } from 'react-dom/server';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { postContentHtml } from './post-content.ts';

/** What the feed took before: the whole page parsed, the marked element's children serialized. */
function parsedWhole(html: string): string | undefined {
  const find = (node: Root | Element): Element | undefined => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.properties.dataBlogPostContent !== undefined) return child;
      const inner = find(child);
      if (inner) return inner;
    }
    return undefined;
  };
  const found = find(fromHtml(html));
  return found ? toHtml(found.children) : undefined;
}

function page(content: string): string {
  const body = renderToString(
    e(
      'article',
      { className: 'blog-post' },
      e('h1', null, 'Post & title'),
      e('div', { className: 'markdown', 'data-blog-post-content': '', dangerouslySetInnerHTML: { __html: content } }),
      e('footer', null, e('a', { href: '/blog/tags/x' }, 'x')),
    ),
  );
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><script>if (a < b) go()</script></head><body>${body}</body></html>`;
}

describe('postContentHtml', () => {
  const contents = {
    'plain markup': '<p>Hello <strong>world</strong> &amp; <a href="/x">more</a></p><div><div>nested</div></div>',
    'an image and a table':
      '<p><img src="/a.png" alt="a &quot;b&quot;"/></p><table><tbody><tr><td>1</td></tr></tbody></table>',
    'an icon': '<p>see <svg viewBox="0 0 2 2"><path d="M0 0"/></svg></p>',
    'markup the parser rewrites': '<p>one<div>two</div></p><table><tr><td>no body</td></tr></table>',
    'a raw script': '<script>document.write("<div>")</script><p>after</p>',
  };
  for (const [name, content] of Object.entries(contents))
    it(`gives the post's content as parsing the whole page does: ${name}`, () => {
      const html = page(content);
      expect(postContentHtml(html)).toBe(parsedWhole(html));
      expect(postContentHtml(html)).toContain(name === 'a raw script' ? 'after' : '<');
    });

  it('takes the first of several marked elements, as before', () => {
    const html = page('<p>first</p>').replace(
      '</article>',
      '<div data-blog-post-content=""><p>second</p></div></article>',
    );
    expect(postContentHtml(html)).toBe('<p>first</p>');
  });

  it('gives nothing for a page without the mark', () => {
    expect(postContentHtml('<!DOCTYPE html><html><body><p>x</p></body></html>')).toBeUndefined();
  });
});
