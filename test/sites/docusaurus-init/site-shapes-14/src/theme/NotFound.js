import React from 'react';
import siteConfig from '@generated/docusaurus.config';

export default function NotFound() {
  return <p className="lost-otter">No otter here. Back to {siteConfig.title}.</p>;
}
