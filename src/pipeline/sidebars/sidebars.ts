import path from 'node:path';
import type { BuildReaction, VersionConfig } from '../../shared/config-schema.ts';
import { suggest, type Diagnostic } from '../../shared/diagnostics.ts';
import { joinUrl, slugifyLabel, withTrailingSlash } from '../../shared/paths.ts';
import type {
  CategoryMeta,
  CategorySource,
  NavLink,
  PageSource,
  Route,
  RouteTable,
  Sidebar,
  SidebarItem,
  UnroutedDoc,
} from '../../shared/types.ts';
import { nameLabel, type NameLabels } from '../content.ts';
import { parsesNumberPrefixes, splitNumberPrefix } from '../number-prefix.ts';
import { addRoute, slugProblem } from '../routes.ts';
import type { SidebarSpecItem, SidebarsFile } from './items.ts';

export interface BuildSidebarsOptions {
  pages: readonly PageSource[];
  categories: readonly CategorySource[];
  versions: readonly VersionConfig[];
  table: RouteTable;
  /** Versions with a sidebars file; the others get one sidebar generated from their folder. */
  sidebarFiles?: readonly SidebarsFile[];
  /** Receives problems of the sidebars files (unknown doc ids, unknown `displayed_sidebar`). */
  diagnostics?: Diagnostic[];
  onDuplicateRoutes?: BuildReaction;
  /** URL shape of the category pages a sidebars file adds, as the route table's (`trailingSlash`). */
  trailingSlash?: boolean;
  /** The site's `nameLabels`: how a category without a label is named. */
  nameLabels?: NameLabels;
}

/** Everything the pages need to navigate a version. */
export interface VersionNav {
  /** The version's first sidebar (the generated `tutorialSidebar` without a sidebars file). */
  sidebar: Sidebar;
  /** Every sidebar of the version, in file order. */
  sidebars: Sidebar[];
  /** Docs and category pages of the first sidebar in reading order, for previous/next links. */
  order: NavLink[];
  /** Reading order of each sidebar, by name. */
  orders: Map<string, NavLink[]>;
  /** href of the version's main doc. */
  mainHref: string;
}

interface DirNode {
  dir: string;
  docs: PageSource[];
  children: Map<string, DirNode>;
}

/**
 * The sidebars of every version: from its sidebars file when it names one (Docusaurus format,
 * several sidebars), else one sidebar (`tutorialSidebar`) generated from the folder tree.
 * Categories of a sidebars file with a generated index get their route added to `table`.
 */
export function buildSidebars(options: BuildSidebarsOptions): Map<string, VersionNav> {
  const result = new Map<string, VersionNav>();
  const diagnostics = options.diagnostics ?? [];
  for (const version of options.versions) {
    const { pages, tree, ctx } = versionTree(options, version);
    const { hrefOf } = ctx;
    const file = options.sidebarFiles?.find((f) => f.version === version.name);
    const sidebars: Sidebar[] = file
      ? file.sidebars.map((spec) => ({
          version: version.name,
          name: spec.name,
          items: resolveItems(spec.items, `sidebar:${spec.name}`, {
            ...ctx,
            version,
            pages,
            tree,
            file: file.file,
            options,
            diagnostics,
          }),
        }))
      : [{ version: version.name, name: 'tutorialSidebar', items: buildItems(tree, ctx) }];
    if (sidebars.length === 0) sidebars.push({ version: version.name, name: 'tutorialSidebar', items: [] });
    const labels = new Map(pages.map((p) => [hrefOf(p), p.frontMatter.pagination_label]));
    const orders = new Map(
      sidebars.map((sb) => [sb.name, flatten(sb.items).map((l) => ({ ...l, label: labels.get(l.href) ?? l.label }))]),
    );
    // When the version's sidebars file failed to load, that was reported; its names are unknown.
    for (const page of version.sidebars && !file ? [] : pages) {
      const wanted = page.frontMatter.displayed_sidebar;
      if (wanted !== undefined && !sidebars.some((sb) => sb.name === wanted)) {
        const near = suggest(
          wanted,
          sidebars.map((sb) => sb.name),
        );
        diagnostics.push({
          severity: 'error',
          code: 'unknown-sidebar',
          file: page.file,
          line: frontMatterLine(page.raw, 'displayed_sidebar'),
          message: `displayed_sidebar "${wanted}" is not a sidebar of version ${version.name} (${sidebars.map((sb) => sb.name).join(', ')}).`,
          hint: near ? `Did you mean "${near}"?` : "Name one of the sidebars of the version's sidebars file.",
        });
      }
    }
    const first = sidebars[0]!;
    const main = version.mainDoc
      ? options.table.docPaths.get(`${version.name}:${version.mainDoc}`)
      : sidebars.map((sb) => firstDocHref(sb.items)).find(Boolean);
    result.set(version.name, {
      sidebar: first,
      sidebars,
      order: orders.get(first.name)!,
      orders,
      mainHref: main ?? firstDocHref(first.items) ?? version.path,
    });
  }
  return result;
}

/** The routed docs of a version, their folder tree (unlisted docs left out) and what items are made with. */
function versionTree(
  options: Pick<BuildSidebarsOptions, 'pages' | 'categories' | 'table' | 'nameLabels'>,
  version: VersionConfig,
): { pages: PageSource[]; tree: DirNode; ctx: ItemContext } {
  const pages = options.pages.filter(
    (p) => p.version === version.name && options.table.docPaths.has(`${version.name}:${p.id}`),
  );
  const metas = new Map(options.categories.filter((c) => c.version === version.name).map((c) => [c.dir, c.meta]));
  const categoryPaths = new Map(
    options.table.routes
      .filter((r) => r.kind === 'category' && r.version === version.name)
      .map((r) => [r.categoryDir!, r.path]),
  );
  // Unlisted docs are built but never listed.
  const tree = toTree(pages.filter((p) => p.frontMatter.unlisted !== true));
  const hrefOf = (page: PageSource) => options.table.docPaths.get(`${version.name}:${page.id}`)!;
  return { pages, tree, ctx: { metas, categoryPaths, hrefOf, nameLabels: options.nameLabels } };
}

/**
 * The items docsgen generates for a folder of a version (`""` for all of it), as an autogenerated
 * section gets them; undefined when the folder holds no listed doc.
 */
export function folderItems(
  options: Pick<BuildSidebarsOptions, 'pages' | 'categories' | 'table' | 'nameLabels'>,
  version: VersionConfig,
  dirName: string,
): SidebarItem[] | undefined {
  const { tree, ctx } = versionTree(options, version);
  const node = dirName === '' ? tree : findNode(tree, dirName);
  return node && buildItems(node, ctx);
}

/** The sidebar a page shows: its `displayed_sidebar`, else the first sidebar listing it. */
export function sidebarFor(
  nav: VersionNav,
  href: string,
  displayed?: string,
): { sidebar: Sidebar; order: NavLink[] } | undefined {
  const named = displayed === undefined ? undefined : nav.sidebars.find((sb) => sb.name === displayed);
  const sidebar = named ?? nav.sidebars.find((sb) => listsHref(sb.items, href));
  return sidebar ? { sidebar, order: nav.orders.get(sidebar.name) ?? [] } : undefined;
}

function listsHref(items: readonly SidebarItem[], href: string): boolean {
  return items.some(
    (i) => (i.type === 'link' ? false : i.href === href) || (i.type === 'category' && listsHref(i.items, href)),
  );
}

interface ResolveContext extends ItemContext {
  version: VersionConfig;
  pages: readonly PageSource[];
  tree: DirNode;
  file: string;
  options: BuildSidebarsOptions;
  diagnostics: Diagnostic[];
}

/** Items of a sidebars file with doc ids turned into pages and autogenerated sections expanded. */
function resolveItems(specs: readonly SidebarSpecItem[], key: string, c: ResolveContext): SidebarItem[] {
  const out: SidebarItem[] = [];
  const byId = new Map(c.pages.map((p) => [p.id, p]));
  for (const spec of specs) {
    if (spec.kind === 'doc') {
      const page = docFor(c, byId, spec.id, spec.line);
      if (page && page.frontMatter.unlisted !== true)
        out.push({
          type: 'doc',
          docId: page.id,
          label: spec.label ?? page.frontMatter.sidebar_label ?? page.title,
          href: c.hrefOf(page),
          className: spec.className ?? page.frontMatter.sidebar_class_name,
        });
    } else if (spec.kind === 'link') {
      out.push({
        type: 'link',
        label: spec.label,
        href: spec.href,
        external: /^[a-z][a-z0-9+.-]*:|^\/\//i.test(spec.href),
        className: spec.className,
      });
    } else if (spec.kind === 'autogenerated') {
      out.push(...autogeneratedItems(spec, c));
    } else {
      const category = resolveCategory(spec, key, c, byId);
      if (category) out.push(category);
    }
  }
  return out;
}

/**
 * A doc whose URL another doc of the version took (`cli/index.md` beside `cli/README.md`): Docusaurus
 * writes both at that URL and warns of the duplicate route, and its sidebar links there; so does this one.
 */
function sharedUrlDoc(c: ResolveContext, id: string, unrouted: UnroutedDoc, sharing: PageSource, line?: number) {
  c.diagnostics.push({
    severity: 'warning',
    code: 'sidebar-doc-url-shared',
    file: c.file,
    line,
    message:
      `The sidebar names the doc "${id}" (${unrouted.file}:${unrouted.line}), which has no page of its own: ` +
      `${unrouted.reason}; the entry links to that page.`,
    hint: 'Give one of the two docs a different `slug` in its front matter, or name the other doc in the sidebar.',
  });
  return sharing;
}

/** The page of a doc id, or undefined with an error saying why the sidebar cannot link it. */
function docFor(
  c: ResolveContext,
  byId: ReadonlyMap<string, PageSource>,
  id: string,
  line: number | undefined,
): PageSource | undefined {
  const page = byId.get(id);
  const unrouted = page ? undefined : c.options.table.unrouted.get(`${c.version.name}:${id}`);
  const sharing = unrouted?.takenByDoc === undefined ? undefined : byId.get(unrouted.takenByDoc);
  if (unrouted && sharing) return sharedUrlDoc(c, id, unrouted, sharing, line);
  if (unrouted) {
    c.diagnostics.push({
      severity: 'error',
      code: 'sidebar-unrouted-doc',
      file: c.file,
      line,
      message: `The sidebar names the doc "${id}" (${unrouted.file}:${unrouted.line}), which has no page: ${unrouted.reason}.`,
      hint: 'Change the `slug` in the front matter of one of them (the routes stage reported the clash too), or drop this sidebar entry.',
    });
  } else if (!page) {
    const near = suggest(id, byId.keys());
    c.diagnostics.push({
      severity: 'error',
      code: 'sidebar-unknown-doc',
      file: c.file,
      line,
      message: `The sidebar names the doc "${id}", which version ${c.version.name} does not have.`,
      hint: near
        ? `Did you mean "${near}"? A doc id is the file's path in the version folder without extension (or its front matter id).`
        : "A doc id is the file's path in the version folder without extension (or its front matter id).",
    });
  }
  return page;
}

/** The items generated from a folder of the version; none (and a warning) when it has no docs. */
function autogeneratedItems(
  spec: Extract<SidebarSpecItem, { kind: 'autogenerated' }>,
  c: ResolveContext,
): SidebarItem[] {
  const node = spec.dirName === '' ? c.tree : findNode(c.tree, spec.dirName);
  if (node) return buildItems(node, c);
  // A warning, as in Docusaurus: the folder may be written by a step of the site's own build
  // (an API reference generator) that has not run.
  c.diagnostics.push({
    severity: 'warning',
    code: 'empty-autogenerated',
    file: c.file,
    line: spec.line,
    message:
      `The autogenerated section names the folder "${spec.dirName}", which version ${c.version.name} ` +
      `does not have (or holds no docs); the section is left out.`,
    hint: 'dirName is a folder inside the version folder; "." is all of it. If a tool writes that folder, run it before building.',
  });
  return [];
}

/** A category of a sidebars file with its items and link resolved; undefined when it would be empty. */
function resolveCategory(
  spec: Extract<SidebarSpecItem, { kind: 'category' }>,
  key: string,
  c: ResolveContext,
  byId: ReadonlyMap<string, PageSource>,
): SidebarItem | undefined {
  const dir = `${key}/${spec.label}`;
  const items = resolveItems(spec.items, dir, c);
  let href: string | undefined;
  let description: string | undefined;
  if (spec.link?.type === 'doc') {
    const page = docFor(c, byId, spec.link.id, spec.line);
    if (page) href = c.hrefOf(page);
  } else if (spec.link?.type === 'generated-index') {
    description = spec.link.description;
    href = generatedIndexHref(spec, spec.link.slug, dir, c);
  }
  if (items.length === 0 && !href) return undefined;
  return {
    type: 'category',
    dir: existingDir(c, href) ?? dir,
    label: spec.label,
    href,
    description,
    items,
    collapsed: spec.collapsed,
    collapsible: spec.collapsible,
    className: spec.className,
  };
}

/** The route of a category's generated index page, added to the table unless another sidebar added it. */
function generatedIndexHref(
  spec: Extract<SidebarSpecItem, { kind: 'category' }>,
  linkSlug: string | undefined,
  dir: string,
  c: ResolveContext,
): string | undefined {
  const slug = linkSlug ?? `/category/${slugifyLabel(spec.label)}`;
  const problem = slugProblem(slug);
  if (problem) {
    c.diagnostics.push({
      severity: 'error',
      code: 'path-escape',
      file: c.file,
      line: spec.line,
      message: problem,
      hint: 'Use a `link.slug` made of URL path segments inside the version, e.g. "/category/guides".',
    });
    return undefined;
  }
  const at = (slugPath: string) => withTrailingSlash(joinUrl(c.version.path, slugPath), c.options.trailingSlash);
  const taken = (p: string) => c.options.table.byKey.get(p.replace(/\/+$/, '') || '/');
  const categoryHere = (p: string) => {
    const route = taken(p);
    return route?.kind === 'category' && route.version === c.version.name ? route : undefined;
  };
  // A category shown in several sidebars of one version has one page; so does a category over a folder
  // (autogenerated) whose own `_category_` file asked for that page.
  const same = (route: Route) => route.file === c.file || generatesFrom(spec, route.categoryDir);
  let path = at(slug);
  const existing = categoryHere(path);
  if (existing && (linkSlug !== undefined || same(existing))) return existing.path;
  if (existing) {
    // Another folder's category of the same label holds the slug: as Docusaurus, which slugs every category label
    // of a version with one GitHub slugger, this one gets the next `-1`, `-2` (or its folder's page among them).
    for (let n = 1; n < 1000; n++) {
      path = at(`${slug}-${n}`);
      const held = categoryHere(path);
      if (held && same(held)) return held.path;
      if (!taken(path)) break;
    }
  }
  const added = addRoute(
    c.options.table,
    { path, kind: 'category', version: c.version.name, categoryDir: dir, file: c.file, line: spec.line },
    c.options.onDuplicateRoutes ?? 'warn',
    c.diagnostics,
  );
  return added ? path : undefined;
}

/** Whether a category of a sidebars file lists the items of the folder `dir` (`{type: 'autogenerated', dirName}`). */
function generatesFrom(spec: Extract<SidebarSpecItem, { kind: 'category' }>, dir: string | undefined): boolean {
  const clean = (d: string) => d.replace(/^\.?\/+|\/+$/g, '');
  return spec.items.some((i) => i.kind === 'autogenerated' && dir !== undefined && clean(i.dirName) === clean(dir));
}

/** A category page shared by two sidebars keeps the key of the first, so the page finds its category. */
function existingDir(c: ResolveContext, href: string | undefined): string | undefined {
  if (!href) return undefined;
  const route = c.options.table.byKey.get(href.replace(/\/+$/, '') || '/');
  return route?.kind === 'category' ? route.categoryDir : undefined;
}

function findNode(root: DirNode, dir: string): DirNode | undefined {
  let node: DirNode | undefined = root;
  for (const part of dir.split('/')) node = node?.children.get(part);
  return node;
}

/** 1-based line of a top-level front matter key. */
function frontMatterLine(raw: string, key: string): number | undefined {
  const lines = raw.replace(/^\uFEFF/, '').split(/\r?\n/);
  const at = lines.findIndex((l, i) => i > 0 && l.startsWith(`${key}:`));
  return at >= 0 ? at + 1 : undefined;
}

function toTree(pages: readonly PageSource[]): DirNode {
  const root: DirNode = { dir: '', docs: [], children: new Map() };
  for (const page of pages) {
    const parts = page.relPath.split('/').slice(0, -1);
    let node = root;
    for (const part of parts) {
      const dir = node.dir ? `${node.dir}/${part}` : part;
      let child = node.children.get(part);
      if (!child) {
        child = { dir, docs: [], children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    }
    node.docs.push(page);
  }
  return root;
}

interface ItemContext {
  metas: Map<string, CategoryMeta>;
  categoryPaths: Map<string, string>;
  hrefOf: (page: PageSource) => string;
  nameLabels?: NameLabels;
}

interface Sortable {
  position?: number;
  name: string;
  item: SidebarItem;
}

function buildItems(node: DirNode, ctx: ItemContext): SidebarItem[] {
  const entries: Sortable[] = [];
  for (const page of node.docs) {
    const name = path.posix.basename(page.relPath);
    // A `02-` file name prefix is the position when front matter gives none.
    const prefixed = parsesNumberPrefixes(page.frontMatter) ? splitNumberPrefix(name).position : undefined;
    entries.push({
      position: page.frontMatter.sidebar_position ?? prefixed,
      name,
      item: docItem(page, ctx),
    });
  }
  for (const [name, child] of node.children) {
    const meta = ctx.metas.get(child.dir);
    let items = buildItems(child, ctx);
    let href = ctx.categoryPaths.get(child.dir);
    let description = meta?.link?.type === 'generated-index' ? meta.link.description : undefined;
    let linkedDoc: PageSource | undefined;
    if (meta?.link?.type === 'doc') {
      const linkId = meta.link.id;
      linkedDoc = child.docs.find((d) => d.id === linkId || d.id.endsWith(`/${linkId}`));
      if (linkedDoc) href = ctx.hrefOf(linkedDoc);
    }
    if (!meta) {
      // Without _category_.json, an index doc (index/readme/folder name) becomes the category's link.
      const indexDoc = child.docs.find((d) => isIndexName(d.relPath));
      linkedDoc = indexDoc;
      if (indexDoc) {
        href = ctx.hrefOf(indexDoc);
        description = indexDoc.frontMatter.description;
        items = items.filter((i) => !(i.type === 'doc' && i.docId === indexDoc.id));
      }
      // A folder whose only doc is its index doc is that doc's link, titled as the doc, as in Docusaurus.
      if (indexDoc && items.length === 0) {
        entries.push({ position: splitNumberPrefix(name).position, name, item: docItem(indexDoc, ctx) });
        continue;
      }
    }
    if (items.length === 0 && !href) continue;
    const prefixed = splitNumberPrefix(name);
    entries.push({
      position: meta?.position ?? prefixed.position,
      name,
      item: {
        type: 'category',
        dir: child.dir,
        label: categoryLabel(meta, linkedDoc, prefixed.name, ctx.nameLabels),
        href,
        description,
        items,
        collapsed: meta?.collapsed,
        collapsible: meta?.collapsible,
        className: meta?.className,
      },
    });
  }
  return sortItems(entries).map((e) => e.item);
}

/**
 * A category's label: its `_category_` label; else, named as Docusaurus does (`as-written`), the label of the
 * doc it links to, then its folder's name; else (docsgen's default) its folder's name humanized.
 */
export function categoryLabel(
  meta: CategoryMeta | undefined,
  linkedDoc: PageSource | undefined,
  folderName: string,
  nameLabels: NameLabels | undefined,
): string {
  if (meta && !meta.labelFromName) return meta.label;
  const docLabel = nameLabels === 'as-written' ? (linkedDoc?.frontMatter.sidebar_label ?? linkedDoc?.title) : undefined;
  return docLabel ?? nameLabel(folderName, nameLabels);
}

function docItem(page: PageSource, ctx: { hrefOf: (page: PageSource) => string }): SidebarItem {
  return {
    type: 'doc',
    docId: page.id,
    label: page.frontMatter.sidebar_label ?? page.title,
    href: ctx.hrefOf(page),
    className: page.frontMatter.sidebar_class_name,
  };
}

/** Position ascending, ties by name; items without a position last, by name. */
export function sortItems<T extends { position?: number; name: string }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => {
    const pa = a.position ?? Number.POSITIVE_INFINITY;
    const pb = b.position ?? Number.POSITIVE_INFINITY;
    if (pa !== pb) return pa < pb ? -1 : 1;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}

function isIndexName(relPath: string): boolean {
  const parts = relPath.split('/');
  const name = parts[parts.length - 1]!;
  return ['index', 'readme'].includes(name.toLowerCase()) || name === parts[parts.length - 2];
}

/** Reading order: a category's own page first, then its items. */
export function flatten(items: readonly SidebarItem[]): NavLink[] {
  const out: NavLink[] = [];
  for (const item of items) {
    if (item.type === 'doc') out.push({ label: item.label, href: item.href });
    else if (item.type === 'category') {
      if (item.href) out.push({ label: item.label, href: item.href });
      out.push(...flatten(item.items));
    }
  }
  return out;
}

function firstDocHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.href;
    if (item.type === 'link') continue;
    const inner = firstDocHref(item.items);
    if (inner) return inner;
  }
  return undefined;
}

/** Categories enclosing the page at `href`, outermost first. */
export function findTrail(items: readonly SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }>[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return [item];
    const inner = findTrail(item.items, href);
    if (inner.length || item.items.some((i) => i.type === 'doc' && i.href === href)) return [item, ...inner];
  }
  return [];
}

/** Previous and next pages around `href` in reading order. */
export function neighbours(order: readonly NavLink[], href: string): { previous?: NavLink; next?: NavLink } {
  const index = order.findIndex((l) => l.href === href);
  if (index < 0) return {};
  return { previous: order[index - 1], next: order[index + 1] };
}
