import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';

/** What a page's `<Layout>` asked for, collected while the page prerenders (the outermost Layout wins). */
export interface PageLayoutRequest {
  used: boolean;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

export const PageLayoutContext = createContext<PageLayoutRequest | undefined>(undefined);

/**
 * `@theme/Layout` in a page of `src/pages`: the page's content in place, while its `title` and
 * `description` go to the document head and the build puts docsgen's navbar and footer around it.
 */
export default function Layout(props: {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}) {
  const request = useContext(PageLayoutContext);
  if (request && !request.used) {
    request.used = true;
    request.title = props.title;
    request.description = props.description;
    request.wrapperClassName = props.wrapperClassName;
    request.noFooter = props.noFooter;
  }
  return createElement(Fragment, null, props.children);
}
