import React from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

// Names the docs version the page belongs to, as version-aware site components do.
export default function VersionNote() {
  const version = useDocsVersion();
  return <p className="version-note">These pages describe Beacon {version.label} ({version.version}, {version.isLast ? 'latest' : 'older'}) at {version.path}.</p>;
}
