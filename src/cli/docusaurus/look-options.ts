/**
 * The look of a Docusaurus site as docsgen config: navbar items (every kind, in order and
 * position), the logo, the footer's columns, favicon, head tags, scripts and the theme's
 * `customCss`. Pure: the caller gives the config and a way to read the project's files.
 */
import { unhonouredInfimaVariables } from '../../shared/infima-variables.ts';
import { customNavItem, hasCustomNavItemTypes } from './custom-nav-items.ts';

type Skip = (field: string, why: string) => void;

export interface LookInput {
  /** The whole Docusaurus config. */
  config: Record<string, unknown>;
  /** Options of the classic preset's `theme` (its `customCss`). */
  presetTheme: Record<string, unknown>;
  /** Where the preset sits, for the field names in notes (`presets[0][1]`). */
  presetName: string;
  projectDir?: string;
  exists: (relPath: string) => boolean;
  /** The text of a project file, if it can be read (to list the Infima variables docsgen does not read). */
  readText?: (relPath: string) => string | undefined;
}

export interface MappedLook {
  navbar: Record<string, unknown> & { title: string; items: Record<string, unknown>[] };
  footer: Record<string, unknown> & { copyright: string };
  favicon?: string;
  head?: { tagName: string; attributes: Record<string, string> }[];
  scripts?: (string | Record<string, unknown>)[];
  stylesheets?: string[];
}

const HEAD_TAGS = new Set(['meta', 'link', 'base']);

export function mapLook(input: LookInput, skip: Skip): MappedLook {
  const c = input.config;
  const theme = obj(c.themeConfig);
  const out: MappedLook = { navbar: navbarOf(input, skip), footer: footerOf(theme, skip) };
  const favicon = str(c.favicon);
  if (favicon) out.favicon = sitePath(favicon);
  const head = headOf(c, theme, skip);
  if (head.length) out.head = head;
  const scripts = scriptsOf(c, skip);
  if (scripts.length) out.scripts = scripts;
  const css = customCss(input, skip);
  if (css.length) out.stylesheets = css;
  return out;
}

function navbarOf(input: LookInput, skip: Skip): MappedLook['navbar'] {
  const c = input.config;
  const navbarIn = obj(obj(c.themeConfig).navbar);
  const items: Record<string, unknown>[] = [];
  const drawn = iconClasses(input);
  const custom = hasCustomNavItemTypes(input.exists);
  arr(navbarIn.items).forEach((raw, i) => {
    const where = `themeConfig.navbar.items[${i}]`;
    const mapped = (custom ? customNavItem(obj(raw), {}) : undefined) ?? navItem(obj(raw), where, skip, true, drawn);
    if (mapped) items.push(mapped);
  });
  const logo = logoOf(navbarIn.logo, 'themeConfig.navbar.logo', skip);
  return {
    // A navbar with a logo and no title shows the logo alone, as in Docusaurus.
    title: str(navbarIn.title) ?? (logo ? '' : (str(c.title) ?? 'Documentation')),
    items,
    ...(logo ? { logo } : {}),
    ...(navbarIn.hideOnScroll === true ? { hideOnScroll: true } : {}),
    ...(navbarIn.style === 'dark' || navbarIn.style === 'primary' ? { style: navbarIn.style } : {}),
  };
}

function footerOf(theme: Record<string, unknown>, skip: Skip): MappedLook['footer'] {
  const footerIn = obj(theme.footer);
  const footer: MappedLook['footer'] = { copyright: (str(footerIn.copyright) ?? '').trim() };
  const links = arr(footerIn.links);
  if (links.length) {
    footer.links = links.map((raw, i) => {
      const entry = obj(raw);
      if (Array.isArray(entry.items))
        return {
          ...(str(entry.title) ? { title: str(entry.title) } : {}),
          items: entry.items.map((item, j) =>
            footerLink(obj(item), `themeConfig.footer.links[${i}].items[${j}]`, skip),
          ),
        };
      return footerLink(entry, `themeConfig.footer.links[${i}]`, skip);
    });
  }
  const footerLogo = logoOf(footerIn.logo, 'themeConfig.footer.logo', skip);
  if (footerLogo) footer.logo = footerLogo;
  if (footerIn.style === 'dark' || footerIn.style === 'light') footer.style = footerIn.style;
  // Docusaurus's footer without a style is its light one; docsgen's default footer is dark.
  else if (theme.footer !== undefined) footer.style = 'light';
  return footer;
}

/** `headTags` docsgen can write, then `themeConfig.metadata`, then `stylesheets` as link tags. */
function headOf(
  c: Record<string, unknown>,
  theme: Record<string, unknown>,
  skip: Skip,
): NonNullable<MappedLook['head']> {
  const head: NonNullable<MappedLook['head']> = [];
  arr(c.headTags).forEach((raw, i) => {
    const tag = obj(raw);
    const name = str(tag.tagName)?.toLowerCase();
    const attributes = stringAttributes(obj(tag.attributes));
    if (name && HEAD_TAGS.has(name) && !str(tag.innerHTML)) head.push({ tagName: name, attributes });
    else
      skip(
        `headTags[${i}]`,
        `a <${name ?? '?'}>${str(tag.innerHTML) ? ' with content' : ''} tag; docsgen writes meta, link ` +
          `and base tags: put a script in static/ and list it in \`scripts\``,
      );
  });
  arr(theme.metadata).forEach((raw) => head.push({ tagName: 'meta', attributes: stringAttributes(obj(raw)) }));
  arr(c.stylesheets).forEach((raw, i) => {
    const href = typeof raw === 'string' ? raw : str(obj(raw).href);
    if (!href) return skip(`stylesheets[${i}]`, 'has no href');
    const rest = typeof raw === 'string' ? {} : stringAttributes(obj(raw));
    head.push({ tagName: 'link', attributes: { rel: 'stylesheet', ...rest, href } });
  });
  return head;
}

function scriptsOf(c: Record<string, unknown>, skip: Skip): NonNullable<MappedLook['scripts']> {
  const scripts: NonNullable<MappedLook['scripts']> = [];
  arr(c.scripts).forEach((raw, i) => {
    if (typeof raw === 'string') return void scripts.push(raw);
    const s = obj(raw);
    if (!str(s.src)) return skip(`scripts[${i}]`, 'has no src');
    const kept: Record<string, unknown> = { src: s.src };
    for (const key of ['async', 'defer']) if (typeof s[key] === 'boolean') kept[key] = s[key];
    if (str(s.type)) kept.type = s.type;
    const dropped = Object.keys(s).filter((k) => !['src', 'async', 'defer', 'type'].includes(k));
    if (dropped.length)
      skip(`scripts[${i}]`, `attributes ${dropped.join(', ')} are not written (src, async, defer, type are)`);
    scripts.push(kept);
  });
  return scripts;
}

/** One navbar item as docsgen's; undefined (and a note) when it has no equivalent. */
function navItem(
  item: Record<string, unknown>,
  where: string,
  skip: Skip,
  top: boolean,
  drawn: (className: string) => boolean = () => false,
): Record<string, unknown> | undefined {
  const label = str(item.label);
  const common = {
    ...(top ? { position: item.position === 'right' ? 'right' : 'left' } : {}),
    ...(str(item.className) ? { className: str(item.className) } : {}),
  };
  const instance = instanceOf(item, where, skip);
  if (instance === false) return undefined;
  const entries = (list: unknown, at: string) =>
    arr(list)
      .map((raw, j) => navItem(obj(raw), `${at}[${j}]`, skip, false))
      .filter((e): e is Record<string, unknown> => e !== undefined);
  switch (item.type) {
    case 'docsVersionDropdown':
      if (!top) break;
      return { type: 'versions', ...common, ...dropdownExtras(item, where, entries) };
    case 'doc':
      if (!str(item.docId)) break;
      return {
        type: 'doc',
        docId: str(item.docId),
        ...(label ? { label } : {}),
        ...(instance ? { instance } : {}),
        ...common,
      };
    case 'docSidebar':
      if (!str(item.sidebarId)) break;
      return {
        type: 'docSidebar',
        sidebarId: str(item.sidebarId),
        label: label ?? 'Docs',
        ...(instance ? { instance } : {}),
        ...common,
      };
    case 'docsVersion':
      if (str(item.to)) return { type: 'link', label: label ?? 'Docs', href: siteLink(str(item.to))!, ...common };
      return { type: 'docsVersion', ...(label ? { label } : {}), ...common };
    case 'dropdown':
      if (!top) break;
      return { type: 'dropdown', label: label ?? 'More', items: entries(item.items, `${where}.items`), ...common };
    case 'html':
      if (!str(item.value)) break;
      return { type: 'html', value: str(item.value), ...common };
    case 'search':
      return top ? { type: 'search', ...common } : undefined;
    case 'localeDropdown':
      return top ? { type: 'localeDropdown', ...dropdownExtras(item, where, entries), ...common } : undefined;
    case undefined:
    case 'default': {
      // Docusaurus draws an item without a type that has `items` as a dropdown.
      if (top && item.items !== undefined)
        return { type: 'dropdown', label: label ?? 'More', items: entries(item.items, `${where}.items`), ...common };
      const link = linkItem(item, top, common, drawn);
      if (link) return link;
      break;
    }
  }
  skip(
    where,
    `${item.type === undefined ? 'this item' : `type "${String(item.type)}"`} has no docsgen navbar equivalent`,
  );
  return undefined;
}

/**
 * The docs instance a `doc` or `docSidebar` item links to (undefined for the main docs); false, with
 * the item skipped, for other item types of an instance, which docsgen has for the main docs only.
 */
function instanceOf(item: Record<string, unknown>, where: string, skip: Skip): string | undefined | false {
  const instance = str(item.docsPluginId) && item.docsPluginId !== 'default' ? str(item.docsPluginId) : undefined;
  if (!instance || item.type === 'doc' || item.type === 'docSidebar') return instance;
  skip(where, `a ${String(item.type)} item of the docs instance "${instance}": docsgen has it for the main docs only`);
  return false;
}

/** A plain link item (`to` or `href`), as a link, the GitHub icon, or the site's own icon link; undefined with neither. */
function linkItem(
  item: Record<string, unknown>,
  top: boolean,
  common: { position?: string; className?: string },
  drawn: (className: string) => boolean,
): Record<string, unknown> | undefined {
  const label = str(item.label);
  const href = str(item.href) ?? siteLink(str(item.to));
  if (!href) return undefined;
  const active = {
    ...(str(item.activeBasePath) ? { activeBasePath: siteLink(str(item.activeBasePath)) } : {}),
    ...(str(item.activeBaseRegex) ? { activeBaseRegex: str(item.activeBaseRegex) } : {}),
  };
  const github = /^https:\/\/github\.com\//.test(href);
  // A link with no words whose class the custom CSS draws (`.header-github-link::before` with an
  // icon, as Docusaurus's docs suggest) stays that link, so the site's icon is the only one.
  const cls = str(item.className);
  if (top && !label && cls && drawn(cls)) {
    const name = str(item['aria-label']) ?? (github ? 'GitHub repository' : href);
    const external = /^[a-z][a-z\d+.-]*:/i.test(href);
    return {
      type: 'html',
      value:
        `<a class="navbar-link ${escapeHtml(cls)}" href="${escapeHtml(href)}" aria-label="${escapeHtml(name)}"` +
        `${external ? ' target="_blank" rel="noopener noreferrer"' : ''}></a>`,
      position: common.position,
    };
  }
  // The github item is an icon: for a link about GitHub itself, so "Community" and "Report issue" keep their words.
  if (top && github && (label ? /\b(github|repo|repository|source)\b/i.test(label) : cls?.includes('github')))
    return { type: 'github', href, label: label ?? str(item['aria-label']) ?? 'GitHub repository', ...common };
  if (!label && str(item.html)) return { type: 'html', value: str(item.html), ...common };
  return { type: 'link', label: label ?? str(item['aria-label']) ?? href, href, ...active, ...common };
}

function footerLink(item: Record<string, unknown>, where: string, skip: Skip): Record<string, unknown> {
  if (str(item.html)) return { html: str(item.html) };
  const href = str(item.href) ?? siteLink(str(item.to));
  if (!href) skip(where, 'has neither to, href nor html; shown as text');
  return { ...(str(item.label) ? { label: str(item.label) } : {}), ...(href ? { href } : {}) };
}

function logoOf(value: unknown, where: string, skip: Skip): Record<string, unknown> | undefined {
  const logo = obj(value);
  const src = str(logo.src);
  if (!src) {
    if (value !== undefined) skip(where, 'has no src');
    return undefined;
  }
  const out: Record<string, unknown> = { src: sitePath(src) };
  if (str(logo.srcDark)) out.srcDark = sitePath(str(logo.srcDark)!);
  if (str(logo.alt) !== undefined) out.alt = str(logo.alt);
  if (str(logo.href)) out.href = siteLink(str(logo.href));
  for (const key of ['width', 'height'])
    if (typeof logo[key] === 'number' || typeof logo[key] === 'string') out[key] = logo[key];
  if (str(logo.className)) out.className = str(logo.className);
  if (logo.style !== undefined)
    skip(`${where}.style`, 'inline styles are not carried over; style .navbar-logo in the custom CSS');
  return out;
}

/** The preset's `theme.customCss` files, as stylesheets of the project; each one's unread Infima variables noted. */
function customCss(input: LookInput, skip: Skip): string[] {
  const given = input.presetTheme.customCss;
  const list = Array.isArray(given) ? given : given === undefined ? [] : [given];
  const where = `${input.presetName}.theme.customCss`;
  const sass = hasSassPlugin(input.config);
  const out: string[] = [];
  list.forEach((raw, i) => {
    const at = Array.isArray(given) ? `${where}[${i}]` : where;
    const file = typeof raw === 'string' ? relative(raw, input.projectDir) : undefined;
    if (!file || file.startsWith('/') || file.split('/').includes('..')) {
      skip(
        at,
        `"${String(raw)}" is not a file inside the project; copy it into the project and list it in stylesheets`,
      );
      return;
    }
    if (!input.exists(file)) {
      skip(at, `"${file}" does not exist`);
      return;
    }
    if (/\.s[ac]ss$/.test(file) && !sass)
      skip(
        at,
        `"${file}" is Sass: docsgen compiles it with the project's "sass" package (npm install --save-dev sass)`,
      );
    out.push(file);
    const text = input.readText?.(file);
    const unread = text ? unhonouredInfimaVariables(text) : [];
    if (unread.length)
      skip(
        `${file}`,
        `sets ${unread.join(', ')}, which docsgen's theme does not read (the --ifm-* it reads are listed in docs/theme-variables.md)`,
      );
  });
  return out;
}

/**
 * Whether the custom CSS draws something for a class by itself (a `::before`/`::after` rule on
 * it), as sites draw their GitHub icon on a navbar link that has no label.
 */
function iconClasses(input: LookInput): (className: string) => boolean {
  const given = input.presetTheme.customCss;
  const texts = (Array.isArray(given) ? given : given === undefined ? [] : [given])
    .map((raw) => (typeof raw === 'string' ? input.readText?.(relative(raw, input.projectDir)) : undefined))
    .filter((t): t is string => typeof t === 'string');
  return (className) =>
    className
      .split(/\s+/)
      .filter(Boolean)
      .some((one) => {
        const pseudo = new RegExp(`\\.${one.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:{1,2}(before|after)\\b`);
        return texts.some((t) => pseudo.test(t));
      });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function hasSassPlugin(config: Record<string, unknown>): boolean {
  return arr(config.plugins).some((p) => {
    const entry = Array.isArray(p) ? p[0] : p;
    return typeof entry === 'string' && /docusaurus-plugin-sass/.test(entry);
  });
}

function relative(file: string, projectDir: string | undefined): string {
  const dir = projectDir?.replace(/\/+$/, '');
  const inside = dir && file.startsWith(`${dir}/`) ? file.slice(dir.length + 1) : file;
  return inside.replace(/^\.\//, '');
}

/** Docusaurus puts a relative image path (`img/logo.svg`) under the site root. */
function sitePath(src: string): string {
  return /^([a-z][a-z\d+.-]*:|\/|data:)/i.test(src) ? src : `/${src.replace(/^\.\//, '')}`;
}

/** A `to` is a path in the site: Docusaurus reads `to: 'intro'` as `/intro` from every page. */
function siteLink(to: string | undefined): string | undefined {
  if (to === undefined || to.startsWith('/') || to.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(to)) return to;
  return `/${to.replace(/^\.\//, '')}`;
}

function stringAttributes(attributes: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes))
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
    else if (value === true) out[key] = '';
  return out;
}

function obj(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A version or locale dropdown's `dropdownItemsBefore`/`dropdownItemsAfter`, as `itemsBefore`/`itemsAfter`. */
function dropdownExtras(
  item: Record<string, unknown>,
  where: string,
  entries: (list: unknown, at: string) => Record<string, unknown>[],
): Record<string, unknown> {
  return {
    ...(arr(item.dropdownItemsBefore).length
      ? { itemsBefore: entries(item.dropdownItemsBefore, `${where}.dropdownItemsBefore`) }
      : {}),
    ...(arr(item.dropdownItemsAfter).length
      ? { itemsAfter: entries(item.dropdownItemsAfter, `${where}.dropdownItemsAfter`) }
      : {}),
  };
}
