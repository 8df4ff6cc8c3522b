import { parse, type DefaultTreeAdapterMap } from 'parse5';

/**
 * Minimal HTML querying for tests that read built pages without a browser.
 * Selectors: descendant chains of compound parts such as `nav.sidebar a[href]`,
 * `table tbody tr`, `meta[name=description]`, `#main`, `html[lang]`.
 */
export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

export function parseHtml(html: string): HtmlElement {
  const doc = parse(html);
  const root = doc.childNodes.find((n): n is HtmlElement => 'tagName' in n && n.tagName === 'html');
  if (!root) throw new Error('No <html> element in the document.');
  return root;
}

export function attr(el: HtmlElement, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function classes(el: HtmlElement): string[] {
  return (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** Text content with whitespace collapsed, as a reader would see it. */
export function text(node: HtmlNode): string {
  return rawText(node).replace(/\s+/g, ' ').trim();
}

function rawText(node: HtmlNode): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!('childNodes' in node)) return '';
  if ('tagName' in node && node.tagName === 'template') return '';
  return node.childNodes.map(rawText).join('');
}

function children(el: HtmlNode): HtmlElement[] {
  if (!('childNodes' in el)) return [];
  return el.childNodes.filter((n): n is HtmlElement => 'tagName' in n);
}

function descendants(el: HtmlNode, out: HtmlElement[] = []): HtmlElement[] {
  for (const child of children(el)) {
    out.push(child);
    descendants(child, out);
  }
  return out;
}

interface Compound {
  tag?: string;
  id?: string;
  classNames: string[];
  attrs: { name: string; value?: string }[];
}

function parseCompound(part: string): Compound {
  const compound: Compound = { classNames: [], attrs: [] };
  const re = /([a-zA-Z][a-zA-Z0-9-]*)|\.([\w-]+)|#([\w-]+)|\[([\w:-]+)(?:=["']?([^"'\]]*)["']?)?\]/g;
  let consumed = 0;
  for (const m of part.matchAll(re)) {
    if (m.index !== consumed) break;
    consumed += m[0].length;
    if (m[1]) compound.tag = m[1].toLowerCase();
    else if (m[2]) compound.classNames.push(m[2]);
    else if (m[3]) compound.id = m[3];
    else if (m[4]) compound.attrs.push({ name: m[4], value: m[5] });
  }
  if (consumed !== part.length) throw new Error(`Unsupported selector part: ${part}`);
  return compound;
}

function matches(el: HtmlElement, c: Compound): boolean {
  if (c.tag && el.tagName !== c.tag) return false;
  if (c.id && attr(el, 'id') !== c.id) return false;
  const own = classes(el);
  if (!c.classNames.every((n) => own.includes(n))) return false;
  return c.attrs.every((a) => {
    const value = attr(el, a.name);
    return value !== undefined && (a.value === undefined || value === a.value);
  });
}

/** Every element matching a descendant selector, in document order. */
export function queryAll(root: HtmlNode, selector: string): HtmlElement[] {
  const parts = selector.trim().split(/\s+/).map(parseCompound);
  let current: HtmlElement[] = [root as HtmlElement];
  for (const part of parts) {
    const next = new Set<HtmlElement>();
    for (const el of current) for (const d of descendants(el)) if (matches(d, part)) next.add(d);
    current = [...next];
  }
  // Keep document order even when several roots overlapped.
  if (parts.length === 1) return current;
  const order = new Map(descendants(root).map((el, i) => [el, i]));
  return current.sort((a, b) => order.get(a)! - order.get(b)!);
}

export function query(root: HtmlNode, selector: string): HtmlElement | undefined {
  return queryAll(root, selector)[0];
}
