import React, { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { UnitContext } from '@site/src/components/units/context';

export default function Root({ children }) {
  const { siteConfig } = useDocusaurusContext();
  const [unit, setUnit] = useState(siteConfig.customFields.defaultUnit);
  return (
    <UnitContext.Provider value={{ unit, setUnit }}>
      <div className="tide-root">{children}</div>
    </UnitContext.Provider>
  );
}
