import { useEffect, useState } from 'react';

/**
 * `@docusaurus/useIsBrowser`: false while the page is prerendered and during hydration (so the
 * first browser render matches the HTML), true once a `client:load` component has mounted.
 */
export default function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
