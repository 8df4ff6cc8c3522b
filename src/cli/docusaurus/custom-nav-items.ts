/** Where a Docusaurus site maps its `custom-*` navbar item types to its own components. */
const COMPONENT_TYPES = ['js', 'jsx', 'ts', 'tsx'].flatMap((ext) => [
  `src/theme/NavbarItem/ComponentTypes.${ext}`,
  `src/theme/NavbarItem/ComponentTypes/index.${ext}`,
]);

/** Whether the site swizzled `NavbarItem/ComponentTypes` (so its `custom-*` items have components). */
export function hasCustomNavItemTypes(exists: (relPath: string) => boolean): boolean {
  return COMPONENT_TYPES.some(exists);
}

/**
 * A navbar item of type `custom-<name>`, rendered by docsgen with the component the site's
 * `ComponentTypes` maps that type to; the item's other fields are its props.
 */
export function customNavItem(
  item: Record<string, unknown>,
  common: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (typeof item.type !== 'string' || !/^custom-./.test(item.type)) return undefined;
  const { type, position: _position, ...props } = item;
  return { type: 'custom', component: type, ...(Object.keys(props).length ? { props } : {}), ...common };
}
