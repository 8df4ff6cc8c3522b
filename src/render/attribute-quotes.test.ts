import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { fromHtml } from 'hast-util-from-html';
import { dropAttributeQuotes } from './attribute-quotes.ts';

/** The tree a browser's parser builds, without source positions. */
function tree(html: string): unknown {
  return JSON.parse(JSON.stringify(fromHtml(html), (key, value: unknown) => (key === 'position' ? undefined : value)));
}

describe('dropAttributeQuotes', () => {
  it('drops the quotes a value does not need and keeps the others', () => {
    const html = '<!doctype html><html lang="en"><head><meta charSet="utf-8"/><link rel="icon" href="/img/a.svg"/></head><body><a class="x y" href="/docs/" data-close="">Docs</a><img src="/a.png" alt=""/><input value="a=b"/></body></html>';
    expect(dropAttributeQuotes(html)).toBe(
      '<!doctype html><html lang=en><head><meta charSet=utf-8><link rel=icon href="/img/a.svg"/></head><body><a class="x y" href=/docs/ data-close>Docs</a><img src=/a.png alt><input value="a=b"/></body></html>',
    );
  });

  it('leaves text, code, comments and script, style, textarea and title bodies as they are', () => {
    const html =
      '<title>a="b" <x y="z"></title><script>var t = \'<a href="x">\';</script><style>a[href="x"]{color:red}</style><!-- <a href="x"> --><textarea><b class="x"></b></textarea><svg><![CDATA[ a > b <i class="x"> ]]></svg><pre><code><span class="line">key="value" &lt;b class="x"&gt;</span></code></pre>';
    const out = dropAttributeQuotes(html);
    expect(out).toContain('<title>a="b" <x y="z"></title>');
    expect(out).toContain('<script>var t = \'<a href="x">\';</script>');
    expect(out).toContain('<style>a[href="x"]{color:red}</style>');
    expect(out).toContain('<!-- <a href="x"> -->');
    expect(out).toContain('<textarea><b class="x"></b></textarea>');
    expect(out).toContain('<![CDATA[ a > b <i class="x"> ]]>');
    expect(out).toContain('<span class=line>key="value" &lt;b class="x"&gt;</span>');
  });

  it('builds the same tree as the quoted page, SVG and raw HTML included', () => {
    const page = renderToString(
      createElement('html', { lang: 'en' }, [
        createElement('head', { key: 'h' }, [createElement('meta', { key: 'm', charSet: 'utf-8' }), createElement('script', { key: 's', defer: true, src: '/a.js' })]),
        createElement('body', { key: 'b' }, [
          createElement('svg', { key: 'svg', width: 10, height: 10 }, createElement('path', { d: 'M0 0L10 10', stroke: 'red' })),
          createElement('details', { key: 'd', open: true }, createElement('summary', null, 'More')),
          createElement('a', { key: 'a', href: '/x?y=1&z=2', title: 'it\'s "quoted"', 'aria-label': 'Direct link to A & B' }, '#'),
          createElement('div', { key: 'raw', dangerouslySetInnerHTML: { __html: '<b title=\'say x="y" now\'>bold</b><a href=/plain>plain</a><i class="a"title="b">x</i>' } }),
          createElement('img', { key: 'i', src: '/a.png', alt: '', srcSet: '/a.png 1x, /b.png 2x' }),
        ]),
      ]),
    );
    const out = dropAttributeQuotes(page);
    expect(out.length).toBeLessThan(page.length);
    expect(tree(out)).toEqual(tree(page));
  });
});
