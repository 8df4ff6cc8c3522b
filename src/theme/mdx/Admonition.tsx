import type { ReactElement, ReactNode } from 'react';
import { useMdxSite } from './context.ts';

const TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', caution: 'Caution', danger: 'Danger' };

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The markup of `:::note` admonitions, for <Admonition type="tip">. Unknown types look like notes. */
export default function Admonition(props: AdmonitionProps): ReactElement {
  const kind = props.type && props.type in TITLES ? props.type : props.type === 'secondary' || props.type === 'success' ? 'tip' : 'note';
  const title = props.title ?? TITLES[kind];
  const site = useMdxSite();
  return (
    <div className={['admonition', `admonition-${kind}`, props.className].filter(Boolean).join(' ')} role="note" aria-label={typeof title === 'string' ? title : undefined}>
      <div className="admonition-heading">
        {props.icon ?? <span className="admonition-icon-wrap" dangerouslySetInnerHTML={{ __html: site.admonitionIcon(kind) }} />}
        <span className="admonition-title">{title}</span>
      </div>
      <div className="admonition-content">{props.children}</div>
    </div>
  );
}
