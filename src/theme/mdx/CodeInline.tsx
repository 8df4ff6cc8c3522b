import type { ComponentProps } from 'react';

/** `@theme/CodeInline`: inline code, as a backtick span renders. */
export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
