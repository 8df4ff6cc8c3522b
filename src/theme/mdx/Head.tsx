import { createContext, useContext, type ReactNode } from 'react';

/** Where `<Head>` leaves its children while a page is prerendered; none in the browser. */
export const HeadContext = createContext<ReactNode[] | undefined>(undefined);

/**
 * `@docusaurus/Head`: its `<title>`, `<meta>`, `<link>` … go in the page's `<head>`, not in
 * the article. The page render collects them (see mdx-runtime.ts); nothing shows in place.
 */
export default function Head(props: { children?: ReactNode }): null {
  useContext(HeadContext)?.push(props.children);
  return null;
}
