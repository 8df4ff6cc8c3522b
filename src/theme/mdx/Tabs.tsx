import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import TabItem, { type TabItemProps } from './TabItem.tsx';

export interface TabsProps {
  children?: ReactNode;
  /** Tabs of every group with this id switch together and the choice is remembered. */
  groupId?: string;
  /** Labels per value, when the TabItems carry none. */
  values?: { value: string; label?: string }[];
  /** Value of the tab shown first (a TabItem's `default` prop also works). */
  defaultValue?: string;
  /** `true` uses groupId as the query key (`?pm=npm`); a string names the key. */
  queryString?: boolean | string;
  /** Accepted for Docusaurus compatibility: every panel is in the HTML so the page reads without JavaScript. */
  lazy?: boolean;
  className?: string;
}

/**
 * The same markup the ```tabs / ::::tabs feature renders, so the existing tabs island
 * selects, syncs by groupId and follows the query string; all panels are server-rendered.
 */
export default function Tabs(props: TabsProps): ReactElement {
  const base = `tabs-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const items = tabItemsOf(props.children);
  const tabs = items.map((item, i) => {
    const value = item.props.value ?? `tab-${i + 1}`;
    const label = item.props.label ?? props.values?.find((v) => v.value === value)?.label ?? value;
    return { value, label, item };
  });
  let selected = tabs.findIndex((t) =>
    props.defaultValue !== undefined ? t.value === props.defaultValue : t.item.props.default,
  );
  if (selected < 0) selected = 0;
  const queryKey =
    props.queryString === true ? props.groupId : typeof props.queryString === 'string' ? props.queryString : undefined;
  return (
    <div
      className={['tabs', props.className].filter(Boolean).join(' ')}
      data-island="tabs"
      data-group-id={props.groupId}
      data-query-key={queryKey}
    >
      <div role="tablist" className="tabs-list" aria-orientation="horizontal">
        {tabs.map((t, i) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel-${i}`}
            aria-selected={i === selected ? 'true' : 'false'}
            tabIndex={i === selected ? 0 : -1}
            data-value={t.value}
            className="tabs-tab"
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.value}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          data-value={t.value}
          data-label={typeof t.label === 'string' ? t.label : undefined}
          className={['tabs-panel', i === selected ? 'is-active' : '', t.item.props.className ?? '']
            .filter(Boolean)
            .join(' ')}
          tabIndex={0}
        >
          {t.item.props.children}
        </div>
      ))}
    </div>
  );
}

/**
 * TabItems written on one line (`<TabItem>…</TabItem> <TabItem>…`) arrive wrapped in a
 * paragraph; they are found inside it. Text between items is whitespace and is dropped.
 */
function tabItemsOf(children: ReactNode): ReactElement<TabItemProps>[] {
  const out: ReactElement<TabItemProps>[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<TabItemProps & { children?: ReactNode }>(child)) continue;
    if (child.type === TabItem || child.props.value !== undefined) out.push(child);
    else out.push(...tabItemsOf(child.props.children));
  }
  return out;
}
