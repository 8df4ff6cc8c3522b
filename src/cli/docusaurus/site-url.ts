/** Where docsgen puts pages whose site has no absolute URL (feeds and the sitemap need one). */
const PLACEHOLDER_URL = 'https://example.com';

/**
 * The site's `url` as docsgen needs it: an absolute http(s) address without its trailing slash.
 * Docusaurus 2 also accepted a relative `url` (`"/"`), which builds there; such a value, or none,
 * becomes a placeholder, and `skip` says so, since absolute links in feeds and the sitemap use it.
 */
export function docusaurusSiteUrl(value: unknown, skip: (field: string, why: string) => void): string {
  if (typeof value === 'string' && /^https?:\/\/[^/\s]/i.test(value)) return value.replace(/\/+$/, '');
  if (typeof value === 'string')
    skip(
      'url',
      `"${value}" is not an absolute http(s) address; ${PLACEHOLDER_URL} stands in (set url to the site's address)`,
    );
  return PLACEHOLDER_URL;
}
