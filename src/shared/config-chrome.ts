import { z } from 'zod';

/**
 * The navbar and footer fields of site.config.ts: the item kinds a Docusaurus navbar has, the
 * logo, the footer's link columns. Kept apart from config-schema.ts, which imports them.
 */

/** Which end of the navbar an item sits at. Unset: `docs` items left, the others right. */
const Position = z.enum(['left', 'right']).optional();
const common = {
  position: Position,
  /** Extra CSS class on the item's element. */
  className: z.string().optional(),
};

// A relative href resolves against each page's folder, so the same item would lead somewhere else on every page.
const Href = z.string().superRefine((href, ctx) => {
  if (!/^([a-z][a-z\d+.-]*:|\/|#)/i.test(href)) {
    ctx.addIssue({
      code: 'custom',
      message:
        `a relative link leads somewhere different from every page; start it with "/" ("/${href.replace(/^\.?\//, '')}", ` +
        `a path in the site) or write a full URL`,
    });
  }
});

/**
 * A plain link; external links open safely in a new tab. `pathname:///x` links to `/x` as a
 * plain file of the site (a page docsgen did not build). Active while the page's path starts
 * with `activeBasePath` (default: the href), or matches `activeBaseRegex`.
 */
const LinkItem = z.object({
  type: z.literal('link'),
  label: z.string(),
  href: Href,
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
  ...common,
});
/** Trusted HTML written by the maintainer, as it is. */
const HtmlItem = z.object({ type: z.literal('html'), value: z.string(), ...common });
/** A link to one doc (by id) in the version being read; active on that doc and its sidebar's pages. */
const DocItem = z.object({
  type: z.literal('doc'),
  docId: z.string().min(1),
  label: z.string().optional(),
  /** The docs instance (`versions[].instance`) the doc is of; left out, the main docs. */
  instance: z.string().optional(),
  ...common,
});
/** A link to the first doc of a sidebar (by name) in the version being read; active on that sidebar's pages. */
const DocSidebarItem = z.object({
  type: z.literal('docSidebar'),
  sidebarId: z.string().min(1),
  label: z.string(),
  /** The docs instance (`versions[].instance`) the sidebar is of; left out, the main docs. */
  instance: z.string().optional(),
  ...common,
});
/** A link to the main doc of the version being read, labelled with the version unless `label` is set. */
const DocsVersionItem = z.object({ type: z.literal('docsVersion'), label: z.string().optional(), ...common });

const DropdownEntry = z.discriminatedUnion('type', [LinkItem, HtmlItem, DocItem, DocSidebarItem, DocsVersionItem]);

const NavItemSchema = z.discriminatedUnion('type', [
  /** Opens the main doc of the visitor's preferred version. */
  z.object({ type: z.literal('docs'), label: z.string(), ...common }),
  /** The version dropdown; `itemsBefore`/`itemsAfter` are links listed above and below the versions. */
  z.object({
    type: z.literal('versions'),
    itemsBefore: z.array(DropdownEntry).default([]),
    itemsAfter: z.array(DropdownEntry).default([]),
    ...common,
  }),
  LinkItem,
  /** Icon link to the source repository. */
  z.object({
    type: z.literal('github'),
    href: z.string().url(),
    label: z.string().default('GitHub repository'),
    ...common,
  }),
  DocItem,
  DocSidebarItem,
  DocsVersionItem,
  /** A menu of links: a <details> disclosure, so it opens without JavaScript too. */
  z.object({ type: z.literal('dropdown'), label: z.string(), items: z.array(DropdownEntry), ...common }),
  HtmlItem,
  /** Where the search button sits; without such an item it ends the right side. */
  z.object({ type: z.literal('search'), ...common }),
  /** The language menu; shown only when the site is built in more than one locale. `itemsBefore`/`itemsAfter`: links above and below the locales. */
  z.object({
    type: z.literal('localeDropdown'),
    itemsBefore: z.array(DropdownEntry).default([]),
    itemsAfter: z.array(DropdownEntry).default([]),
    ...common,
  }),
  /** A Docusaurus `custom-<name>` item: the component the site's `src/theme/NavbarItem/ComponentTypes` maps it to, with `props`. */
  z.object({
    type: z.literal('custom'),
    component: z.string().regex(/^custom-./, 'the item type, e.g. custom-stars'),
    props: z.record(z.string(), z.unknown()).default({}),
    ...common,
  }),
]);

/** An image with a dark-mode variant, as the navbar and footer logos are. */
const LogoSchema = z.object({
  /** Image URL: a path under static/ (`/img/logo.svg`) or a full URL. */
  src: z.string().min(1),
  /** Image shown in dark mode instead. */
  srcDark: z.string().min(1).optional(),
  alt: z.string().optional(),
  /** Where the logo links: the home page unless set. */
  href: z.string().optional(),
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
  className: z.string().optional(),
});

export const NavbarSchema = z.object({
  /** Brand text at the left of the navbar (beside the logo, if any). */
  title: z.string(),
  /** Items in order; each at its `position` (`docs` items left, the others right, unless set). */
  items: z.array(NavItemSchema).default([]),
  logo: LogoSchema.optional(),
  /** Slide the navbar away while scrolling down; it comes back on scrolling up. */
  hideOnScroll: z.boolean().optional(),
  /** `dark`: the navbar keeps dark colours in both modes. */
  style: z.enum(['dark', 'primary']).optional(),
});

/** A footer link: `href` (a site path or a URL), or `html` written as it is. */
const FooterLink = z.object({
  label: z.string().optional(),
  href: z.string().optional(),
  html: z.string().optional(),
});

export const FooterSchema = z.object({
  /** Shown at the bottom of the footer; trusted HTML (entities and links allowed). */
  copyright: z.string(),
  /** Link columns (`{title, items}`), or one row of links. */
  links: z
    .union([z.array(z.object({ title: z.string().optional(), items: z.array(FooterLink) })), z.array(FooterLink)])
    .default([]),
  logo: LogoSchema.optional(),
  /** `dark`: dark colours in both modes (the theme's footer is dark already); `light`: Infima's light grey footer. */
  style: z.enum(['light', 'dark']).optional(),
});

export type NavItemConfig = z.output<typeof NavItemSchema>;
export type DropdownEntryConfig = z.output<typeof DropdownEntry>;
export type LogoConfig = z.output<typeof LogoSchema>;
export type FooterConfig = z.output<typeof FooterSchema>;
