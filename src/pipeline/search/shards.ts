/**
 * Writes one version's local search index as shards (see ShardMeta in search-format.ts): a small
 * meta file, term shards by sorted range, dictionary files for first characters spread over several
 * term shards, and one file per page holding its records, each named by its content. Pure: records
 * in, file texts out. Built so that an edit changes few files (watch mode writes only those): where
 * a shard ends depends on its own terms, and the score bounds do not move with every small change
 * of the corpus statistics.
 */
import type { LocalRecord, ShardMeta, TermShard } from '../../shared/search-format.ts';
import {
  LOCAL_INDEX_FORMAT,
  dictFile,
  firstChar,
  metaFile,
  pageFile,
  pageListFile,
  shardOf,
  termFile,
  type PageList,
} from '../../shared/search-format.ts';
import type { TermMemo } from '../../shared/search-ranking.ts';
import { contentId, indexPage, type IndexedPage } from './page-terms.ts';
import { buildPostings, updatePostings, type Postings } from './postings.ts';

/**
 * Mean raw size of a term shard (gzip makes it 3–4 times smaller). A shard ends once half this
 * big, at a term its hash picks (in proportion to the term's size), or once twice this big.
 */
const SHARD_CHARS = 32_000;

export interface ShardedIndex {
  /** File name (inside the version's index folder) → text. */
  files: Map<string, string>;
  /** Files named by their content (all but meta): an unchanged one keeps its name from build to build. */
  namedByContent: Set<string>;
  recordCount: number;
  /** What the next build of this version may reuse. */
  state: ShardState;
}

/** FNV-1a of a term, as a fraction of 2^32: where shards end. */
function termHash(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

/** What one build of a version's shards leaves for the next (watch mode): postings and serialized files to reuse. */
export interface ShardState {
  postings: Postings;
  /** Term shards by first term: their terms and lists (the very arrays) and text. */
  shards: Map<string, { terms: string[]; lists: number[][]; text: string; id: string }>;
  /** Dictionary files by first character, valid for `postings.terms`. */
  dicts: Map<string, { text: string; id: string }>;
}

/** The sharded index of one version; `pages` holds each page's records in route order. */
export function buildShardedIndex(
  version: string,
  pages: readonly (readonly LocalRecord[])[],
  shardChars = SHARD_CHARS,
): ShardedIndex {
  const memo: TermMemo = new Map();
  return shardIndexedPages(
    version,
    pages.map((records) => indexPage(records, memo)),
    shardChars,
  );
}

/**
 * buildShardedIndex from pages already tokenized (indexPage), in route order. With the state of
 * the last build (watch mode), only the postings of the changed pages' terms are computed again
 * and only the files they change are serialized again.
 */
export function shardIndexedPages(
  version: string,
  pages: readonly IndexedPage[],
  shardChars = SHARD_CHARS,
  previous?: ShardState,
): ShardedIndex {
  const postings = previous ? updatePostings(previous.postings, pages) : buildPostings(pages);
  const { terms, corpus } = postings;
  const files = new Map<string, string>();
  const state: ShardState = {
    postings,
    shards: new Map(),
    dicts: previous && previous.postings.terms === terms ? previous.dicts : new Map(),
  };
  const { shards, shardIds } = writeTermShards({ postings, shardChars, previous, state, files });
  const { dicts, dictIds } = writeDicts(terms, shards, state, files);

  const pageList: PageList = pages.map((page) => {
    files.set(pageFile(page.fileId), page.fileText);
    return [page.fileId, page.recordCount];
  });

  const pagesText = JSON.stringify(pageList);
  const pagesId = contentId(pagesText);
  files.set(pageListFile(pagesId), pagesText);

  const namedByContent = new Set(files.keys());
  // Last, so that a writer following this order never shows a visitor a meta whose files are missing.
  const meta: ShardMeta = {
    format: LOCAL_INDEX_FORMAT,
    version,
    docCount: corpus.docCount,
    pageCount: pages.length,
    avg: corpus.avg as number[],
    shards,
    shardIds,
    dicts,
    dictIds,
    pagesId,
  };
  files.set(metaFile, JSON.stringify(meta));
  return { files, namedByContent, recordCount: corpus.docCount, state };
}

/** What the term shards are written from and into. */
interface ShardWrite {
  postings: Postings;
  shardChars: number;
  /** The last build's state: a shard whose terms and lists are the very same keeps its text. */
  previous: ShardState | undefined;
  /** Receives each shard written, by first term. */
  state: ShardState;
  /** Receives each shard's file. */
  files: Map<string, string>;
}

/**
 * Term shards: consecutive ranges of about `shardChars` each, ended at terms their hash picks, so
 * that a term added or grown moves the end of its own shard at most. Returns each shard's first
 * term ('' for the first shard) and file id, in order.
 */
function writeTermShards(w: ShardWrite): { shards: string[]; shardIds: string[] } {
  const { postings, shardChars, previous, state, files } = w;
  const { lists, terms } = postings;
  const shards: string[] = [];
  const shardIds: string[] = [];
  let shardTerms: string[] = [];
  let shardLists: number[][] = [];
  let size = 0;
  const flush = () => {
    if (!size) return;
    const first = shards.at(-1)!;
    const old = previous?.shards.get(first);
    let entry = old;
    if (
      !old ||
      old.terms.length !== shardTerms.length ||
      old.terms.some((t, k) => t !== shardTerms[k] || old.lists[k] !== shardLists[k])
    ) {
      const shard: TermShard = {};
      shardTerms.forEach((t, k) => (shard[t] = shardLists[k]!));
      const text = JSON.stringify(shard);
      entry = { terms: shardTerms, lists: shardLists, text, id: contentId(text) };
    }
    state.shards.set(first, entry!);
    files.set(termFile(entry!.id), entry!.text);
    shardIds.push(entry!.id);
    shardTerms = [];
    shardLists = [];
    size = 0;
  };
  for (const term of terms) {
    const list = lists.get(term)!;
    const entry = term.length + 6 + list.length * 4;
    if (
      !shards.length ||
      size >= 2 * shardChars ||
      (size >= shardChars / 2 && termHash(term) < entry / (shardChars / 2))
    ) {
      flush();
      shards.push(shards.length ? term : '');
    }
    shardTerms.push(term);
    shardLists.push(list);
    size += entry;
  }
  flush();
  return { shards, shardIds };
}

/** Dictionary files for first characters whose terms span several shards (reused while the terms are the same). */
function writeDicts(
  terms: readonly string[],
  shards: readonly string[],
  state: ShardState,
  files: Map<string, string>,
): { dicts: string[]; dictIds: string[] } {
  const byFirst = new Map<string, string[]>();
  for (const term of terms) {
    const c = firstChar(term);
    let list = byFirst.get(c);
    if (!list) byFirst.set(c, (list = []));
    list.push(term);
  }
  const dicts: string[] = [];
  const dictIds: string[] = [];
  for (const [c, list] of byFirst) {
    if (shardOf(shards, list[0]!) === shardOf(shards, list.at(-1)!)) continue;
    let dict = state.dicts.get(c);
    if (!dict) {
      const text = JSON.stringify(list);
      state.dicts.set(c, (dict = { text, id: contentId(text) }));
    }
    dicts.push(c);
    dictIds.push(dict.id);
    files.set(dictFile(dict.id), dict.text);
  }
  return { dicts, dictIds };
}
