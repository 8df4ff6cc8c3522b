import type { DropdownEntryConfig, NavItem } from 'docsgen';

/** Item types docsgen's config already names as Docusaurus does, or its own (`docs`, `versions`, `github`). */
const DOCSGEN_TYPES = new Set([
  'docs',
  'versions',
  'link',
  'github',
  'doc',
  'docSidebar',
  'docsVersion',
  'dropdown',
  'html',
  'search',
  'localeDropdown',
  'custom',
]);

type Fields = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Where the item sits and its extra class, the fields every kind shares. */
function common(fields: Fields): Pick<NavItem, 'position' | 'className'> {
  const position = fields.position === 'right' || fields.position === 'left' ? fields.position : undefined;
  return { ...(position ? { position } : {}), ...(str(fields.className) ? { className: str(fields.className) } : {}) };
}

/** A plain link as Docusaurus writes one (`to` inside the site, `href` anywhere, no `type`). */
function linkOf(fields: Fields): (NavItem & { type: 'link' }) | undefined {
  const href = str(fields.href) ?? str(fields.to);
  if (!href) return undefined;
  return {
    type: 'link',
    label: str(fields.label) ?? href,
    href,
    ...(str(fields.activeBasePath) ? { activeBasePath: str(fields.activeBasePath) } : {}),
    ...(str(fields.activeBaseRegex) ? { activeBaseRegex: str(fields.activeBaseRegex) } : {}),
    ...common(fields),
  };
}

function entriesOf(list: unknown): DropdownEntryConfig[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const item = navItemOf(entry as Fields);
    return item && ['link', 'html', 'doc', 'docSidebar', 'docsVersion'].includes(item.type)
      ? [item as DropdownEntryConfig]
      : [];
  });
}

/**
 * The item `<NavbarItem {...item} />` draws, from its props: an item of `useThemeConfig().navbar.items` (docsgen's own
 * shape) as it is; one a swizzled Navbar writes in Docusaurus's shape (`{to, label}`, `docsVersionDropdown`,
 * `dropdownItemsAfter`, `custom-x`) as docsgen's. Undefined for a link with nowhere to go.
 */
export function navItemOf(fields: Fields): NavItem | undefined {
  const type = str(fields.type);
  if (type === undefined || type === 'default' || type === 'link') return linkOf(fields);
  if (type === 'docsVersionDropdown' || type === 'localeDropdown' || type === 'versions')
    return {
      type: type === 'localeDropdown' ? 'localeDropdown' : 'versions',
      itemsBefore: entriesOf(fields.itemsBefore ?? fields.dropdownItemsBefore),
      itemsAfter: entriesOf(fields.itemsAfter ?? fields.dropdownItemsAfter),
      ...common(fields),
    };
  if (type === 'dropdown')
    return { type, label: str(fields.label) ?? '', items: entriesOf(fields.items), ...common(fields) };
  if (type.startsWith('custom-')) {
    const { type: _t, position: _p, className: _c, mobile: _m, ...props } = fields;
    return { type: 'custom', component: type, props, ...common(fields) };
  }
  return DOCSGEN_TYPES.has(type) ? (fields as NavItem) : undefined;
}
