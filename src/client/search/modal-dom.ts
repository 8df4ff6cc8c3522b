/**
 * Small DOM helpers for the search modal. Text from the index or from storage is
 * only ever set as text: highlighted values are split on the highlight tags, so
 * nothing else in them can become markup.
 */

type Attrs = Record<string, string | boolean | undefined>;

/** An element with a class (or none), attributes and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  attrs: Attrs = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children);
  return node;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A decorative 20×20 stroke icon from one path. */
export function icon(d: string, className = ''): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  if (className) svg.setAttribute('class', className);
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.6');
  path.setAttribute('stroke-linecap', 'round');
  path.setAttribute('stroke-linejoin', 'round');
  svg.append(path);
  return svg;
}

export const ICONS = {
  magnifier: 'M8.5 3.5a5 5 0 1 1 0 10a5 5 0 0 1 0-10zM12.2 12.2L17 17',
  spinner: 'M10 3a7 7 0 1 1-7 7',
  page: 'M5 2.5h7l3 3v12H5zM12 2.5v3h3M7.5 9h5M7.5 12h5',
  heading: 'M7 3L5.5 17M14.5 3L13 17M3.5 7.5h14M2.5 12.5h14',
  text: 'M3.5 5h13M3.5 9h13M3.5 13h9',
  recent: 'M10 3.5a6.5 6.5 0 1 1-6.5 6.5M3.5 4v6h0M10 6.5V10l2.5 2',
  star: 'M10 2.8l2.2 4.6l5 .6l-3.7 3.4l1 5l-4.5-2.5l-4.5 2.5l1-5l-3.7-3.4l5-.6z',
  close: 'M5 5l10 10M15 5L5 15',
  enter: 'M15.5 4.5v5a2 2 0 0 1-2 2h-9M7.5 8.5l-3 3l3 3',
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  '#34': '"',
};

/** Entity-decoded text: highlight values arrive HTML-escaped. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27|#34);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * A highlighted value (escaped text with `<mark>` and `</mark>` around matches) as text
 * nodes and <mark> elements. Any other tag stays visible as text.
 */
export function highlighted(value: string): Node[] {
  const nodes: Node[] = [];
  const parts = value.split(/<mark>|<\/mark>/);
  parts.forEach((part, i) => {
    if (!part) return;
    const text = decodeEntities(part);
    nodes.push(i % 2 === 1 ? el('mark', '', {}, [text]) : document.createTextNode(text));
  });
  return nodes;
}

/** True when a click should be left to the browser (new tab, new window, download...). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
