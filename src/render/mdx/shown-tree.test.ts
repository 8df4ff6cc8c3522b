import { renderToString } from 'react-dom/server';
import { createElement as e } from 'react';
import type { Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { scanElementAt, scanReactHtml, shownTree } from './shown-tree.ts';

/** A tree without source positions, which the scan does not record. */
function withoutPositions(node: Nodes): unknown {
  const { position: _position, ...rest } = node as Nodes & { position?: unknown };
  return 'children' in rest ? { ...rest, children: rest.children.map((c) => withoutPositions(c as Nodes)) } : rest;
}

/** parse5's tree of the HTML. */
const parsed = (html: string): unknown => withoutPositions(fromHtml(html, { fragment: true }));

describe('shownTree', () => {
  const scanned = [
    '<h2 id="intro">Intro <a class="hash-link" href="#intro" aria-label="Direct link">#</a></h2>\n<p>Some <code>code</code> &amp; text &lt;tag&gt; &quot;q&quot; &#x27;s&#39; &nbsp;x</p>',
    '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled=""/> done</li><li>two<ul><li>nested</li></ul></li></ul>',
    '<table><thead><tr><th style="text-align:left">A</th></tr></thead>\n<tbody><tr><td>1<br/>2</td></tr></tbody></table>',
    '<div class="tabs"><button type="button" class="tab" data-value="npm">npm</button><div role="tabpanel"><p>hi<!-- -->there<!-- -->!</p></div></div>',
    '<details><summary>More</summary><div><p>inside</p><img src="/a.png" alt="A &amp; B" loading="lazy"/></div></details>',
    'text at the top <em>and <strong>nested</strong></em> <a name="old-anchor"></a><dl><dt>t</dt><dd>d</dd></dl>',
    '<pre class="x"><code>line 1\nline 2</code></pre><p>caf&#xe9; &#128512;</p><hr/>',
    '<div class="admonition"><svg viewBox="0 0 14 16" aria-hidden="true" xmlns:xlink="http://www.w3.org/1999/xlink"><clipPath id="c"><path fill-rule="evenodd" d="M6.3 5"/></clipPath><g><use xlink:href="#c"></use></g></svg> Note</div>',
    '<p>icon <svg/> and <svg width="10"><linearGradient gradientUnits="userSpaceOnUse"></linearGradient></svg></p>',
  ];
  for (const html of scanned)
    it(`builds parse5's tree without parse5: ${html.slice(0, 40)}`, () => {
      expect(scanReactHtml(html)).toEqual(parsed(html));
    });

  const declined = [
    '<p>a<div>b</div></p>', // the parser closes the paragraph
    '<table><tr><td>x</td></tr></table>', // the parser adds a tbody
    '<table>stray<tbody></tbody></table>', // foster-parented text
    '<ul><li>a<li>b</ul>', // implied end tags
    '<a href="x"><a href="y">y</a></a>',
    '<svg viewBox="0 0 1 1"><title>t</title></svg>', // read as HTML inside the SVG
    '<svg><div>out</div></svg>', // an HTML tag ends the SVG
    '<svg><template><path d="M0"/></template></svg>',
    '<p><svg><path d="M0"></svg></p>',
    '<script>if (a < b) x()</script>',
    '<p>fish &chips; &copy 5 < 6</p>',
    '<div/>',
    '<p>&#x80;&#0;</p>',
    '<pre>\nfirst line</pre>',
    '<h2>a<h3>b</h3></h2>',
    '<span a="1" a="2"></span>',
    "<span a='1'></span>",
    '<p>unclosed',
    '<!--->',
    '<td>cell</td>',
    '<select><option>1</option></select>',
  ];
  for (const html of declined)
    it(`leaves what the parser rewrites to parse5: ${html}`, () => {
      expect(scanReactHtml(html)).toBeUndefined();
      expect(withoutPositions(shownTree(html))).toEqual(parsed(html));
    });

  it("reads React's own output of a page's components", () => {
    const page = e(
      'article',
      null,
      e('h2', { id: 'a' }, 'Title ', 7, ' & more'),
      e('p', { className: 'one two', 'data-x': '"quoted" <b>' }, 'x', 'y', e('kbd', null, 'Ctrl')),
      e('table', null, e('tbody', null, e('tr', null, e('td', { colSpan: 2 }, 'c')))),
      e('div', { dangerouslySetInnerHTML: { __html: '<span class="token">raw</span>' } }),
    );
    const html = renderToString(page);
    expect(scanReactHtml(html)).toBeDefined();
    expect(withoutPositions(shownTree(html))).toEqual(parsed(html));
  });

  it('reads one element where it stands in a page, up to its own end tag', () => {
    const inner = '<div class="markdown"><p>a<!-- -->b</p><div><em>c</em></div></div>';
    const html = `<html><head><script>x < y</script></head><body><article>${inner}<footer>f</footer></article></body></html>`;
    const element = scanElementAt(html, html.indexOf('<div class="markdown"'));
    expect(element).toEqual((parsed(inner) as { children: unknown[] }).children[0]);
    expect(scanElementAt(html, html.indexOf('<script'))).toBeUndefined();
  });
});
