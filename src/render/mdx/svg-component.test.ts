import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { svgComponent } from './svg-component.ts';

describe('svgComponent', () => {
  it('renders the file inline, with props on the <svg> replacing its own attributes and a title first', () => {
    const Logo = svgComponent(
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="24" class="old"><path d="M0 0"/></svg>',
    );
    const html = renderToStaticMarkup(
      createElement(Logo, {
        className: 'logo',
        width: 48,
        role: 'img',
        'aria-label': 'A "logo"',
        title: 'Logo',
        style: { maxWidth: 100, opacity: 0.5 },
        onClick: () => {},
      }),
    );
    expect(html).toBe(
      '<span style="display:contents"><svg xmlns="http://www.w3.org/2000/svg" class="logo" width="48" ' +
        'role="img" aria-label="A &quot;logo&quot;" style="max-width:100px;opacity:0.5"><title>Logo</title><path ' +
        'd="M0 0"/></svg></span>',
    );
  });

  it('keeps a self-closed <svg> and a file that is not an SVG as they are', () => {
    expect(renderToStaticMarkup(createElement(svgComponent('<svg viewBox="0 0 1 1"/>'), { title: 'Empty' }))).toBe(
      '<span style="display:contents"><svg viewBox="0 0 1 1"><title>Empty</title></svg></span>',
    );
    expect(renderToStaticMarkup(createElement(svgComponent('not svg'), {}))).toBe(
      '<span style="display:contents">not svg</span>',
    );
  });
});
