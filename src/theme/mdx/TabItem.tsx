import type { ReactElement, ReactNode } from 'react';

export interface TabItemProps {
  value?: string;
  label?: ReactNode;
  /** Shown first in its group. */
  default?: boolean;
  className?: string;
  /** Set by a site's own (swizzled) Tabs on the panels it does not show. */
  hidden?: boolean;
  children?: ReactNode;
}

/** A panel of <Tabs>; Tabs reads its props and renders it. Outside Tabs it is plain content. */
export default function TabItem(props: TabItemProps): ReactElement {
  const active = props.hidden ? undefined : 'is-active';
  return (
    <div
      className={['tabs-panel', active, props.className].filter(Boolean).join(' ')}
      hidden={props.hidden || undefined}
    >
      {props.children}
    </div>
  );
}
