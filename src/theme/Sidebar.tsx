import type { SidebarItem } from 'docsgen';

type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * A closed category with more entries than this leaves its children out of the page: they
 * come from the sidebar's shared children file when it is opened. Below it, the children
 * cost less than the file's round trip (a link is about 130 bytes), and the category keeps
 * opening in place without JavaScript.
 */
export const LAZY_MIN_ENTRIES = 20;

/**
 * A list with more entries than this shows only the current page's neighbourhood
 * (WINDOW_RADIUS entries either side of the entry holding it; the first ones when it holds
 * none), between links that say how many entries are left out. A page otherwise carries
 * every link of its category, so a site's output grew with the square of a category's size.
 * Without JavaScript those links lead to the first page left out on their side (that page
 * shows its own neighbourhood); the `sidebar-categories` island fills the whole list in
 * from the sidebar's shared children file instead.
 */
export const WINDOW_MAX_ENTRIES = 100;
const WINDOW_RADIUS = 25;

/**
 * The version's sidebar. Collapsible (the default): every category is a <details>,
 * open on the current page's trail (or when its sidebar entry says `collapsed: false`),
 * so it expands and collapses without JavaScript; the `sidebar-categories` island keeps
 * the visitor's choices across client-side navigation. A big closed category (see
 * LAZY_MIN_ENTRIES) is rendered without its children when `childrenSrc` names the shared
 * children file: it lists only its first page, so every page stays reachable without
 * JavaScript (a category's own pages render it in full), and the island fills the
 * children in on first open.
 * A category marked `collapsible: false`, and every category of a site that sets
 * `sidebar.collapsible: false`, is listed open with no toggle, or links to its index
 * page when it is not on the trail.
 */
export function SidebarMenu({
  items,
  activePath,
  collapsible = false,
  childrenSrc,
}: {
  items: SidebarItem[];
  activePath: string;
  collapsible?: boolean;
  childrenSrc?: string;
}) {
  return (
    <nav
      className="sidebar-nav"
      aria-label="Docs sidebar"
      {...(collapsible ? { 'data-island': 'sidebar-categories' } : {})}
      {...(collapsible && childrenSrc ? { 'data-children-src': childrenSrc } : {})}
    >
      <MenuList
        items={items}
        activePath={activePath}
        collapsible={collapsible}
        lazy={collapsible && childrenSrc !== undefined}
      />
    </nav>
  );
}

/**
 * The children of one category as they appear in the shared children file: rendered for
 * no page in particular (nothing current, nothing on a trail), with the same lazy rule
 * for the categories nested inside.
 */
export function SidebarCategoryChildren({ item }: { item: Category }) {
  return <MenuList items={item.items} activePath="" collapsible lazy full />;
}

/** The categories whose children the shared children file must hold (any depth). */
export function lazyCategories(items: readonly SidebarItem[]): Category[] {
  const found: Category[] = [];
  const walk = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (isLazyCandidate(item) || isWindowed(item.items)) found.push(item);
      walk(item.items);
    }
  };
  walk(items);
  return found;
}

function isWindowed(items: readonly SidebarItem[]): boolean {
  return items.length > WINDOW_MAX_ENTRIES;
}

function isLazyCandidate(item: Category): boolean {
  return item.collapsible !== false && item.collapsed !== false && countEntries(item.items) > LAZY_MIN_ENTRIES;
}

// Leaves (docs and links) carry no classes: a 100-page category repeats them 100 times
// (~36 bytes a leaf), so the stylesheet reaches them structurally (`.menu-list > li > a`); the
// same for a category's <details> and <summary> (`.menu-category > details > summary`).
function MenuList({
  items,
  activePath,
  collapsible,
  lazy,
  full = false,
  dir,
}: {
  items: SidebarItem[];
  activePath: string;
  collapsible: boolean;
  lazy: boolean;
  /** Every entry, however many (the shared children file). */
  full?: boolean;
  /** The folder of the category this list belongs to (the island fills that category in). */
  dir?: string;
}) {
  const { start, end } = full || !isWindowed(items) ? { start: 0, end: items.length } : windowOf(items, activePath);
  return (
    <ul className="menu-list">
      {start > 0 ? <MoreEntries count={start} target={firstDoc(items)} dir={dir} /> : null}
      {items.slice(start, end).map((item) => (
        <SidebarMenuItem
          key={item.type === 'link' ? `link:${item.href}` : item.type === 'doc' ? item.href : item.dir}
          item={item}
          activePath={activePath}
          collapsible={collapsible}
          lazy={lazy}
        />
      ))}
      {end < items.length ? (
        <MoreEntries count={items.length - end} target={firstDoc(items.slice(end))} dir={dir} />
      ) : null}
    </ul>
  );
}

/** The entries of a long list around the one holding `path` (the first ones when none does). */
function windowOf(items: readonly SidebarItem[], path: string): { start: number; end: number } {
  const at = Math.max(
    0,
    items.findIndex((item) =>
      item.type === 'category' ? contains(item, path) : item.type === 'doc' && item.href === path,
    ),
  );
  const start = Math.max(0, Math.min(at - WINDOW_RADIUS, items.length - 2 * WINDOW_RADIUS - 1));
  return { start, end: Math.min(items.length, start + 2 * WINDOW_RADIUS + 1) };
}

/** Stands for the entries a long list leaves out on one side; see WINDOW_MAX_ENTRIES. */
function MoreEntries({
  count,
  target,
  dir,
}: {
  count: number;
  target: { href: string } | undefined;
  dir: string | undefined;
}) {
  const text = `${count} more ${count === 1 ? 'page' : 'pages'}`;
  return (
    <li className="menu-more">
      {target ? (
        <a href={target.href} {...(dir !== undefined ? { 'data-more-of': dir } : {})}>
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
    </li>
  );
}

/**
 * One entry of a sidebar list (its `<li>`); a list is these entries side by side. The build
 * renders each entry once and splices a page's sidebar from them (see the pipeline's
 * pipeline/sidebars/markup.ts), so an entry's markup may depend on the page only through whether it is
 * the current page and whether a category holds it (`open`).
 */
export function SidebarMenuItem({
  item,
  activePath,
  collapsible,
  lazy,
  open,
}: {
  item: SidebarItem;
  activePath: string;
  collapsible: boolean;
  lazy: boolean;
  open?: boolean;
}) {
  return item.type === 'link' ? (
    <li className={item.className}>
      <a href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {item.label}
      </a>
    </li>
  ) : item.type === 'doc' ? (
    <li className={item.className}>
      <a
        className={item.href === activePath ? 'active' : undefined}
        href={item.href}
        aria-current={item.href === activePath ? 'page' : undefined}
      >
        {item.label}
      </a>
    </li>
  ) : collapsible && item.collapsible !== false ? (
    <CollapsibleCategory item={item} activePath={activePath} lazy={lazy} open={open} />
  ) : (
    <li className={classes(`menu-item menu-category${item.items.length ? ' expanded' : ' collapsed'}`, item.className)}>
      <CategoryLabel item={item} activePath={activePath} />
      {item.items.length ? (
        <MenuList items={item.items} activePath={activePath} collapsible={collapsible} lazy={lazy} dir={item.dir} />
      ) : null}
    </li>
  );
}

/** `open` shows the category open whatever the current page (the build's open form of it, with nothing current). */
function CollapsibleCategory({
  item,
  activePath,
  lazy,
  open: forceOpen,
}: {
  item: Category;
  activePath: string;
  lazy: boolean;
  open?: boolean;
}) {
  const open = forceOpen === true || item.collapsed === false || contains(item, activePath);
  // Closed and big: children on demand. Until the island fills them in, the list holds only
  // the first page, so opening it without JavaScript still offers a way in (a category page
  // is reachable from its label too). No link goes into a label that has none: a link
  // inside <summary> is nested interactive content (axe `nested-interactive`).
  const first = lazy && !open && isLazyCandidate(item) ? firstDoc(item.items) : undefined;
  return (
    <li className={classes('menu-item menu-category', item.className)}>
      <details open={open} data-category={item.dir} {...(first ? { 'data-lazy': '' } : {})}>
        {/* A link inside <summary> navigates; a click beside it toggles the category. */}
        <summary>
          <CategoryLabel item={item} activePath={activePath} />
        </summary>
        {first ? (
          <ul className="menu-list">
            <li>
              <a href={first.href}>{first.label}</a>
            </li>
          </ul>
        ) : (
          <MenuList items={item.items} activePath={activePath} collapsible lazy={lazy} dir={item.dir} />
        )}
      </details>
    </li>
  );
}

function CategoryLabel({ item, activePath }: { item: Category; activePath: string }) {
  return item.href ? (
    <a
      className={`menu-link menu-category-link${item.href === activePath ? ' active' : ''}`}
      href={item.href}
      aria-current={item.href === activePath ? 'page' : undefined}
    >
      {item.label}
    </a>
  ) : (
    <span className="menu-category-link">{item.label}</span>
  );
}

function classes(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

/** Whether the page at `path` is the category's own page or inside it. */
function contains(item: Category, path: string): boolean {
  return (
    item.href === path ||
    item.items.some((child) =>
      child.type === 'category' ? contains(child, path) : child.type === 'doc' && child.href === path,
    )
  );
}

/** Entries a fully rendered category would list: docs, links and categories, at any depth. */
function countEntries(items: readonly SidebarItem[]): number {
  let n = 0;
  for (const item of items) n += item.type === 'category' ? 1 + countEntries(item.items) : 1;
  return n;
}

/** The first doc or category page inside, in sidebar order. */
function firstDoc(items: readonly SidebarItem[]): { href: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'doc') return { href: item.href, label: item.label };
    if (item.type !== 'category') continue;
    if (item.href) return { href: item.href, label: item.label };
    const inner = firstDoc(item.items);
    if (inner) return inner;
  }
  return undefined;
}
