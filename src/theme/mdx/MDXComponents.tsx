import type { ComponentType } from 'react';
import Admonition from './Admonition.tsx';
import CodeBlock from './CodeBlock.tsx';
import Details from './Details.tsx';
import Head from './Head.tsx';
import Link from './Link.tsx';
import TabItem from './TabItem.tsx';
import Tabs from './Tabs.tsx';

/**
 * @theme/MDXComponents: the components every MDX page can use without importing them, as in
 * Docusaurus (`<Details>`, `<Admonition>`, `<Head>`); a swizzled MDXComponents spreads this object.
 */
const MDXComponents: Record<string, ComponentType<never>> = {
  Details: Details as ComponentType<never>,
  Head: Head as ComponentType<never>,
  Admonition: Admonition as ComponentType<never>,
};

export default MDXComponents;

/** Everything docsgen provides under @theme/* and @docusaurus/*, by import path. */
export { Admonition, CodeBlock, Details, Link, TabItem, Tabs };
