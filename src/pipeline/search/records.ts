import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Hierarchy, RecordType, SearchRecord } from '../../shared/search-format.ts';
import { HIERARCHY_LEVELS } from '../../shared/search-format.ts';
import { shortHash } from '../../render/content-hash.ts';

/** One rendered doc, as much of it as search needs. */
export interface DocForSearch {
  version: string;
  docId: string;
  /** Route path (`/v3/configuration/password`). */
  path: string;
  /** Page title: hierarchy.lvl1. */
  title: string;
  /** Sidebar category (or the version label for top-level docs): hierarchy.lvl0. */
  lvl0: string;
  /** Front matter description: the page's own summary, searchable with its title. */
  description?: string;
  /** The markdown body as rendered (after slugs, links and code highlighting). */
  hast: Root;
}

export interface ExtractOptions {
  /** Absolute site URL (`https://example.com`), prefixed to every record URL. */
  siteUrl: string;
  language: string;
}

/** Elements whose own text becomes one `content` record (a table row reads as one line). */
const CONTENT_TAGS = new Set(['p', 'li', 'tr', 'dt', 'dd']);
/** Blocks that get records of their own, so the text of a parent skips them. */
const BLOCK_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'dl',
  'dt',
  'dd',
  'div',
  'aside',
  'blockquote',
  'details',
  'section',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figure',
]);
/** Never searchable: controls, diagram sources, heading anchors, screen-reader-only labels (code blocks are records of their own). */
const SKIP_TAGS = new Set(['button', 'svg', 'script', 'style', 'img', 'picture', 'template', 'summary']);
const SKIP_CLASSES = [
  'hash-link',
  'visually-hidden',
  'admonition-heading',
  'mermaid-diagram',
  'code-title',
  'copy-button',
];
const HEADING = /^h([2-6])$/;
/** Hosted indices cap a record at 10 KB; long cells are cut well below that. */
const MAX_CONTENT = 2000;

/**
 * Splits one doc into DocSearch records: the page title (lvl1), every heading
 * h2–h6 (lvl2–lvl6) and every paragraph, list item and table row (content),
 * each with the hierarchy above it and the URL of the nearest heading.
 */
export function extractSearchRecords(doc: DocForSearch, options: ExtractOptions): SearchRecord[] {
  const site = options.siteUrl.replace(/\/+$/, '');
  const pageUrl = site + doc.path;
  const records: SearchRecord[] = [];
  const levels: (string | null)[] = [doc.lvl0, doc.title, null, null, null, null, null];
  let anchor: string | null = null;
  let ordinal = 0;

  const push = (type: RecordType, content: string | null, code = false) => {
    const hierarchy = {} as Hierarchy;
    HIERARCHY_LEVELS.forEach((lvl, i) => (hierarchy[lvl] = levels[i] ?? null));
    const key = [doc.version, doc.docId, anchor ?? '', type, type === 'content' ? ordinal++ : 0].join('\u0000');
    records.push({
      objectID: shortHash(key, 20),
      type,
      hierarchy,
      content,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      version: doc.version,
      language: options.language,
      weight: {
        level: type === 'content' ? 0 : 100 - (Number(type.slice(3)) - 1) * 10,
        position: records.length,
        pageRank: 0,
      },
      ...(code ? { code: true as const } : {}),
    });
  };

  // The page record carries the description: a page's own summary is the best evidence of what it is about.
  push('lvl1', doc.description ? cleanText(doc.description) : null);
  const walk = (nodes: readonly (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type !== 'element' || skipped(node)) continue;
      const heading = HEADING.exec(node.tagName);
      if (heading) {
        const depth = Number(heading[1]);
        const text = cleanText(inlineText(node));
        if (!text) continue;
        levels[depth] = text;
        for (let d = depth + 1; d < levels.length; d++) levels[d] = null;
        anchor = typeof node.properties.id === 'string' ? node.properties.id : anchor;
        ordinal = 0;
        push(`lvl${depth}` as RecordType, null);
        continue;
      }
      if (node.tagName === 'thead') continue;
      const code = node.tagName === 'pre' ? codeText(node) : codeBlockText(node);
      if (code !== undefined) {
        // Code is searchable (`proxy_set_header`), as one record per block.
        const text = cleanText(code);
        if (text) push('content', cut(text), true);
        continue;
      }
      if (CONTENT_TAGS.has(node.tagName)) {
        const text = cleanText(node.tagName === 'tr' ? rowText(node) : inlineText(node));
        if (text) push('content', cut(text));
      }
      walk(node.children);
    }
  };
  walk(doc.hast.children);
  return records;
}

function cut(text: string): string {
  return text.length > MAX_CONTENT ? `${text.slice(0, text.lastIndexOf(' ', MAX_CONTENT))} …` : text;
}

/**
 * Text of a highlighted code block (`div.code-block`), which carries its highlighted HTML as a
 * string (see remark-code-blocks.ts); undefined for any other element.
 */
function codeBlockText(node: Element): string | undefined {
  const cls = node.properties.className;
  if (!Array.isArray(cls) || !cls.includes('code-block')) return undefined;
  let out = '';
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (typeof child.properties.dataHtml === 'string') out += htmlText(child.properties.dataHtml);
    else if (child.tagName === 'pre') out += codeText(child);
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Visible text of highlighter HTML: buttons dropped, tags removed, entities decoded. */
function htmlText(html: string): string {
  const text = withoutTags(html.includes('<button') ? html.replace(/<button[\s\S]*?<\/button>/g, ' ') : html);
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const cp = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * `html` without its tags (every `<` up to the next `>`; a `<` with no `>` after it stays), as
 * `replace(/<[^>]*>/g, '')` gives, in one scan without a regex: a highlighted block is mostly tags.
 */
export function withoutTags(html: string): string {
  let out = '';
  let from = 0;
  for (let lt = html.indexOf('<'); lt >= 0; lt = html.indexOf('<', from)) {
    const gt = html.indexOf('>', lt + 1);
    if (gt < 0) break;
    out += html.slice(from, lt);
    from = gt + 1;
  }
  return from === 0 ? html : out + html.slice(from);
}

/** All text of a code block, lines kept apart, without copy buttons or titles. */
function codeText(node: Element): string {
  let out = '';
  for (const child of node.children) {
    if (child.type === 'text') out += child.value;
    else if (child.type === 'element' && !skipped(child)) out += codeText(child) + (child.tagName === 'br' ? ' ' : '');
  }
  return out;
}

function skipped(node: Element): boolean {
  if (SKIP_TAGS.has(node.tagName)) return true;
  const cls = node.properties.className;
  return Array.isArray(cls) && cls.some((c) => SKIP_CLASSES.includes(String(c)));
}

/** Text of an element without the blocks inside it (they are records of their own). */
function inlineText(node: Element): string {
  let out = '';
  for (const child of node.children) {
    if (child.type === 'text') out += child.value;
    else if (child.type === 'element' && !skipped(child)) {
      if (child.tagName === 'br') out += ' ';
      else if (!BLOCK_TAGS.has(child.tagName)) out += inlineText(child);
    }
  }
  return out;
}

/** Cells joined with a separator: `NAME · what it does · default`. */
function rowText(row: Element): string {
  return row.children
    .filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'))
    .map((c) => cleanText(inlineText(c)))
    .filter(Boolean)
    .join(' · ');
}

/** Whitespace that cleanText changes: any but a single space. */
const UNCLEAN_SPACE = /[^\S ]| \s/;

function cleanText(text: string): string {
  // Most text has single spaces only: a test that finds nothing builds no copy.
  return (UNCLEAN_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}
