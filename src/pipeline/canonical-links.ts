import { routeKey } from '../shared/paths.ts';
import type { Route } from '../shared/types.ts';
import { safeDecodeURI } from '../shared/safe-decode.ts';

/**
 * The URL shape of pages: `trailingSlash` when set, else a slash (`/v3/intro/`). Pages are
 * folders (`v3/intro/index.html`) unless `false`, and the folder's URL with its slash is the one
 * every common static host serves from that file directly (nginx `try_files` in either order,
 * GitHub and Cloudflare Pages, Netlify, an S3-style bucket); without the slash most answer with a
 * redirect, and hosts that try `x.html` first would find no page there (docs/hosting.md).
 */
export function publishedTrailingSlash(setting: boolean | undefined): boolean {
  return setting ?? true;
}

/**
 * The one URL each page is published at, by route key (`/v3/intro` → `/v3/intro/`). Templates,
 * markdown and config write site-root paths in either shape (`/v3/intro`, the announcement bar's
 * `/v3/intro`); a link in the other shape than the page's costs a redirect on every static host.
 */
export function linkForms(routes: readonly Route[]): Map<string, string> {
  const forms = new Map<string, string>();
  for (const route of routes) if (route.kind !== 'not-found') forms.set(routeKey(route.path), route.path);
  return forms;
}

const TAG = /<(?:a|form)\s[^<>]*>/gi;
const URL_ATTRIBUTE = /(\s(?:href|action)=)(?:"([^"]*)"|'([^']*)')/i;

/**
 * Rewrites the page links (and form actions: the search form) of a finished HTML document (the base URL already added) to the shape
 * their page is published in, so a host serves every link found in the site at once, with no
 * redirect. A link to a page-like path of the site that no page holds gets `data-no-prefetch`:
 * the browser islands neither prefetch nor fetch it for client-side navigation (each would log a
 * 404), and a click loads it normally. Text, scripts and other tags are not touched.
 */
export function canonicalizePageLinks(html: string, forms: ReadonlyMap<string, string>, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  const memo = tagMemo(forms, base);
  return html.replace(TAG, (tag) => {
    let next = memo.tags.get(tag);
    if (next === undefined) {
      next = canonicalTag(tag, forms, base);
      if (memo.chars > TAG_MEMO_CHARS) {
        memo.tags.clear();
        memo.chars = 0;
      }
      memo.tags.set(ownCopy(tag), next === tag ? ownCopy(tag) : ownCopy(next));
      memo.chars += tag.length + next.length;
    }
    return next;
  });
}

/** Rewritten tags by their text for one link table and base, and the characters they hold. */
interface TagMemo {
  base: string;
  tags: Map<string, string>;
  chars: number;
}

/**
 * Per link table: a page's navbar, sidebar and footer links are the same tags on every page of a
 * version, so most tags are looked up, not parsed.
 */
const tagMemos = new WeakMap<ReadonlyMap<string, string>, TagMemo>();
/** Characters of tags kept per link table (a few MB); the memo starts over beyond it. */
const TAG_MEMO_CHARS = 2_000_000;

function tagMemo(forms: ReadonlyMap<string, string>, base: string): TagMemo {
  let memo = tagMemos.get(forms);
  if (!memo || memo.base !== base) tagMemos.set(forms, (memo = { base, tags: new Map(), chars: 0 }));
  return memo;
}

/** One `<a>` or `<form>` tag with its link in its page's shape (see canonicalizePageLinks). */
function canonicalTag(tag: string, forms: ReadonlyMap<string, string>, base: string): string {
  const m = URL_ATTRIBUTE.exec(tag);
  if (!m) return tag;
  const value = m[2] ?? m[3] ?? '';
  const result = canonicalHref(value, forms, base);
  if (!result) return tag;
  const quote = m[2] !== undefined ? '"' : "'";
  let next = result.href === value ? tag : tag.replace(URL_ATTRIBUTE, `${m[1]}${quote}${result.href}${quote}`);
  if (result.missing && tag[1] !== 'f' && !/\sdata-no-prefetch\b/i.test(next))
    next = next.replace(/^<a\s/i, '<a data-no-prefetch="" ');
  return next;
}

/** A string that holds its own characters: a match may point into the whole page's HTML, which the memo must not keep alive. */
function ownCopy(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/** The link in its page's shape, or `missing` when it is a page-like path no page holds; undefined for other links. */
function canonicalHref(
  href: string,
  forms: ReadonlyMap<string, string>,
  base: string,
): { href: string; missing?: true } | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const end = href.search(/[?#]/);
  const pathPart = end < 0 ? href : href.slice(0, end);
  const rest = end < 0 ? '' : href.slice(end);
  if (base && pathPart !== base && !pathPart.startsWith(`${base}/`)) return undefined;
  const sitePath = pathPart.slice(base.length) || '/';
  const last = sitePath.slice(sitePath.lastIndexOf('/') + 1);
  // Files (`/v3/intro.md`, `/img/a.svg`) are not pages.
  if (last.includes('.')) return undefined;
  const form = forms.get(routeKey(decodeHtml(sitePath))) ?? forms.get(routeKey(safeDecodeURI(decodeHtml(sitePath))));
  if (form === undefined) return { href, missing: true };
  // Only the trailing slash changes: the link keeps its own escaping.
  const trimmed = pathPart.replace(/\/+$/, '');
  const shaped = form.endsWith('/') ? `${trimmed}/` : trimmed || '/';
  return { href: shaped + rest };
}

function decodeHtml(text: string): string {
  return text.includes('&')
    ? text
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
    : text;
}
