/**
 * A version's sharded local index as the browser holds it (ShardMeta in search-format.ts): the
 * meta file, and every other file fetched once, on first use, and kept for later queries.
 */
import type { DictShard, LocalRecord, PageList, ShardMeta, TermShard } from '../../shared/search-format.ts';
import { LOCAL_INDEX_FORMAT, dictFile, metaFile, pageListFile, shardOf, termFile } from '../../shared/search-format.ts';
import type { CorpusStats, PageStats, RecordStats, TermMemo } from '../../shared/search-ranking.ts';

/** Fetches one file of the version's index folder (`meta.json`, `t-<id>.json`, …) and parses it. */
export type ShardLoader = (name: string) => Promise<unknown>;

export interface LoadedIndex {
  version: string;
  meta: ShardMeta;
  corpus: CorpusStats;
  load: ShardLoader;
  files: Map<string, Promise<unknown>>;
  /** Scoring data of fetched pages, computed once per page. */
  scored: Map<number, Promise<ScoredPage>>;
  /** Decoded postings and first-letter term lists, computed once per term or letter. */
  decoded: Map<string, Promise<unknown>>;
  memo: TermMemo;
}

/** A fetched page's records with their term statistics. */
export interface ScoredPage {
  records: LocalRecord[];
  stats: RecordStats[];
  page: PageStats;
}

/** Opens a version's index: fetches and checks its meta file. */
export async function openIndex(version: string, load: ShardLoader): Promise<LoadedIndex> {
  const meta = (await load(metaFile)) as ShardMeta;
  if (
    !meta ||
    meta.format !== LOCAL_INDEX_FORMAT ||
    typeof meta.pagesId !== 'string' ||
    typeof meta.pageCount !== 'number' ||
    meta.shardIds?.length !== meta.shards?.length
  )
    throw new Error('The search index has an unknown format; rebuild the site.');
  const index: LoadedIndex = {
    version,
    meta,
    corpus: { docCount: meta.docCount, avg: meta.avg, pageCount: meta.pageCount },
    load,
    files: new Map(),
    scored: new Map(),
    decoded: new Map(),
    memo: new Map(),
  };
  // Asked for now, so it arrives beside the query's first term shards instead of after them; a
  // failure here is the query's to report (pageList asks again).
  pageList(index).catch(() => {});
  return index;
}

/** The version's pages: file id and record count of each, in the postings' page numbers. */
export function pageList(index: LoadedIndex): Promise<PageList> {
  return indexFile<PageList>(index, pageListFile(index.meta.pagesId));
}

/** One file of the index, fetched on first use. */
export function indexFile<T>(index: LoadedIndex, name: string): Promise<T> {
  let entry = index.files.get(name);
  if (!entry) {
    entry = index.load(name);
    // A failed file is forgotten so the next query tries again.
    entry.catch(() => index.files.delete(name));
    index.files.set(name, entry);
  }
  return entry as Promise<T>;
}

/** A value derived from fetched files, computed once (and forgotten if it failed, like the files). */
export function once<T>(index: LoadedIndex, key: string, make: () => Promise<T>): Promise<T> {
  let entry = index.decoded.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = make();
    entry.catch(() => index.decoded.delete(key));
    index.decoded.set(key, entry);
  }
  return entry;
}

/** Term shard number `i`. */
function termShard(index: LoadedIndex, i: number): Promise<TermShard> {
  return indexFile<TermShard>(index, termFile(index.meta.shardIds[i]!));
}

/** The term shard whose range holds `term`. */
export function shardHolding(index: LoadedIndex, term: string): Promise<TermShard> {
  return termShard(index, shardOf(index.meta.shards, term));
}

/** Every term starting with `c`: its dictionary file, or the one shard that holds them all. */
export function termsStartingWith(index: LoadedIndex, c: string): Promise<DictShard> {
  return once(index, `letter:${c}`, () => readTermsStartingWith(index, c));
}

async function readTermsStartingWith(index: LoadedIndex, c: string): Promise<DictShard> {
  const dict = index.meta.dicts.indexOf(c);
  if (dict >= 0) return indexFile<DictShard>(index, dictFile(index.meta.dictIds[dict]!));
  const { shards } = index.meta;
  let i = shardOf(shards, c);
  if (shards[i + 1]?.startsWith(c)) i++;
  return Object.keys(await termShard(index, i))
    .filter((t) => t.startsWith(c))
    .sort();
}

/** Terms starting with `prefix`, from the shards its range spans (at most three, fetched at once). */
export async function termsWithPrefix(index: LoadedIndex, prefix: string): Promise<string[]> {
  const { shards } = index.meta;
  const first = shardOf(shards, prefix);
  const spanned: number[] = [];
  for (let i = first; i < shards.length && i < first + 3 && (i === first || shards[i]!.startsWith(prefix)); i++)
    spanned.push(i);
  const out: string[] = [];
  for (const shard of await Promise.all(spanned.map((i) => termShard(index, i)))) {
    for (const t of Object.keys(shard)) if (t.startsWith(prefix)) out.push(t);
  }
  return out;
}

export async function hasTerm(index: LoadedIndex, term: string): Promise<boolean> {
  return Object.hasOwn(await shardHolding(index, term), term);
}
