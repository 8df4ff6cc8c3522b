import type { SidebarItem } from 'docsgen';

type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * The version's sidebar. Collapsible (the default): every category is a <details>,
 * open on the current page's trail (or when its sidebar entry says `collapsed: false`),
 * so it expands and collapses without JavaScript; the `sidebar-categories` island keeps
 * the visitor's choices across client-side navigation. A category marked
 * `collapsible: false`, and every category of a site that sets `sidebar.collapsible: false`,
 * is listed open with no toggle, or links to its index page when it is not on the trail.
 */
export function SidebarMenu({ items, activePath, collapsible = false }: { items: SidebarItem[]; activePath: string; collapsible?: boolean }) {
  return (
    <nav className="sidebar-nav" aria-label="Docs sidebar" {...(collapsible ? { 'data-island': 'sidebar-categories' } : {})}>
      <MenuList items={items} activePath={activePath} collapsible={collapsible} />
    </nav>
  );
}

function MenuList({ items, activePath, collapsible }: { items: SidebarItem[]; activePath: string; collapsible: boolean }) {
  return (
    <ul className="menu-list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={`link:${item.href}`} className={classes('menu-item', item.className)}>
            <a className="menu-link" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {item.label}
            </a>
          </li>
        ) : item.type === 'doc' ? (
          <li key={item.href} className={classes('menu-item', item.className)}>
            <a className={`menu-link${item.href === activePath ? ' active' : ''}`} href={item.href} aria-current={item.href === activePath ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : collapsible && item.collapsible !== false ? (
          <CollapsibleCategory key={item.dir} item={item} activePath={activePath} />
        ) : (
          <li key={item.dir} className={classes(`menu-item menu-category${item.items.length ? ' expanded' : ' collapsed'}`, item.className)}>
            <CategoryLabel item={item} activePath={activePath} />
            {item.items.length ? <MenuList items={item.items} activePath={activePath} collapsible={collapsible} /> : null}
          </li>
        ),
      )}
    </ul>
  );
}

function CollapsibleCategory({ item, activePath }: { item: Category; activePath: string }) {
  const open = item.collapsed === false || contains(item, activePath);
  return (
    <li className={classes('menu-item menu-category', item.className)}>
      <details className="menu-category-details" open={open} data-category={item.dir}>
        {/* A link inside <summary> navigates; a click beside it toggles the category. */}
        <summary className="menu-category-summary">
          <CategoryLabel item={item} activePath={activePath} />
        </summary>
        <MenuList items={item.items} activePath={activePath} collapsible />
      </details>
    </li>
  );
}

function CategoryLabel({ item, activePath }: { item: Category; activePath: string }) {
  return item.href ? (
    <a className={`menu-link menu-category-link${item.href === activePath ? ' active' : ''}`} href={item.href} aria-current={item.href === activePath ? 'page' : undefined}>
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
  return item.href === path || item.items.some((child) => (child.type === 'category' ? contains(child, path) : child.type === 'doc' && child.href === path));
}
