import type { SidebarItem } from 'docsgen';

/** The version's sidebar; only the active category is expanded, the others link to their index pages. */
export function SidebarMenu({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  return (
    <nav className="sidebar-nav" aria-label="Docs sidebar">
      <MenuList items={items} activePath={activePath} />
    </nav>
  );
}

function MenuList({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  return (
    <ul className="menu-list">
      {items.map((item) =>
        item.type === 'doc' ? (
          <li key={item.href} className="menu-item">
            <a className={`menu-link${item.href === activePath ? ' active' : ''}`} href={item.href} aria-current={item.href === activePath ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : (
          <li key={item.dir} className={`menu-item menu-category${item.items.length ? ' expanded' : ' collapsed'}`}>
            {item.href ? (
              <a className={`menu-link menu-category-link${item.href === activePath ? ' active' : ''}`} href={item.href} aria-current={item.href === activePath ? 'page' : undefined}>
                {item.label}
              </a>
            ) : (
              <span className="menu-category-link">{item.label}</span>
            )}
            {item.items.length ? <MenuList items={item.items} activePath={activePath} /> : null}
          </li>
        ),
      )}
    </ul>
  );
}
