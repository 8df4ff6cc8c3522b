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
import { cutShards, firstCharGroups, type FirstCharGroups, type ShardCut, type ShardEntry } from './shard-cuts.ts';

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

/** What one build of a version's shards leaves for the next (watch mode): postings and serialized files to reuse. */
export interface ShardState {
  postings: Postings;
  /** Term shards in order, each with its terms and lists (the very arrays) and text. */
  cuts: ShardCut[];
  /** `postings.terms` by first character. */
  groups: FirstCharGroups;
  /** Dictionary files by first character, each valid while its character's group is the same array. */
  dicts: Map<string, { list: string[]; text: string; id: string }>;
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
  const { lists, terms, corpus } = postings;
  const files = new Map<string, string>();
  // What changed since the last build's postings, when these were updated from them.
  const delta = !previous
    ? undefined
    : postings === previous.postings
      ? { lists: new Set<string>(), terms: [] }
      : postings.delta;

  const cuts = cutShards(
    terms,
    lists,
    shardChars,
    serializeShard,
    delta && { cuts: previous!.cuts, changed: delta.lists },
  );
  const shards = cuts.map((cut) => cut.first);
  const shardIds = cuts.map((cut) => cut.entry.id);
  for (const { entry } of cuts) files.set(termFile(entry.id), entry.text);

  // Dictionary files for first characters whose terms span several shards.
  const groups = firstCharGroups(terms, delta && { groups: previous!.groups, touched: delta.terms });
  const state: ShardState = { postings, cuts, groups, dicts: new Map() };
  const { dicts, dictIds } = writeDicts(shards, previous, state, files);

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

/**
 * Dictionary files for first characters whose terms span several shards; a character's file is
 * kept while its group of terms is the same array.
 */
function writeDicts(
  shards: readonly string[],
  previous: ShardState | undefined,
  state: ShardState,
  files: Map<string, string>,
): { dicts: string[]; dictIds: string[] } {
  const dicts: string[] = [];
  const dictIds: string[] = [];
  for (const [c, list] of state.groups) {
    if (shardOf(shards, list[0]!) === shardOf(shards, list.at(-1)!)) continue;
    let dict = previous?.dicts.get(c);
    if (dict?.list !== list) {
      const text = JSON.stringify(list);
      dict = { list, text, id: contentId(text) };
    }
    state.dicts.set(c, dict);
    dicts.push(c);
    dictIds.push(dict.id);
    files.set(dictFile(dict.id), dict.text);
  }
  return { dicts, dictIds };
}

/** A term shard's file: each term with its list. */
function serializeShard(terms: string[], lists: number[][]): ShardEntry {
  const shard: TermShard = {};
  terms.forEach((t, k) => (shard[t] = lists[k]!));
  const text = JSON.stringify(shard);
  return { terms, lists, text, id: contentId(text) };
}
