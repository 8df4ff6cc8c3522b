import type { SidebarItem } from 'docsgen';

/**
 * The version's sidebar; only the active category is expanded, the others link to their index pages.
 * Every page has it twice (beside the doc and in the mobile menu): `label` tells the two landmarks apart.
 */
export function SidebarMenu({ items, activePath, label = 'Docs sidebar' }: { items: SidebarItem[]; activePath: string; label?: string }) {
  return (
    <nav className="sidebar-nav" aria-label={label}>
      <MenuList items={items} activePath={activePath} />
    </nav>
  );
}

function MenuList({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  return (
    <ul className="menu-list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={`link:${item.href}`} className={`menu-item${item.className ? ` ${item.className}` : ''}`}>
            <a className="menu-link" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {item.label}
            </a>
          </li>
        ) : item.type === 'doc' ? (
          <li key={item.href} className={`menu-item${item.className ? ` ${item.className}` : ''}`}>
            <a className={`menu-link${item.href === activePath ? ' active' : ''}`} href={item.href} aria-current={item.href === activePath ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : (
          <li key={item.dir} className={`menu-item menu-category${item.items.length ? ' expanded' : ' collapsed'}${item.className ? ` ${item.className}` : ''}`}>
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
