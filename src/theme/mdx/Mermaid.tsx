import type { ReactElement } from 'react';

/**
 * `@theme/Mermaid`: `<Mermaid value="graph TD; A-->B" />` is the diagram a ```mermaid fence makes
 * (remark-code-blocks.ts): its source in the page, drawn by the mermaid island, which loads on
 * pages that have one.
 */
export default function Mermaid({ value }: { value: string }): ReactElement {
  return (
    <div className="mermaid-diagram" data-mermaid="">
      <pre className="mermaid-source" tabIndex={0}>
        <code>{value}</code>
      </pre>
    </div>
  );
}
