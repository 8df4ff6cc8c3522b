/**
 * The recent and favorite searches kept in localStorage (under DocSearch's key names, so
 * lists saved by earlier releases carry over). Storage can be blocked (then nothing is kept)
 * and its content can be anything: an old format, a hand edit, another script. An entry is
 * kept only when it is well formed and points to a path of this site; its text is made inert
 * as well, although the modal only ever shows it as text.
 */

const RECORD_TYPES = new Set(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);
const MAX_ENTRIES = 20;

/** The localStorage keys of one index: recent, then favorite searches. */
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
  if (url === null || typeof e.objectID !== 'string' || typeof e.type !== 'string' || !RECORD_TYPES.has(e.type))
    return null;
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
    ...(typeof e.url_without_anchor === 'string' && sitePathOf(e.url_without_anchor, origin) !== null
      ? { url_without_anchor: sitePathOf(e.url_without_anchor, origin) }
      : {}),
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

/** A stored search as kept in localStorage: the hit without its highlight values. */
export interface StoredHit {
  objectID: string;
  type: string;
  url: string;
  content: string | null;
  hierarchy: Record<string, string | null>;
}

/** Storage, or null when the browser forbids it for this page (then nothing is kept). */
function usableStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    const key = '__docsgen_storage_test__';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return storage;
  } catch {
    return null;
  }
}

/**
 * One stored list (recent or favorite searches of one index), read once and cleaned:
 * malformed entries are dropped and the cleaned list written back. With storage blocked
 * it works in memory for this page only.
 */
export class StoredSearches {
  private items: StoredHit[];
  constructor(
    private readonly key: string,
    private readonly limit: number,
  ) {
    const storage = usableStorage();
    let raw: string | null = null;
    try {
      raw = storage?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    const clean = cleanStoredSearches(raw, window.location.origin);
    this.items = (clean ?? []) as unknown as StoredHit[];
    if (clean === null || (raw !== null && JSON.stringify(clean) !== raw)) this.write();
  }

  all(): StoredHit[] {
    return [...this.items];
  }

  add(hit: StoredHit): void {
    const entry: StoredHit = {
      objectID: hit.objectID,
      type: hit.type,
      url: hit.url,
      content: hit.content,
      hierarchy: { ...hit.hierarchy },
    };
    this.items = [entry, ...this.items.filter((h) => h.objectID !== hit.objectID)].slice(0, this.limit);
    this.write();
  }

  remove(objectID: string): void {
    this.items = this.items.filter((h) => h.objectID !== objectID);
    this.write();
  }

  has(objectID: string): boolean {
    return this.items.some((h) => h.objectID === objectID);
  }

  private write(): void {
    try {
      usableStorage()?.setItem(this.key, JSON.stringify(this.items));
    } catch {
      /* storage full or blocked meanwhile: the list lives on in memory */
    }
  }
}
