import React from 'react';

function TideBadge({ level }) {
  return <strong className="tide-badge">Tide level {level} m</strong>;
}

// As Docusaurus's default scope: React and its hooks, plus the site's own components.
export default { React, ...React, TideBadge };
