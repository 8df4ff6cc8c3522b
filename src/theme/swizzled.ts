import type { ReactElement } from 'react';
import type { SimplePageProps, SwizzleSlot } from 'docsgen';

/** A page part, or the site's own component for it (a swizzled Docusaurus component), given the theme's part. */
export function swizzled(props: SimplePageProps, slot: SwizzleSlot, original: ReactElement): ReactElement {
  const own = props.swizzled?.[slot];
  return own ? own(original) : original;
}
