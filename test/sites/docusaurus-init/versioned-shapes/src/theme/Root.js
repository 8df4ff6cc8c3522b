import React from 'react';
import { Tooltip } from 'tooltip-kit';

// Wraps every page, with a component of a package the site has not installed.
export default function Root({ children }) {
  return (
    <div className="quill-root">
      <Tooltip content="Quill">{null}</Tooltip>
      {children}
    </div>
  );
}
