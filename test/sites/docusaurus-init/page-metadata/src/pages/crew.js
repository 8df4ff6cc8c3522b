// Reads a custom field the config does not have, and imports a theme part docsgen does not provide.
import React from 'react';
import Showcase from '@theme/Showcase';

export default function Crew(props) {
  const names = props.config.customFields.crew.map((c) => c.name);
  return <Showcase items={names} />;
}
