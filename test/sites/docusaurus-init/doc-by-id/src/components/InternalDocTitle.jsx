import React from 'react';
import { useDocById } from '@docusaurus/theme-common/internal';

// Docusaurus 2 sites import it from theme-common's internal entry.
export default function InternalDocTitle({ id }) {
  return <em className="internal-doc-title">{useDocById(id).title}</em>;
}
