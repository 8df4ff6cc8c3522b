import type { NavItem, SimplePageProps } from 'docsgen';

/** An item a dropdown can hold (and the link-like navbar items). */
export type NavEntry = Extract<NavItem, { type: 'link' | 'html' | 'doc' | 'docSidebar' | 'docsVersion' }>;

/** The end of the navbar an item sits at: its `position`, else docs links left and the rest right. */
export function sideOf(item: NavItem): 'left' | 'right' {
  return item.position ?? (item.type === 'docs' ? 'left' : 'right');
}

/** Where a link-like item leads on this page, and its text; undefined for a doc or sidebar the version lacks. */
export function navItemTarget(
  entry: Exclude<NavEntry, { type: 'html' }>,
  props: SimplePageProps,
): { href: string; label: string; external: boolean } | undefined {
  const targets = targetsOf(entry, props);
  switch (entry.type) {
    case 'link': {
      // pathname:///x is a file of the site outside the pages docsgen builds: a plain site path.
      const href = entry.href.startsWith('pathname://') ? entry.href.slice('pathname://'.length) : entry.href;
      return { href, label: entry.label, external: /^https?:/.test(href) };
    }
    case 'doc': {
      const doc = targets?.docs[entry.docId];
      return doc ? { href: doc.href, label: entry.label ?? entry.docId, external: false } : undefined;
    }
    case 'docSidebar': {
      const href = targets?.sidebars[entry.sidebarId];
      return href ? { href, label: entry.label, external: false } : undefined;
    }
    case 'docsVersion':
      return { href: props.version.mainHref, label: entry.label ?? props.version.label, external: false };
  }
}

/** Whether an item shows as the current one, by Docusaurus's rules for its kind. */
export function navItemActive(entry: NavEntry, props: SimplePageProps): boolean {
  const path = props.path;
  const targets = targetsOf(entry, props);
  const within = (base: string) => {
    const b = base.replace(/\/+$/, '');
    return b === '' ? path === '/' : path === b || path.startsWith(`${b}/`);
  };
  switch (entry.type) {
    case 'html':
      return false;
    case 'link': {
      if (entry.activeBaseRegex) {
        try {
          return new RegExp(entry.activeBaseRegex).test(path);
        } catch {
          return false;
        }
      }
      if (entry.activeBasePath)
        return within(entry.activeBasePath.startsWith('/') ? entry.activeBasePath : `/${entry.activeBasePath}`);
      return entry.href.startsWith('/') && within(entry.href.replace(/[?#].*$/, ''));
    }
    case 'doc': {
      const doc = targets?.docs[entry.docId];
      if (!doc) return false;
      return doc.href === path || (doc.sidebar !== undefined && targets?.pageSidebar[path] === doc.sidebar);
    }
    case 'docSidebar':
      return targets?.pageSidebar[path] === entry.sidebarId;
    // A link to the version's main doc, active as a plain link to it is.
    case 'docsVersion':
      return within(props.version.mainHref);
  }
}

/**
 * The version a `doc`/`docSidebar` item is read in: the page's own when the item is of the page's
 * docs instance, else the latest version of the item's instance (its shortest path, where
 * Docusaurus puts an instance's last version), as Docusaurus links another instance's docs.
 */
function targetsOf(entry: NavEntry, props: SimplePageProps) {
  const wanted = 'instance' in entry ? entry.instance : undefined;
  if (wanted === props.version.instance) return props.site.navTargets?.[props.version.name];
  const own = props.site.versions.filter((v) => v.instance === wanted);
  const latest =
    wanted === undefined && props.site.latest.instance === undefined
      ? props.site.latest
      : own.reduce<(typeof own)[number] | undefined>(
          (best, v) => (!best || v.path.length < best.path.length ? v : best),
          undefined,
        );
  return latest ? props.site.navTargets?.[latest.name] : undefined;
}
