import React from 'react';
import { useDocById } from '@docusaurus/plugin-content-docs/client';

export function DocLink({ id }) {
  const doc = useDocById(id);
  return (
    <a className="doc-link" href={doc.permalink} title={doc.description}>
      {doc.title} ({doc.id}, sidebar {doc.sidebar})
    </a>
  );
}

export function MaybeDoc({ id }) {
  const doc = useDocById(id);
  return <span className="maybe-doc">{doc === undefined ? 'no id given' : doc.title}</span>;
}
