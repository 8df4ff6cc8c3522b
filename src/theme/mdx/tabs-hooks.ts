import { Children, Fragment, isValidElement, useState, type ReactElement, type ReactNode } from 'react';

/**
 * `useTabs` and `sanitizeTabsChildren` of `@docusaurus/theme-common/internal`, which a swizzled
 * (ejected) `Tabs` calls: the tab values from the `values` prop or the TabItems, and the one
 * selected first (`defaultValue`, a TabItem's `default`, else the first). While prerendering that
 * is the page's tab; in the browser `selectValue` switches it.
 */

interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

interface TabsHookProps {
  children?: ReactNode;
  values?: readonly TabValue[];
  defaultValue?: string | null;
}

/** The TabItem elements among the children, fragments opened and blank text dropped. */
export function sanitizeTabsChildren(children: ReactNode): ReactElement<TabValue>[] {
  const out: ReactElement<TabValue>[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) out.push(...sanitizeTabsChildren((child.props as { children?: ReactNode }).children));
    else if (typeof (child.props as Partial<TabValue>).value === 'string') out.push(child as ReactElement<TabValue>);
  });
  return out;
}

export function useTabs(props: TabsHookProps): {
  selectedValue: string;
  selectValue: (value: string) => void;
  tabValues: readonly TabValue[];
} {
  const tabValues =
    props.values ??
    sanitizeTabsChildren(props.children).map(({ props: p }) => ({
      value: p.value,
      label: p.label,
      attributes: p.attributes,
      default: p.default,
    }));
  const first =
    (props.defaultValue && tabValues.find((t) => t.value === props.defaultValue)?.value) ??
    tabValues.find((t) => t.default)?.value ??
    tabValues[0]?.value ??
    '';
  const [selectedValue, selectValue] = useState(first);
  return { selectedValue, selectValue, tabValues };
}
