import React, { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { TideContext } from '@site/src/components/tide/context';

// One tide level for the whole page; the Root also draws a banner around the page.
export default function Root({ children }) {
  const { siteConfig } = useDocusaurusContext();
  const [level, setLevel] = useState(siteConfig.customFields.startLevel);
  // Once open in the browser the tide rises by one, as a Root applies a visitor's setting after its
  // first render: the islands still hydrate with the prerendered level, then show this one.
  useEffect(() => setLevel((l) => l + 1), []);
  return (
    <TideContext.Provider value={{ level, setLevel }}>
      <div className="harbour-root">
        <p className="harbour-banner">Harbour notices</p>
        {children}
      </div>
    </TideContext.Provider>
  );
}
