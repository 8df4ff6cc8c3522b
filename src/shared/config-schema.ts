import { z } from 'zod';

/** How a build rule reacts: fail the build, print a warning, or stay quiet. */
const Reaction = z.enum(['throw', 'warn', 'ignore']);

const VersionSchema = z.object({
  /** Folder under `content/` holding this version's markdown, e.g. `v3`. */
  name: z.string().regex(/^[A-Za-z0-9._-]+$/, 'a folder name (letters, digits, . _ -)'),
  /** Text in the version dropdown, e.g. `v3 latest`. */
  label: z.string().min(1),
  /** URL path the version is served under, e.g. `/v3`. */
  path: z.string().regex(/^\/[A-Za-z0-9._/-]*$/, 'a URL path starting with /'),
  /** `unmaintained` shows a notice on every page of the version pointing to the latest one. */
  banner: z.enum(['unmaintained', 'none']).default('none'),
  /** Doc id opened by the dropdown and the Docs link; defaults to the first doc of the sidebar. */
  mainDoc: z.string().optional(),
});

const NavItemSchema = z.discriminatedUnion('type', [
  /** Opens the main doc of the visitor's preferred version. */
  z.object({ type: z.literal('docs'), label: z.string() }),
  /** The version dropdown. */
  z.object({ type: z.literal('versions') }),
  /** A plain link; external links open safely in a new tab. */
  z.object({ type: z.literal('link'), label: z.string(), href: z.string() }),
  /** Icon link to the source repository. */
  z.object({ type: z.literal('github'), href: z.string().url(), label: z.string().default('GitHub repository') }),
]);

const MagicCommentSchema = z.object({
  /** CSS class added to the marked lines. */
  className: z.string(),
  /** Comment text marking the next line, e.g. `highlight-next-line`. */
  line: z.string().optional(),
  /** Comment texts opening and closing a marked block. */
  block: z.object({ start: z.string(), end: z.string() }).optional(),
});

/** A unified plugin, alone or with its options: `remarkMath` or `[remarkToc, {heading: 'contents'}]`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UnifiedPlugin = (this: any, ...options: any[]) => any;
const PluginFn = z.custom<UnifiedPlugin>((v) => typeof v === 'function', 'a unified plugin (a function)');
const PluginEntry = z.union([PluginFn, z.tuple([PluginFn], z.unknown())]);

const HeadTagSchema = z.object({
  /** Only tags that belong in `<head>` and carry no body. */
  tagName: z.enum(['meta', 'link', 'base']),
  /** Attribute names as written in HTML (`http-equiv`, `crossorigin`). */
  attributes: z.record(z.string(), z.string()),
});

const ScriptSchema = z.object({
  src: z.string().min(1),
  async: z.boolean().optional(),
  defer: z.boolean().optional(),
  /** `module` for ES modules; classic scripts when absent. */
  type: z.string().optional(),
});

export const SiteConfigSchema = z.object({
  /** Site title: navbar brand, home page title, `<title>` suffix. */
  title: z.string().min(1),
  /** One line under the title on the theme's home page. */
  tagline: z.string().default(''),
  /** Production origin, without trailing slash, for canonical URLs and the sitemap. */
  url: z.string().url(),
  /** Path the site is served under; the inline check warns when it is served elsewhere. */
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'a path that starts and ends with /').default('/'),
  /** Image shown when a page is shared (path under static/). */
  socialImage: z.string().optional(),
  /** `<html lang>` and direction; only one locale is offered. */
  locale: z.object({ lang: z.string().default('en'), direction: z.enum(['ltr', 'rtl']).default('ltr') }).default({ lang: 'en', direction: 'ltr' }),
  /** Docs versions, newest first as they appear in the dropdown. */
  versions: z.array(VersionSchema).min(1),
  /** Name of the latest version (no banner, target of "latest" links). */
  latestVersion: z.string(),
  /**
   * "Edit this page" link: a base URL (the path relative to content/ is appended)
   * or a function of the version name and the path inside the version folder.
   */
  editUrl: z.union([z.string().url(), z.custom<(doc: { version: string; path: string }) => string>((v) => typeof v === 'function', 'a URL or a function')]).optional(),
  /**
   * Extra unified plugins for every page's markdown, as `plugin` or `[plugin, options]`.
   * `remarkPlugins` run on the markdown tree after docsgen's directives (admonitions, tabs) and
   * before code highlighting, so a plugin can turn a fenced block into its own element;
   * `rehypePlugins` run on the HTML tree before links, images and the table of contents are
   * collected. A plugin reads the page it works on from `file.data.docsgen` (see `MarkdownPageContext`)
   * and reports content problems with `file.message(reason, {place, ruleId})`: they print as diagnostics.
   */
  markdown: z
    .object({
      remarkPlugins: z.array(PluginEntry).default([]),
      rehypePlugins: z.array(PluginEntry).default([]),
    })
    .default({ remarkPlugins: [], rehypePlugins: [] }),
  /**
   * Extra tags in every page's `<head>`, e.g. `{tagName: 'meta', attributes: {name: 'theme-color', content: '#0f6e6a'}}`
   * or `{tagName: 'link', attributes: {rel: 'preconnect', href: 'https://fonts.example'}}`. Written after docsgen's own tags.
   */
  head: z.array(HeadTagSchema).default([]),
  /**
   * Extra `<script>` tags on every page, after docsgen's: a URL string (e.g. `/js/widget.js` from static/,
   * or an absolute URL) or `{src, async, defer, type}`. Use this for client widgets; a widget should
   * leave the page usable without JavaScript.
   */
  scripts: z.array(z.union([z.string().min(1), ScriptSchema])).default([]),
  /**
   * Stylesheets bundled after the theme's CSS and templates/custom.css, as paths relative to the
   * project (e.g. `css/brand.css`); they win over the theme where both set the same property.
   */
  stylesheets: z.array(z.string().min(1)).default([]),
  /** The top bar: brand text (linking home) and items; `docs` items sit left, the others right. */
  navbar: z.object({
    /** Brand text at the left of the navbar. */
    title: z.string(),
    /** `docs`, `versions`, `link` and `github` items, in order. */
    items: z.array(NavItemSchema).default([]),
  }),
  /** The footer of every page. */
  footer: z.object({
    /** Plain text shown in the footer. */
    copyright: z.string(),
  }),
  /** Closable bar above the navbar. Changing `id` shows it again to visitors who closed it. */
  announcementBar: z
    .object({
      id: z.string().min(1),
      /** Trusted HTML written by the maintainer. */
      content: z.string().min(1),
      /** Any CSS colour. */
      backgroundColor: z.string().default('#fafbfc'),
      /** Any CSS colour. */
      textColor: z.string().default('#091E42'),
      /** Show a close button; the choice is remembered per `id`. */
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  /** Light and dark mode. */
  colorMode: z
    .object({
      /** Mode before the visitor picks one (and when the OS preference is ignored). */
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** Follow the OS preference until the visitor picks a mode. */
      respectPrefersColorScheme: z.boolean().default(true),
      /** Hide the navbar's light/dark switch. */
      disableSwitch: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false }),
  /** The search modal and /search page; the local index is built by `docsgen build`. */
  search: z
    .object({
      /** Placeholder text of the search input. */
      placeholder: z.string().default('Search docs'),
      /** Characters accepted by the search input (spec: 64). */
      inputLimit: z.number().int().positive().default(64),
      /** Hits shown per page group in the modal. */
      maxResultsPerGroup: z.number().int().positive().default(5),
      /** Hits fetched per query. */
      hitsPerPage: z.number().int().positive().default(20),
      /** Limit results to the version being read. */
      contextualSearch: z.boolean().default(true),
      /** Hosted DocSearch; when absent the modal answers from the local index. */
      algolia: z
        .object({
          /** DocSearch application id. */
          appId: z.string().min(1),
          /** The search-only API key (it is public). */
          apiKey: z.string().min(1),
          /** Index holding the site's records. */
          indexName: z.string().min(1),
          /** Limit hosted results to the version being read. */
          contextualSearch: z.boolean().default(true),
          /** Override hosts, e.g. a local Algolia-compatible server in tests. */
          hosts: z.array(z.string()).optional(),
          /**
           * Records stored under another path prefix than this site serves, e.g. `{from: '/docs/', to: '/'}`
           * after the docs moved from /docs/ to the root: hits link to the new path until the index is crawled again.
           */
          replaceSearchResultPathname: z.object({ from: z.string().regex(/^\//, 'a path starting with /'), to: z.string().regex(/^\//, 'a path starting with /') }).optional(),
        })
        .optional(),
    })
    .default({ placeholder: 'Search docs', inputLimit: 64, maxResultsPerGroup: 5, hitsPerPage: 20, contextualSearch: true }),
  /** Click-to-zoom for images in doc content. */
  imageZoom: z
    .object({
      /** Images inside doc content that zoom on click. */
      selector: z.string().default('.markdown :not(em) > img'),
      /** Wait after each navigation before attaching (spec: 1000 ms). */
      delayMs: z.number().int().nonnegative().default(1000),
      /** Pixels scrolled before a zoomed image closes. */
      scrollOffset: z.number().int().nonnegative().default(40),
      /** Overlay colour behind a zoomed image, per colour mode. */
      background: z.object({ light: z.string(), dark: z.string() }).default({ light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' }),
    })
    .default({ selector: '.markdown :not(em) > img', delayMs: 1000, scrollOffset: 40, background: { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' } }),
  /** Responsive variants generated for raster images in docs. */
  images: z
    .object({
      /** Quality of generated raster variants (spec: 100). */
      quality: z.number().int().min(1).max(100).default(100),
      /** Number of responsive widths generated per raster image (spec: 2). */
      steps: z.number().int().min(1).max(8).default(2),
    })
    .default({ quality: 100, steps: 2 }),
  /** Syntax highlighting (shiki) of fenced code blocks. */
  codeBlocks: z
    .object({
      /** shiki theme name for light mode. */
      lightTheme: z.string().default('github-light'),
      /** shiki theme name for dark mode. */
      darkTheme: z.string().default('github-dark'),
      /** Comments in code that mark lines (highlight, added, removed); they are removed from the output. */
      magicComments: z.array(MagicCommentSchema).default([]),
    })
    .default({ lightTheme: 'github-light', darkTheme: 'github-dark', magicComments: [] }),
  /** The docs sidebar of each version. */
  sidebar: z
    .object({
      /**
       * Categories expand and collapse in place (a native <details>, so also without JavaScript);
       * the visitor's choices are kept while they move between pages. `false` shows no toggles:
       * the current page's category is open and the others link to their index pages.
       */
      collapsible: z.boolean().default(true),
    })
    .default({ collapsible: true }),
  /** Heading levels in each page's table of contents (front matter can narrow them per page). */
  toc: z
    .object({ minHeadingLevel: z.number().int().min(2).max(6).default(2), maxHeadingLevel: z.number().int().min(2).max(6).default(3) })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /** A link to no page of the site. */
  onBrokenLinks: Reaction.default('throw'),
  /** A link to a `.md` file that does not exist. */
  onBrokenMarkdownLinks: Reaction.default('warn'),
  /** A link to a `#heading` the target page does not have. */
  onBrokenAnchors: Reaction.default('warn'),
  /** Two pages for one URL: the second is not written. */
  onDuplicateRoutes: Reaction.default('warn'),
});

/** What a maintainer writes in site.config.ts. */
export type SiteConfig = z.input<typeof SiteConfigSchema>;
/** The config after validation and defaults. */
export type SiteSettings = z.output<typeof SiteConfigSchema>;
export type VersionConfig = SiteSettings['versions'][number];
export type NavItem = SiteSettings['navbar']['items'][number];
export type BuildReaction = z.output<typeof Reaction>;

/** Typed identity: gives editor help in site.config.ts. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}

/** One line per bad field: dotted path, then what was expected. */
export function formatConfigIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `${path}: ${issue.message}`;
  });
}
