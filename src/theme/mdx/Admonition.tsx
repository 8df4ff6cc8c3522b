import type { ReactElement, ReactNode } from 'react';
import { admonitionKind, admonitionTitle } from '../../shared/admonition-kinds.ts';
import { useMdxSite } from './context.ts';

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The markup of `:::note` admonitions, for <Admonition type="tip">. Unknown types look like notes. */
export default function Admonition(props: AdmonitionProps): ReactElement {
  const keyword = props.type && admonitionKind(props.type) ? props.type : 'note';
  const kind = admonitionKind(keyword)!;
  const site = useMdxSite();
  const title = props.title ?? admonitionTitle(keyword, site.i18n?.messages);
  return (
    <div
      className={['admonition', `admonition-${kind}`, props.className].filter(Boolean).join(' ')}
      role="note"
      aria-label={typeof title === 'string' ? title : undefined}
    >
      <div className="admonition-heading">
        {props.icon ?? (
          <span className="admonition-icon-wrap" dangerouslySetInnerHTML={{ __html: site.admonitionIcon(kind) }} />
        )}
        <span className="admonition-title">{title}</span>
      </div>
      <div className="admonition-content">{props.children}</div>
    </div>
  );
}
