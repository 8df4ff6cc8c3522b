import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

/**
 * docsgen's own rendering of each page part a Docusaurus site may swizzle (Footer, Navbar,
 * NotFound content, DocItem/Footer and Layout, BlogPostItem, Logo), for the page being rendered: a wrapper swizzle
 * (`import Footer from '@theme-original/Footer'`) renders it around its own additions.
 */
export const ThemeOriginalsContext = createContext<Readonly<Record<string, ReactElement | undefined>>>({});

function original(part: string) {
  const Original = (): ReactElement | null => useContext(ThemeOriginalsContext)[part] ?? null;
  Original.displayName = `docsgen ${part}`;
  return Original;
}

export const OriginalFooter = original('Footer');
export const OriginalNavbar = original('Navbar');
export const OriginalNotFound = original('NotFound');
export const OriginalDocItemFooter = original('DocItemFooter');
export const OriginalDocItemLayout = original('DocItemLayout');
export const OriginalBlogPostItem = original('BlogPostItem');
export const OriginalLogo = original('Logo');

/**
 * `@theme/Layout` and `@theme/Root` in a swizzled component: docsgen draws the page's chrome around
 * it already, so they hand back their children (a NotFound page written in a <Layout> keeps its content).
 */
export function PassThrough({ children }: { children?: ReactNode }): ReactElement {
  return <>{children}</>;
}
