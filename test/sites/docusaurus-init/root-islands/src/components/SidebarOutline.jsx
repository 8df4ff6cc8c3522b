import React, { useState } from 'react';
import { useCurrentSidebarSiblings, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useSidebarBreadcrumbs } from '@docusaurus/theme-common/internal';

function Items({ items }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.label} data-type={item.type} data-collapsed={item.type === 'category' ? String(item.collapsed) : undefined}>
          {item.href ? <a href={item.href}>{item.label}</a> : item.label}
          {item.type === 'category' ? <Items items={item.items} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function SidebarOutline() {
  const sidebar = useDocsSidebar();
  const trail = useSidebarBreadcrumbs() ?? [];
  const siblings = useCurrentSidebarSiblings();
  const [open, setOpen] = useState(false);
  if (!sidebar) return <p>No sidebar</p>;
  return (
    <nav className="outline" aria-label="Outline">
      <p data-testid="outline-name">Sidebar {sidebar.name}</p>
      <p data-testid="outline-siblings">Beside it: {siblings.map((i) => i.label).join(', ')}</p>
      <p data-testid="outline-trail">You are in {trail.map((i) => i.label).join(' / ')}</p>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide outline' : 'Show outline'}
      </button>
      {open ? <Items items={sidebar.items} /> : <Items items={sidebar.items.slice(0, 1)} />}
    </nav>
  );
}
