import type { ReactElement, ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

/**
 * @docusaurus/BrowserOnly: pages are prerendered, so only the fallback is in the HTML; a
 * `client:load` component shows the children once it has mounted in the browser.
 */
export default function BrowserOnly(props: { children?: () => ReactNode; fallback?: ReactNode }): ReactElement {
  const isBrowser = useIsBrowser();
  return <>{isBrowser && props.children ? props.children() : (props.fallback ?? null)}</>;
}
