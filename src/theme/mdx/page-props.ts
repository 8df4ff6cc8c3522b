import { createContext, useContext, type Context } from 'react';
import type { SimplePageProps } from 'docsgen';

/**
 * The props of the page being rendered, set by the theme's Layout: the Docusaurus-named page parts a swizzled
 * Navbar or Footer composes (`@theme/Navbar/Content`, `@theme/NavbarItem`, `@theme/Footer/Links`) draw docsgen's
 * own parts from them. Undefined outside a page (nothing to draw from).
 */
export const PagePropsContext: Context<SimplePageProps | undefined> = createContext<SimplePageProps | undefined>(
  undefined,
);

export function usePageProps(): SimplePageProps | undefined {
  return useContext(PagePropsContext);
}
