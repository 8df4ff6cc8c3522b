import { createElement, useContext, useEffect, type ReactElement } from 'react';
import { HeadContext } from './Head.tsx';

export interface RedirectProps {
  /** Where to go: a path as the browser sees it (with the baseUrl, as in react-router), or an object with a pathname. */
  to: string | { pathname?: string; search?: string; hash?: string };
  push?: boolean;
}

/**
 * `@docusaurus/router`'s `<Redirect>` (a page such as `src/pages/index.js` sending visitors to the
 * docs): a static page cannot answer with a redirect, so the prerendered page holds a zero-delay
 * refresh in its head, a link for clients that ignore it, and leaves at once once hydrated.
 */
export default function Redirect({ to, push }: RedirectProps): ReactElement {
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  useContext(HeadContext)?.push(createElement('meta', { httpEquiv: 'refresh', content: `0; url=${href}` }));
  useEffect(() => {
    // The theme is typed without the DOM; this runs only in the browser.
    const location = (globalThis as { location?: { assign(u: string): void; replace(u: string): void } }).location;
    if (push) location?.assign(href);
    else location?.replace(href);
  }, [href, push]);
  return (
    <p>
      <a href={href}>{href}</a>
    </p>
  );
}
