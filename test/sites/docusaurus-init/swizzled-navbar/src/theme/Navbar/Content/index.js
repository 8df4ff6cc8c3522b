import React from 'react';
import { useThemeConfig, ErrorCauseBoundary } from '@docusaurus/theme-common';
import { splitNavbarItems, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import styles from './styles.module.css';

// Each item through NavbarItem, inside an error boundary, as the theme lays them out.
function Items({ items }) {
  return (
    <>
      {items.map((item, i) => (
        <ErrorCauseBoundary key={i}>
          <NavbarItem {...item} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
}

export default function NavbarContent() {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useThemeConfig().navbar.items;
  const [leftItems, rightItems] = splitNavbarItems(items);
  const searchBarItem = items.find((item) => item.type === 'search');
  return (
    <div className={styles.bar}>
      <div className={styles.side}>
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        <Items items={leftItems} />
      </div>
      <div className={styles.side}>
        <Items items={rightItems} />
        <DropdownNavbarItem label="Harbour" items={[{ to: '/docs/moorings', label: 'Berths' }]} />
        <a className={styles.status} href="/docs/moorings">
          Berths free: 12
        </a>
        <NavbarColorModeToggle />
        {!searchBarItem && (
          <NavbarSearch>
            <SearchBar />
          </NavbarSearch>
        )}
      </div>
    </div>
  );
}
