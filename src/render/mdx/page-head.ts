import { Children, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** What the `<Head>` elements of a page put in its `<head>`. */
export interface PageHead {
  /** A `<title>`: the whole title, as Docusaurus shows it (no " | Site" added). */
  title?: string;
  /** A `<meta name="description">`: replaces the page's own. */
  description?: string;
  /** Every other tag, as HTML, after the page's own head tags. */
  html: string;
  /** Classes a `<body className>` or `<html className>` in `<Head>` adds to the document's element (react-helmet's way). */
  bodyClass?: string;
  htmlClass?: string;
}

/** Elements a document head may hold. */
const HEAD_TAGS = new Set(['meta', 'link', 'script', 'style', 'base', 'noscript']);

/**
 * Sorts the children of a page's `<Head>` elements; `refuse` is told of each element that
 * cannot go in a head (a `<div>`, a component), which is left out.
 */
export function pageHeadOf(collected: readonly ReactNode[], refuse: (what: string) => void): PageHead | undefined {
  if (collected.length === 0) return undefined;
  const head: PageHead = { html: '' };
  // One tag per key, the last one written winning (as react-helmet does): a component used twice adds its tags once.
  const kept = new Map<string, string>();
  for (const child of collected.flatMap(flatten)) {
    if (!isValidElement<{ children?: ReactNode; name?: unknown; content?: unknown }>(child)) {
      if (typeof child === 'string' && child.trim()) refuse(`the text "${child.trim().slice(0, 40)}"`);
      continue;
    }
    const tag = typeof child.type === 'string' ? child.type : undefined;
    if (tag === 'body' || tag === 'html')
      documentElementClass(head, tag, child.props as Record<string, unknown>, refuse);
    else if (tag === 'title') head.title = Children.toArray(child.props.children).join('');
    else if (tag === 'meta' && child.props.name === 'description' && typeof child.props.content === 'string')
      head.description = child.props.content;
    else if (!tag || !HEAD_TAGS.has(tag))
      refuse(tag ? `a <${tag}>` : `the component <${(child.type as { name?: string }).name || 'Anonymous'}>`);
    else {
      const html = renderToStaticMarkup(child);
      const key = tagKey(tag, child.props as Record<string, unknown>) ?? html;
      kept.delete(key);
      kept.set(key, html);
    }
  }
  head.html = [...kept.values()].join('');
  return head;
}

/** `<body className="home">` in `<Head>`: the class goes on the page's own element; other attributes are refused by name. */
function documentElementClass(
  head: PageHead,
  tag: 'body' | 'html',
  props: Record<string, unknown>,
  refuse: (what: string) => void,
): void {
  const key = tag === 'body' ? 'bodyClass' : 'htmlClass';
  if (typeof props.className === 'string' && props.className.trim())
    head[key] = [head[key], props.className.trim()].filter(Boolean).join(' ');
  const others = Object.keys(props).filter((k) => k !== 'className' && k !== 'children');
  if (others.length) refuse(`attributes of <${tag}> other than className (${others.join(', ')})`);
}

/** A meta is the same tag as another with its name (or property, http-equiv, charset); a link with its rel and href. */
function tagKey(tag: string, props: Record<string, unknown>): string | undefined {
  if (tag === 'meta') {
    const which = ['name', 'property', 'httpEquiv', 'charSet', 'itemProp'].find((a) => props[a] !== undefined);
    if (which) return `meta ${which}=${String(props[which])}`;
  }
  if (tag === 'link' && props.rel !== undefined)
    return `link ${String(props.rel)} ${String(props.href)} ${String(props.hrefLang ?? '')}`;
  if (tag === 'base') return 'base';
  return undefined;
}

/**
 * The elements given, with paragraphs opened: MDX wraps an element written on one line with
 * its text (`<title>Intro</title>`) in a paragraph, as it does inline JSX.
 */
function flatten(node: ReactNode): ReactNode[] {
  return Children.toArray(node).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === 'p' ? flatten(child.props.children) : [child],
  );
}

/**
 * The document with a page's head tags before `</head>`; the document's own tags they replace
 * (a meta with the same name or property, the canonical link) are left out, so the page's are
 * the ones crawlers read, as with Docusaurus's `<Head>`.
 */
export function mergePageHead(documentHtml: string, pageHeadHtml: string): string {
  const end = documentHtml.indexOf('</head>');
  if (end < 0 || !pageHeadHtml) return documentHtml;
  const keys = new Set([...pageHeadHtml.matchAll(/<meta (?:name|property)="([^"]+)"/g)].map((m) => m[1]));
  const canonical = pageHeadHtml.includes('<link rel="canonical"');
  const own = documentHtml
    .slice(0, end)
    .replace(/<meta (?:name|property)="([^"]+)"[^>]*\/>/g, (tag, key: string) => (keys.has(key) ? '' : tag))
    .replace(/<link rel="canonical"[^>]*\/>/, (tag) => (canonical ? '' : tag));
  return own + pageHeadHtml + documentHtml.slice(end);
}
