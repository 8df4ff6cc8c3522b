import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteSettings } from '../shared/config-schema.ts';
import { headScript } from './head-scripts.ts';
import { prefixHtmlUrls, siteRoot } from '../shared/base-url.ts';
import { mergePageHead } from './mdx/page-head.ts';
import { localeAlternates } from './locale-alternates.tsx';
import { faviconLink } from './favicon.ts';
import { analyticsBodyTags, analyticsHeadTags } from './analytics-tags.tsx';

export interface DocumentAssets {
  css: string;
  /** Module entry loaded on every page. */
  script: string;
  /** Script that sets the settings the islands read (the islands are the same for every site). */
  config: string;
}

export interface DocumentOptions {
  site: SiteSettings;
  path: string;
  title: string;
  description?: string;
  /** Version name, read by search (contextual search) and the islands. */
  version?: string;
  assets: DocumentAssets;
  body: ReactElement;
  noindex?: boolean;
  /** `false`: the page names no canonical URL. */
  canonical?: false;
  /** Extra attributes for <html>, e.g. which heavy widgets the page needs. */
  flags?: Record<string, string>;
  /** The page's social card (front matter `image`): an absolute URL or a site-root path; else the site's. */
  image?: string;
  /** Tags a page adds to its head (an MDX page's `<Head>`), as HTML, after the document's own. */
  headHtml?: string;
  /** Classes a page's `<Head>` puts on <body> and <html> (`<body className="home" />`). */
  bodyClass?: string;
  htmlClass?: string;
}

/**
 * Full HTML document: head built here, body from the template via renderToString.
 * Templates write site-root URLs; the base URL is added to the finished HTML.
 */
export function renderDocument(o: DocumentOptions): string {
  const root = siteRoot(o.site.url, o.site.baseUrl);
  const canonical = root + o.path;
  const image = absoluteImage(o.image ?? o.site.socialImage, root, o.site.baseUrl);
  const head = (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{o.title}</title>
      {o.description ? <meta name="description" content={o.description} /> : null}
      <meta property="og:title" content={o.title} />
      {o.description ? <meta property="og:description" content={o.description} /> : null}
      <meta property="og:url" content={canonical} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {o.noindex ? <meta name="robots" content="noindex" /> : null}
      {/* As Docusaurus: every page names its canonical URL, one kept out of search engines too. */}
      {o.canonical === false ? null : <link rel="canonical" href={canonical} />}
      {localeAlternates(o.site, o.path)}
      {o.version ? <meta name="docsgen:version" content={o.version} /> : null}
      <meta name="color-scheme" content="light dark" />
      <link rel="icon" {...faviconLink(o.site.favicon)} />
      <link rel="sitemap" type="application/xml" href="/sitemap.xml" />
      <script dangerouslySetInnerHTML={{ __html: headScript(o.site, o.path) }} />
      <link rel="stylesheet" href={o.assets.css} />
      <script defer src={o.assets.config} />
      <script type="module" src={o.assets.script} />
      {o.site.head.map((tag, i) =>
        createElement(tag.tagName, { key: `head-${i}`, ...reactAttributes(tag.attributes) }),
      )}
      {o.site.scripts.map((s, i) => {
        const script = typeof s === 'string' ? { src: s } : s;
        return (
          <script key={`script-${i}`} src={script.src} async={script.async} defer={script.defer} type={script.type} />
        );
      })}
      {analyticsHeadTags(o.site.analytics)}
    </head>
  );
  const html = (
    <html
      lang={o.site.locale.lang}
      dir={o.site.locale.direction}
      className={o.htmlClass ? `no-js ${o.htmlClass}` : 'no-js'}
      {...prefixData(o.flags)}
    >
      {head}
      <body className={o.bodyClass}>
        {analyticsBodyTags(o.site.analytics)}
        {o.body}
      </body>
    </html>
  );
  const rendered = renderToString(html);
  return `<!doctype html>\n${prefixHtmlUrls(o.headHtml ? mergePageHead(rendered, o.headHtml) : rendered, o.site.baseUrl)}`;
}

/**
 * A social card's URL as crawlers need it, absolute: a URL stays; a site path gets the site's address and base URL,
 * unless it already starts with the base URL (as Docusaurus' base-URL helper leaves such a path).
 */
function absoluteImage(image: string | undefined, root: string, baseUrl: string): string | undefined {
  if (!image) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(image)) return image;
  if (image.startsWith('//')) return `https:${image}`;
  const sitePath = baseUrl !== '/' && image.startsWith(baseUrl) ? image.slice(baseUrl.length - 1) : image;
  return root + (sitePath.startsWith('/') ? sitePath : `/${sitePath}`);
}

/** HTML attribute names (as a maintainer writes them in `head`) that React spells differently. */
const REACT_NAMES: Record<string, string> = {
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  class: 'className',
  crossorigin: 'crossOrigin',
  hreflang: 'hrefLang',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
};

function reactAttributes(attributes: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) out[REACT_NAMES[name.toLowerCase()] ?? name] = value;
  return out;
}

function prefixData(flags: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(flags ?? {})) out[`data-${k}`] = v;
  return out;
}
