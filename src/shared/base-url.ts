/**
 * `baseUrl`: the path a site is served under (`/` or `/project/`).
 *
 * Inside docsgen every URL is a site-root path (`/v3/intro`, `/img/logo.svg`): routes,
 * sidebar hrefs, markdown links and template props. The base is added once, where a URL
 * leaves docsgen: the finished HTML of each page (`prefixHtmlUrls`), absolute URLs
 * (canonical, sitemap, llms.txt, search records: `siteRoot`), the islands' settings and
 * the preview server. So templates and site overrides never deal with it, and a link is
 * never prefixed twice.
 */

/** `/v3/intro` under `/project/` → `/project/v3/intro`. Other URLs (external, `//host`, `#id`, relative) are returned as they are. */
export function withBase(baseUrl: string, url: string): string {
  if (baseUrl === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  // Already under the base (MDX's useBaseUrl and Link add it themselves, as in Docusaurus): keep it once.
  if (url === baseUrl.slice(0, -1) || url.startsWith(baseUrl)) return url;
  return baseUrl + url.slice(1);
}

/** Production origin plus the base, without trailing slash: `https://example.org/project`. */
export function siteRoot(url: string, baseUrl: string): string {
  return url.replace(/\/+$/, '') + baseUrl.replace(/\/$/, '');
}

/** Attributes that hold one URL. */
const URL_ATTRIBUTES = 'href|src|action|formaction|poster|data|cite|xlink:href';
/** Attributes that hold a list of `url descriptor` candidates. */
const SRCSET_ATTRIBUTES = 'srcset|imagesrcset';

const ATTRIBUTE = new RegExp(`(\\s(?:(${URL_ATTRIBUTES})|(${SRCSET_ATTRIBUTES}))=)(?:"([^"]*)"|'([^']*)')`, 'gi');
const FULL_PATH = /\sdata-full-path(?=[\s=>/])/;
/** A script element (its body is code, left alone) or any other start tag. */
const TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<[a-zA-Z][^<>]*>/gi;

/**
 * Adds the base to every site-root URL in the attributes of an HTML document's tags.
 * Text, code blocks (their quotes are escaped) and script bodies are not touched.
 */
export function prefixHtmlUrls(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  const attrs = (tagText: string) =>
    tagText.replace(
      ATTRIBUTE,
      (
        whole,
        head: string,
        single: string | undefined,
        _srcset: string | undefined,
        dq: string | undefined,
        sq: string | undefined,
      ) => {
        const value = dq ?? sq ?? '';
        const quote = dq !== undefined ? '"' : "'";
        const next = single ? withBase(baseUrl, value) : prefixSrcset(value, baseUrl);
        return next === value ? whole : `${head}${quote}${next}${quote}`;
      },
    );
  return html.replace(TAG, (tag: string, scriptAttrs: string | undefined, body: string | undefined) => {
    // A URL the base changes starts with "/": a tag without one (most of a page's, code tokens' spans) stays as it is.
    if (scriptAttrs === undefined && !tag.includes('/')) return tag;
    // A link that leaves this base on purpose (another locale's page) says so with data-full-path.
    if (scriptAttrs === undefined) return FULL_PATH.test(tag) ? tag : attrs(tag);
    return `<script${attrs(scriptAttrs)}>${body ?? ''}</script>`;
  });
}

/** `/a.png 1x, /b.png 2x` → each candidate's URL prefixed. */
function prefixSrcset(value: string, baseUrl: string): string {
  return value
    .split(',')
    .map((candidate) =>
      candidate.replace(/^(\s*)(\S+)/, (_m, space: string, url: string) => space + withBase(baseUrl, url)),
    )
    .join(',');
}
