import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentAssets } from '../../render/document.tsx';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { PageSource, Route, RouteTable } from '../../shared/types.ts';
import type { PageSummary } from './route-renderer.ts';
import type { FileStamp } from '../write.ts';
import type { VersionNav } from '../sidebars/sidebars.ts';
import { THEME_DIR } from '../../render/theme-files.ts';
import { pagesById } from '../pages-by-id.ts';
import { contentHash, jsonHash } from '../../render/content-hash.ts';
import { filesUnder } from '../files-under.ts';

export interface RenderKeysOptions {
  table: RouteTable;
  pages: readonly PageSource[];
  navs: ReadonlyMap<string, VersionNav>;
  assets: DocumentAssets;
  /** Changes whenever site.config.ts or the templates change (their text, hashed). */
  siteKey: string;
  /** The docs versions' tags files (docTagFilesText): tag pages and tagged docs show their labels. */
  tagFilesText?: string;
  /**
   * Each page's text, hashed, kept between watch rebuilds: a save re-reads only the edited files
   * (new objects), so the other pages' texts (most of the work at 1,000 pages) are not hashed again.
   */
  textHashes?: WeakMap<PageSource, string>;
  /** JSON texts of unchanged objects and routes' keys, kept between watch rebuilds. */
  texts?: KeyTexts;
}

/**
 * One fingerprint per route of everything its HTML depends on, so watch mode can
 * reuse a page rendered earlier when its fingerprint did not change:
 * - every page: config, templates, asset URLs, the version list and main docs;
 * - a doc: its own file, its version's structure (sidebar, reading order, titles and
 *   front matter of its siblings, link targets) and its alternates in other versions;
 * - other routes (landings, category indexes, home, search, 404): every version's structure.
 * A body-only edit therefore changes one key; a title, position or new page changes
 * the keys of its version.
 */
export function renderKeys(o: RenderKeysOptions): Map<string, string> {
  const texts = o.texts ?? createKeyTexts();
  const j = keyJson(texts);
  const { table } = o;
  // Every route and every file's doc id: a markdown link may point into another version's folder.
  const global = contentHash(
    j.list([
      j.json(o.siteKey),
      j.json(o.tagFilesText ?? ''),
      j.json(o.assets),
      j.json([...o.navs].map(([name, nav]) => [name, nav.mainHref])),
      j.kept(table.routes, (routes) => j.json(routes.map((r) => r.path))),
      j.kept(table.fileToDoc, (files) => j.json([...files])),
    ]),
  );
  const structure = versionStructures(o, j, texts);
  const everyVersion = hash([...structure]);
  const textHashes = o.textHashes ?? new WeakMap<PageSource, string>();
  const textHash = (source: PageSource) => {
    let value = textHashes.get(source);
    // The text itself, not its JSON: escaping 80 MB of text at 10,000 pages cost several times the hashing.
    if (value === undefined) textHashes.set(source, (value = contentHash(source.raw)));
    return value;
  };
  const keyOf = (route: Route, byId: ReadonlyMap<string, PageSource>) => {
    const head = [j.json(global), j.kept(route, j.json)];
    if (route.kind !== 'doc' || !route.version) return j.keyOf(route, [...head, j.json(everyVersion)]);
    const source = byId.get(`${route.version}:${route.docId}`);
    const alternates = [...o.navs.keys()].map((v) => table.docPaths.get(`${v}:${route.docId}`) ?? null);
    const parts = [j.json(structure.get(route.version)), j.json(alternates), j.json(source?.file)];
    return j.keyOf(route, [...head, ...parts, j.json(source && textHash(source))]);
  };
  const inputs: LastKeyInputs = { table, navs: o.navs, global, everyVersion, pages: o.pages };
  const edited = keysAfterEdits(texts.last, inputs, keyOf);
  if (edited) return edited;
  const byId = pagesById(o.pages);
  const keys = new Map<string, string>();
  for (const route of table.routes) keys.set(route.path, keyOf(route, byId));
  texts.last = { ...inputs, byId, keys };
  return keys;
}

/** What the last renderKeys call computed from (watch mode): a save that changed pages' text only starts from it. */
interface LastKeyInputs {
  table: RouteTable;
  navs: ReadonlyMap<string, VersionNav>;
  global: string;
  everyVersion: string;
  pages: readonly PageSource[];
}

interface LastKeys extends LastKeyInputs {
  byId: Map<string, PageSource>;
  keys: Map<string, string>;
}

/**
 * The keys after a save that changed only some pages' objects (their text; the same routes,
 * sidebars and every version's structure): the last keys with those pages' routes keyed again,
 * so a body edit costs the edited pages, not the site. Undefined when anything else differs.
 */
function keysAfterEdits(
  last: LastKeys | undefined,
  now: LastKeyInputs,
  keyOf: (route: Route, byId: ReadonlyMap<string, PageSource>) => string,
): Map<string, string> | undefined {
  if (!last || last.table !== now.table || last.navs !== now.navs || last.global !== now.global) return undefined;
  if (last.everyVersion !== now.everyVersion || last.pages.length !== now.pages.length) return undefined;
  const byId = new Map(last.byId);
  const changed: string[] = [];
  for (let i = 0; i < now.pages.length; i++) {
    const before = last.pages[i]!;
    const page = now.pages[i]!;
    if (page === before) continue;
    if (page.version !== before.version || page.id !== before.id) return undefined;
    const id = `${page.version}:${page.id}`;
    // The first page of an id is the one its route renders (pagesById).
    if (byId.get(id) === before) {
      byId.set(id, page);
      changed.push(id);
    }
  }
  const keys = new Map(last.keys);
  const routes = docRoutes(now.table);
  for (const id of changed) for (const route of routes.get(id) ?? []) keys.set(route.path, keyOf(route, byId));
  last.pages = now.pages;
  last.byId = byId;
  last.keys = keys;
  return keys;
}

/** The doc routes of a table by `version:docId`, kept per table. */
const docRoutesOf = new WeakMap<RouteTable, Map<string, Route[]>>();

function docRoutes(table: RouteTable): Map<string, Route[]> {
  let byId = docRoutesOf.get(table);
  if (byId) return byId;
  byId = new Map();
  for (const route of table.routes) {
    if (route.kind !== 'doc' || !route.version) continue;
    const id = `${route.version}:${route.docId}`;
    byId.set(id, [...(byId.get(id) ?? []), route]);
  }
  docRoutesOf.set(table, byId);
  return byId;
}

/**
 * The same JSON texts as hashing each array whole, assembled from pieces kept by object
 * (routes, pages, sidebars and tables are not changed once made): a page edit in watch mode
 * stringifies the edited page's parts only.
 */
function keyJson(texts: KeyTexts) {
  const json = (value: unknown) => JSON.stringify(value) ?? 'null';
  const list = (parts: readonly string[]) => `[${parts.join(',')}]`;
  return {
    json,
    list,
    kept<T extends object>(value: T, make: (v: T) => string): string {
      let text = texts.json.get(value);
      if (text === undefined) texts.json.set(value, (text = make(value)));
      return text;
    },
    keptFor(value: object, name: string, make: () => string): string {
      let byName = texts.byName.get(value);
      if (!byName) texts.byName.set(value, (byName = new Map()));
      let text = byName.get(name);
      if (text === undefined) byName.set(name, (text = make()));
      return text;
    },
    /** A route's key is hashed again only when its JSON text differs from the last build's. */
    keyOf(route: Route, parts: string[]): string {
      const text = list(parts);
      const last = texts.keys.get(route);
      if (last?.text === text) return last.key;
      const key = contentHash(text);
      texts.keys.set(route, { text, key });
      return key;
    },
  };
}

/** Each version's structure, hashed: its sidebars, reading order, pages' titles and front matter, link targets. */
function versionStructures(o: RenderKeysOptions, j: ReturnType<typeof keyJson>, texts: KeyTexts): Map<string, string> {
  const { table } = o;
  const structure = new Map<string, string>();
  for (const [name, nav] of o.navs) {
    const siblings = o.pages
      .filter((p) => p.version === name)
      .map((p) => j.kept(p, () => j.json([p.file, p.id, p.title, p.frontMatter])));
    const ofVersion = (map: ReadonlyMap<string, string>) =>
      j.keptFor(map, name, () => j.json([...map].filter(([k]) => k.startsWith(`${name}:`))));
    const parts = [
      j.kept(nav.sidebars, j.json),
      j.kept(nav.orders, (orders) => j.json([...orders])),
      ofVersion(table.docPaths),
      ofVersion(table.fileToDoc),
    ];
    // The same texts as last time (a body edit): the same hash, without joining and hashing megabytes again.
    const last = texts.structures.get(name);
    if (last && sameTexts(last.parts, parts) && sameTexts(last.siblings, siblings)) {
      structure.set(name, last.hash);
      continue;
    }
    const hash = contentHash(j.list([parts[0]!, parts[1]!, j.list(siblings), parts[2]!, parts[3]!]));
    texts.structures.set(name, { parts, siblings, hash });
    structure.set(name, hash);
  }
  return structure;
}

function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** JSON texts renderKeys keeps between watch rebuilds, by the object they were made from. */
export interface KeyTexts {
  json: WeakMap<object, string>;
  /** JSON texts of one version's part of an object (a table's maps). */
  byName: WeakMap<object, Map<string, string>>;
  /** Each route's key and the text it hashes. */
  keys: WeakMap<Route, { text: string; key: string }>;
  /** Per version, the texts its structure hash was made of, and the hash. */
  structures: Map<string, { parts: string[]; siblings: string[]; hash: string }>;
  /** The last call's inputs and keys (see keysAfterEdits). */
  last?: LastKeys;
}

export function createKeyTexts(): KeyTexts {
  return { json: new WeakMap(), byName: new WeakMap(), keys: new WeakMap(), structures: new Map() };
}

function hash(value: unknown): string {
  return jsonHash(value);
}

/** Fingerprint of site.config.ts (and the files it imports), the theme and every file under templates/: when it changes, every page renders again. */
export async function siteKeyFor(config: {
  configFile: string;
  configInputs?: readonly string[];
  templatesDir: string;
  root?: string;
  site?: { codeBlocks: unknown; pages?: false | { path: string } };
}): Promise<string> {
  // The resolved code-block settings too: DOCSGEN_CODE_ENGINE switches the engine without touching the config's text.
  const parts: string[] = [await readFile(config.configFile, 'utf8'), JSON.stringify(config.site?.codeBlocks ?? null)];
  for (const file of config.configInputs ?? []) parts.push(file, await readFile(file, 'utf8').catch(() => ''));
  // MDX pages render the site's own components (Docusaurus layout: src/components, src/theme);
  // a change there must re-render the pages, whose own text did not change.
  const dirs = [
    THEME_DIR,
    config.templatesDir,
    ...(config.root ? [path.join(config.root, 'src/components'), path.join(config.root, 'src/theme')] : []),
    // The pages of src/pages render from their files and the components they import.
    ...(config.root ? [path.join(config.root, config.site?.pages ? config.site.pages.path : 'src/pages')] : []),
  ];
  for (const dir of dirs) {
    for (const file of await filesUnder(dir)) parts.push(file, await readFile(file, 'utf8'));
  }
  return hash(parts);
}

/** A page rendered by an earlier build, with the fingerprint it was rendered for. */
export interface CachedPage {
  key: string;
  page: PageSummary;
  /** Diagnostics the page's own source produced while rendering, repeated when it is reused. */
  diagnostics: Diagnostic[];
  /** The page's files in the last published output (HTML, markdown), reused while they are unchanged. */
  files?: FileStamp[];
}

/** Route paths to render: every route on a cold cache (undefined), else those whose key changed. */
export function routesToRender(
  keys: ReadonlyMap<string, string>,
  cached: ReadonlyMap<string, CachedPage> | undefined,
): ReadonlySet<string> | undefined {
  if (!cached?.size) return undefined;
  return new Set([...keys].filter(([route, key]) => cached.get(route)?.key !== key).map(([route]) => route));
}

/**
 * Fresh pages plus reused ones, in route-table order, and the cache entries for the
 * next build. A key describes every input of a page, so entries are kept even when
 * the build fails for another reason.
 */
export function mergeWithCached(
  table: RouteTable,
  keys: ReadonlyMap<string, string>,
  fresh: { pages: PageSummary[]; diagnostics: Diagnostic[] },
  cached: ReadonlyMap<string, CachedPage> | undefined,
): { pages: PageSummary[]; diagnostics: Diagnostic[]; cache: Map<string, CachedPage> } {
  const freshByPath = new Map(fresh.pages.map((p) => [p.route.path, p]));
  const pages: PageSummary[] = [];
  const diagnostics: Diagnostic[] = [];
  const next = new Map<string, CachedPage>();
  for (const route of table.routes) {
    const key = keys.get(route.path)!;
    const page = freshByPath.get(route.path);
    if (page) {
      const own = fresh.diagnostics.filter((d) => route.file !== undefined && d.file === route.file);
      next.set(route.path, { key, page, diagnostics: own });
      pages.push(page);
      continue;
    }
    const entry = cached?.get(route.path);
    if (entry && entry.key === key) {
      next.set(route.path, entry);
      pages.push(entry.page);
      diagnostics.push(...entry.diagnostics);
    }
  }
  // Fresh diagnostics first, all of them (some are not tied to one route's file).
  return { pages, diagnostics: [...fresh.diagnostics, ...diagnostics], cache: next };
}

/** The files a page owns in the output (its HTML, and the markdown published beside a doc). */
export function filesOf(page: PageSummary): string[] {
  return page.markdownFile ? [page.outFile, page.markdownFile] : [page.outFile];
}
