import { createContext, useContext } from 'react';

/** What the @docusaurus/* helpers read: the site fields docsgen has, set once per page render. */
export interface MdxSiteInfo {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
  /** SVG markup of an admonition kind's icon, the one `:::note` blocks use (drawn by the markdown renderer). */
  admonitionIcon: (kind: string) => string;
}

export const MdxSiteContext = createContext<MdxSiteInfo>({ title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, admonitionIcon: () => '' });

export function useMdxSite(): MdxSiteInfo {
  return useContext(MdxSiteContext);
}
