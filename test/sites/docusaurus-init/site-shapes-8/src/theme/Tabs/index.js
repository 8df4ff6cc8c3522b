// Ejected Tabs: the values and the selected tab from useTabs.
import React from 'react';
import { useTabs, sanitizeTabsChildren } from '@docusaurus/theme-common/internal';

export default function Tabs(props) {
  const { selectedValue, selectValue, tabValues } = useTabs(props);
  const items = sanitizeTabsChildren(props.children);
  return (
    <div className="heath-tabs">
      <ul role="tablist">
        {tabValues.map(({ value, label }) => (
          <li key={value} role="tab" aria-selected={selectedValue === value} onClick={() => selectValue(value)}>
            {label ?? value}
          </li>
        ))}
      </ul>
      {items.map((item) => React.cloneElement(item, { key: item.props.value, hidden: item.props.value !== selectedValue }))}
    </div>
  );
}
