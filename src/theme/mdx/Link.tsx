import type { AnchorHTMLAttributes, ReactElement } from 'react';
import { useMdxSite } from './context.ts';
import isInternalUrl from './isInternalUrl.ts';
import { withBaseUrl } from './useBaseUrl.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Site path (`/v3/intro`, gets the baseUrl) or a full URL. */
  to?: string;
}

/** @docusaurus/Link: a plain <a>; site paths get the baseUrl, other origins open safely in a new tab. */
export default function Link({ to, href, ...rest }: LinkProps): ReactElement {
  const site = useMdxSite();
  const written = to ?? href ?? '';
  // `pathname:///x` is the site path /x outside the pages the site builds (a file of static/): not checked.
  const pathname = written.startsWith('pathname://');
  const target = pathname ? written.slice('pathname://'.length) : written;
  const external = !isInternalUrl(target) && !target.startsWith(site.url);
  const resolved = external || target.startsWith('#') ? target : withBaseUrl(site.baseUrl, target);
  site.collectLink?.(resolved, !pathname);
  return <a href={resolved} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}
