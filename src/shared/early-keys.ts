/**
 * The search shortcut pressed before the page's islands script has run: the inline head script
 * keeps it (and what is typed after it) under this window property, and the search island opens
 * the search with it once loaded. `q` is the query typed so far (null: no shortcut pressed).
 */
export const EARLY_KEYS_GLOBAL = 'docsgenEarlyKeys';

export interface EarlyKeys {
  q: string | null;
  /** Set by the islands script once it handles the keys itself. */
  done?: boolean;
  /** Enter was pressed after the query. */
  enter?: boolean;
}
