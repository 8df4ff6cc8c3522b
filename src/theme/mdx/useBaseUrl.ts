import { useMdxSite } from './context.ts';
import { hasProtocol } from './isInternalUrl.ts';

/** `/img/x.png` under baseUrl `/docs/` → `/docs/img/x.png`; full URLs and already-prefixed paths are kept. */
export function withBaseUrl(
  baseUrl: string,
  url: string,
  options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {},
  origin = '',
): string {
  if (!url || hasProtocol(url) || url.startsWith('#')) return url;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let out: string;
  if (!options.forcePrependBaseUrl && url.startsWith(base)) out = url;
  else out = base + url.replace(/^\//, '');
  return options.absolute ? origin + out : out;
}

/** @docusaurus/useBaseUrl. */
export default function useBaseUrl(
  url: string,
  options?: { forcePrependBaseUrl?: boolean; absolute?: boolean },
): string {
  const site = useMdxSite();
  return withBaseUrl(site.baseUrl, url, options, site.url);
}

/** @docusaurus/useBaseUrl's named helper: a function that prefixes. */
export function useBaseUrlUtils(): {
  withBaseUrl: (url: string, options?: { forcePrependBaseUrl?: boolean; absolute?: boolean }) => string;
} {
  const site = useMdxSite();
  return { withBaseUrl: (url, options) => withBaseUrl(site.baseUrl, url, options, site.url) };
}
