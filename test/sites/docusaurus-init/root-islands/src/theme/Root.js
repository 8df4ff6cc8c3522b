import React, { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { TideContext } from '@site/src/components/tide/context';

// One tide level for the whole page; the Root also draws a banner around the page.
export default function Root({ children }) {
  const { siteConfig } = useDocusaurusContext();
  const [level, setLevel] = useState(siteConfig.customFields.startLevel);
  return (
    <TideContext.Provider value={{ level, setLevel }}>
      <div className="harbour-root">
        <p className="harbour-banner">Harbour notices</p>
        {children}
      </div>
    </TideContext.Provider>
  );
}
