/**
 * How one hit reads in the modal: its title (the matched heading or a snippet of
 * the text), the heading it sits under, and the icon for its kind. Works for hits
 * from a query (with highlight values) and for stored ones (plain text only).
 */
import { config } from '../config.ts';
import type { DocSearchLikeHit } from './local-search.ts';
import { ICONS, highlighted } from './modal-dom.ts';
import type { StoredHit } from './stored-searches.ts';
import { escapeHtmlAttribute } from '../../shared/html-escape.ts';
import { groupRows, pageOfUrl } from './group-rows.ts';
import { toSitePath } from './site-path.ts';

/** A hit from a query, or a stored one (no highlight values). */
export type ShownHit = StoredHit & Partial<Pick<DocSearchLikeHit, '_highlightResult' | '_snippetResult'>>;

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The value of a hierarchy level or the content: snippet, else highlight, else the plain text escaped. */
function valueOf(hit: ShownHit, field: string): string {
  const fromResult = (r: ShownHit['_snippetResult'] | ShownHit['_highlightResult']) =>
    field === 'content'
      ? r?.content?.value
      : (r?.hierarchy as Record<string, { value?: string } | undefined> | undefined)?.[field]?.value;
  const plain = field === 'content' ? hit.content : hit.hierarchy[field];
  // Stored text was made inert (< > " escaped) when read back; highlighted() decodes it once, as text.
  return (
    fromResult(hit._snippetResult) ??
    fromResult(hit._highlightResult) ??
    (plain === null || plain === undefined
      ? ''
      : hit._snippetResult || hit._highlightResult
        ? escapeHtmlAttribute(plain)
        : plain)
  );
}

/** The deepest heading a content record sits under. */
function deepestLevel(hit: ShownHit): string | null {
  for (let i = LEVELS.length - 1; i >= 0; i--) if (hit.hierarchy[LEVELS[i]!]) return LEVELS[i]!;
  return null;
}

export interface HitText {
  title: Node[];
  path: Node[];
  icon: string;
}

export function hitText(hit: ShownHit): HitText {
  if (hit.type === 'content') {
    const level = deepestLevel(hit);
    return {
      title: highlighted(valueOf(hit, 'content')),
      path: level ? highlighted(valueOf(hit, level)) : [],
      icon: ICONS.text,
    };
  }
  const title = highlighted(valueOf(hit, hit.type));
  if (hit.type === 'lvl1') return { title, path: [], icon: ICONS.page };
  return { title, path: highlighted(valueOf(hit, 'lvl1')), icon: ICONS.heading };
}

/**
 * Hits with in-site URLs (hosted indexes hold absolute ones), grouped by their top level in
 * first-seen order, each page of a group shown before a second section of any (see group-rows.ts).
 */
export function groupHits(hits: DocSearchLikeHit[]): { name: string; hits: ShownHit[] }[] {
  return groupRows(
    hits,
    (hit) => hit.hierarchy.lvl0 ?? '',
    (hit) => pageOfUrl(hit.url),
    config.search.maxResultsPerGroup,
  ).map(({ name, hits: list }) => ({
    name,
    hits: list.map(
      (hit) =>
        ({
          ...hit,
          url: toSitePath(hit.url, window.location.href, config.search.algolia?.replaceSearchResultPathname),
        }) as ShownHit,
    ),
  }));
}
