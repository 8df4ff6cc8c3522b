import type { ReactElement, ReactNode } from 'react';

export interface TabItemProps {
  value?: string;
  label?: ReactNode;
  /** Shown first in its group. */
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A panel of <Tabs>; Tabs reads its props and renders it. Outside Tabs it is plain content. */
export default function TabItem(props: TabItemProps): ReactElement {
  return <div className={['tabs-panel', 'is-active', props.className].filter(Boolean).join(' ')}>{props.children}</div>;
}
