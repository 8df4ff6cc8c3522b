import React, { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Counter({ start = 0 }) {
  const [count, setCount] = useState(start);
  const { siteConfig } = useDocusaurusContext();
  return (
    <button type="button" className="counter" onClick={() => setCount(count + 1)}>
      Clicked {count} times <span className="counter-site">on {siteConfig.customFields.package} at {siteConfig.baseUrl}</span>
    </button>
  );
}
