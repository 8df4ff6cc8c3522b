import { useMdxSite } from './context.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: undefined;
}

/**
 * `@docusaurus/router`'s `useLocation`: the page's own path (with the baseUrl). It is the same
 * while prerendering and in the browser, so a `client:load` component hydrates without a
 * mismatch; the query and hash are not known at build time and stay empty.
 */
export function useLocation(): Location {
  return { pathname: useMdxSite().pathname ?? '/', search: '', hash: '', state: undefined };
}

export { default as Redirect } from './Redirect.tsx';
export { useHistory, useParams } from './router-history.ts';
