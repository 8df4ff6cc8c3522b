import React from 'react';
import CodeBlock from '@theme/CodeBlock';

// Code computed from props, shown with @theme/CodeBlock as Docusaurus components do.
export default function ConfigSnippet({ port }) {
  const code = `export default {\n  port: ${port},\n};`;
  return <CodeBlock language="ts" title="lantern.config.ts" metastring="{2}" showLineNumbers>{code}</CodeBlock>;
}
