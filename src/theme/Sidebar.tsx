import type { SidebarItem } from 'docsgen';

type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * The version's sidebar. Collapsible (the default): every category is a <details>,
 * open on the current page's trail, so it expands and collapses without JavaScript;
 * the `sidebar-categories` island keeps the visitor's choices across client-side
 * navigation. Not collapsible: only the current category is listed open, the others
 * link to their index pages.
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
        item.type === 'doc' ? (
          <li key={item.href} className="menu-item">
            <a className={`menu-link${item.href === activePath ? ' active' : ''}`} href={item.href} aria-current={item.href === activePath ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : collapsible ? (
          <CollapsibleCategory key={item.dir} item={item} activePath={activePath} />
        ) : (
          <li key={item.dir} className={`menu-item menu-category${item.items.length ? ' expanded' : ' collapsed'}`}>
            <CategoryLabel item={item} activePath={activePath} />
            {item.items.length ? <MenuList items={item.items} activePath={activePath} collapsible={false} /> : null}
          </li>
        ),
      )}
    </ul>
  );
}

function CollapsibleCategory({ item, activePath }: { item: Category; activePath: string }) {
  const open = contains(item, activePath);
  return (
    <li className="menu-item menu-category">
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

/** Whether the page at `path` is the category's own page or inside it. */
function contains(item: Category, path: string): boolean {
  return item.href === path || item.items.some((child) => (child.type === 'doc' ? child.href === path : contains(child, path)));
}
