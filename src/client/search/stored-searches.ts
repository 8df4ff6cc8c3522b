/**
 * The recent and favorite searches DocSearch keeps in localStorage, made safe before the modal
 * reads them. Storage can be blocked (then DocSearch must not touch it at all) and its content
 * can be anything: an old format, a hand edit, another script. DocSearch renders stored hits as
 * HTML and follows their URL, so an entry is kept only when it is well formed and points to a
 * path of this site, and its text can hold no markup.
 */

const RECORD_TYPES = new Set(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);
const MAX_ENTRIES = 20;

/** The localStorage keys DocSearch uses for one index. */
export function storedSearchKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

/** Text that cannot open a tag or an attribute when shown as HTML (our own entries are already escaped). */
function inert(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `url` as a path of `origin`, or null when it leads anywhere else (another site, `javascript:`). */
export function sitePathOf(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  let target: URL;
  try {
    target = new URL(url, `${origin}/`);
  } catch {
    return null;
  }
  if (target.origin !== origin || !/^https?:$/.test(target.protocol)) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** One stored hit made safe, or null when it is malformed. */
function cleanEntry(entry: unknown, origin: string): Record<string, unknown> | null {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return null;
  const e = entry as Record<string, unknown>;
  const url = sitePathOf(e.url, origin);
  if (url === null || typeof e.objectID !== 'string' || typeof e.type !== 'string' || !RECORD_TYPES.has(e.type)) return null;
  if (!e.hierarchy || typeof e.hierarchy !== 'object' || Array.isArray(e.hierarchy)) return null;
  const hierarchy: Record<string, string | null> = {};
  for (const [level, value] of Object.entries(e.hierarchy as Record<string, unknown>)) {
    if (!RECORD_TYPES.has(level) || level === 'content') continue;
    if (value !== null && typeof value !== 'string') return null;
    hierarchy[level] = value === null ? null : inert(value);
  }
  if (typeof hierarchy.lvl0 !== 'string' || typeof hierarchy.lvl1 !== 'string') return null;
  if (e.content !== null && e.content !== undefined && typeof e.content !== 'string') return null;
  // Highlight and snippet values are never kept: DocSearch stores hits without them.
  return {
    objectID: e.objectID,
    type: e.type,
    url,
    hierarchy,
    content: typeof e.content === 'string' ? inert(e.content) : null,
    ...(typeof e.url_without_anchor === 'string' && sitePathOf(e.url_without_anchor, origin) !== null ? { url_without_anchor: sitePathOf(e.url_without_anchor, origin) } : {}),
    ...(typeof e.anchor === 'string' ? { anchor: e.anchor } : {}),
  };
}

/**
 * The stored list as DocSearch may read it: malformed entries dropped, the rest made inert.
 * Returns null when the value is not a list at all (the key is then removed).
 */
export function cleanStoredSearches(raw: string | null, origin: string): Record<string, unknown>[] | null {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const out: Record<string, unknown>[] = [];
  for (const entry of parsed.slice(0, MAX_ENTRIES)) {
    const clean = cleanEntry(entry, origin);
    if (clean) out.push(clean);
  }
  return out;
}

/** Whether this page may use localStorage (a browser setting or sandbox can forbid it). */
function storageUsable(): boolean {
  try {
    const storage = window.localStorage;
    const key = '__docsgen_storage_test__';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs before DocSearch mounts. With storage blocked, DocSearch's own checks still read
 * `window.localStorage` outside a try, which throws: the property is hidden for this page,
 * so DocSearch keeps no recents instead of failing to open. Otherwise the stored lists are
 * cleaned in place.
 */
export function prepareStoredSearches(indexName: string): void {
  if (!storageUsable()) {
    try {
      Object.defineProperty(window, 'localStorage', { value: null, configurable: true });
    } catch {
      /* nothing more can be done; DocSearch's own guard may still fail */
    }
    return;
  }
  for (const key of storedSearchKeys(indexName)) {
    try {
      const raw = window.localStorage.getItem(key);
      const clean = cleanStoredSearches(raw, window.location.origin);
      if (clean === null) window.localStorage.removeItem(key);
      else if (raw !== null && JSON.stringify(clean) !== raw) window.localStorage.setItem(key, JSON.stringify(clean));
    } catch {
      /* storage went away meanwhile: DocSearch's own guards handle that */
    }
  }
}
