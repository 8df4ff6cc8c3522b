import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface DetailsProps {
  /** The always-visible line; a <summary> among the children works too. */
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A native <details> disclosure, styled like markdown's; works without JavaScript. */
export default function Details(props: DetailsProps): ReactElement {
  const children = Children.toArray(props.children);
  const summaryChild = children.find((c) => isValidElement(c) && c.type === 'summary');
  const rest = children.filter((c) => c !== summaryChild);
  return (
    <details className={['details', props.className].filter(Boolean).join(' ')} open={props.open}>
      {summaryChild ??
        (isValidElement(props.summary) && props.summary.type === 'summary' ? (
          props.summary
        ) : (
          <summary>{props.summary ?? 'Details'}</summary>
        ))}
      <div className="details-content">{rest}</div>
    </details>
  );
}
