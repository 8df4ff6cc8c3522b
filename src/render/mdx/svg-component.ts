import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * An SVG file as a Docusaurus import gives it (SVGR): a component that renders the `<svg>`
 * itself, inline, with the props it is given on the root (`<Logo className="logo" role="img" />`).
 * The markup is the file's, with its XML prolog, doctype and comments dropped.
 */
export function svgComponent(source: string): (props: Record<string, unknown>) => ReactElement {
  const svg = source.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/gi, '').trim();
  return function SvgFile(props) {
    // `display: contents` keeps the <svg> the box that lays out, as a bare <svg> would be.
    return createElement('span', {
      style: { display: 'contents' },
      dangerouslySetInnerHTML: { __html: withRootProps(svg, props) },
    });
  };
}

/**
 * The props written on the `<svg>` tag (replacing attributes of the same name); `title` becomes its
 * first child, as SVGR does. React spells and escapes them, as on any element (className, style
 * objects with their units, no event handlers).
 */
function withRootProps(svg: string, props: Record<string, unknown>): string {
  const open = /^<svg\b[^>]*?(\/?)>/i.exec(svg);
  if (!open) return svg;
  const { children: _children, title, ...attributes } = props;
  const given = renderToStaticMarkup(createElement('svg', attributes)).slice('<svg'.length, -'></svg>'.length);
  const names = new Set([...given.matchAll(/\s([^\s=]+)="[^"]*"/g)].map((m) => m[1]!.toLowerCase()));
  const own = open[0].slice(0, open[0].length - (open[1] ? 2 : 1));
  const tag =
    own.replace(/\s([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g, (attribute, name: string) =>
      names.has(name.toLowerCase()) ? '' : attribute,
    ) + given;
  const titleHtml =
    title === undefined || title === null ? '' : renderToStaticMarkup(createElement('title', null, String(title)));
  return open[1] ? `${tag}>${titleHtml}</svg>` : `${tag}>${titleHtml}${svg.slice(open[0].length)}`;
}
