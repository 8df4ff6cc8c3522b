import type { ReactElement, ReactNode } from 'react';

/** @docusaurus/BrowserOnly: pages are prerendered, so only the fallback is in the HTML. */
export default function BrowserOnly(props: { children?: () => ReactNode; fallback?: ReactNode }): ReactElement {
  return <>{props.fallback ?? null}</>;
}
