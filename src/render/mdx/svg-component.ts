import { createElement, type ReactElement } from 'react';

/**
 * An SVG file as a Docusaurus import gives it (SVGR): a component that renders the `<svg>`
 * itself, inline, with the props it is given on the root (`<Logo className="logo" role="img" />`).
 * The markup is the file's, with its XML prolog, doctype and comments dropped.
 */
export function svgComponent(source: string): (props: Record<string, unknown>) => ReactElement {
  const svg = source.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/gi, '').trim();
  return function SvgFile(props) {
    // `display: contents` keeps the <svg> the box that lays out, as a bare <svg> would be.
    return createElement('span', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: withRootProps(svg, props) } });
  };
}

/** The props written on the `<svg>` tag (replacing attributes of the same name); `title` becomes its first child, as SVGR does. */
function withRootProps(svg: string, props: Record<string, unknown>): string {
  const open = /^<svg\b[^>]*?(\/?)>/i.exec(svg);
  if (!open) return svg;
  let tag = open[0].slice(0, open[0].length - (open[1] ? 2 : 1));
  let title = '';
  for (const [key, value] of Object.entries(props)) {
    if (key === 'children' || value === undefined || value === null || value === false || typeof value === 'function') continue;
    if (key === 'title') {
      title = `<title>${escape(String(value))}</title>`;
      continue;
    }
    const name = key === 'className' ? 'class' : key === 'htmlFor' ? 'for' : key;
    const text = key === 'style' && typeof value === 'object' ? styleText(value as Record<string, unknown>) : typeof value === 'object' ? undefined : String(value);
    if (text === undefined) continue;
    tag = tag.replace(new RegExp(`\\s${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`, 'i'), '');
    tag += ` ${name}="${escape(text)}"`;
  }
  const rest = svg.slice(open[0].length);
  return open[1] ? `${tag}>${title}</svg>` : `${tag}>${title}${rest}`;
}

function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}:${typeof v === 'number' && v !== 0 && !UNITLESS.has(k) ? `${v}px` : String(v)}`)
    .join(';');
}

/** Style properties whose numbers have no unit (React's list, the ones SVG images use). */
const UNITLESS = new Set(['opacity', 'fillOpacity', 'strokeOpacity', 'strokeWidth', 'zIndex', 'flex', 'flexGrow', 'flexShrink', 'order', 'fontWeight', 'lineHeight', 'scale']);

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
