import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

// Names the doc it is on, as site components that read `useDoc()` do.
export default function DocNote() {
  const { metadata, frontMatter } = useDoc();
  return <p className="doc-note">{metadata.title} at {metadata.permalink}; front matter keys: {Object.keys(frontMatter).join(', ') || 'none'}.</p>;
}
