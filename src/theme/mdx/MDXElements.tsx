import { isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import CodeBlock from './CodeBlock.tsx';
import CodeInline from './CodeInline.tsx';

/**
 * `@theme/MDXComponents/Code`, `Pre`, `Ul`, `Li` and `Img`: the element components a Docusaurus
 * site imports when it ejects MDXComponents. docsgen renders markdown's own elements itself, so
 * these matter where a site component uses them in JSX; they render what markdown would.
 */

/** Code with a line break or a `language-` class is a block; anything else is inline code. */
export function Code(props: ComponentProps<'code'>): ReactElement {
  const { children, className } = props;
  const block = (typeof children === 'string' && children.includes('\n')) || /(?:^|\s)language-/.test(className ?? '');
  return block ? <CodeBlock className={className}>{children}</CodeBlock> : <CodeInline {...props} />;
}

/** A `<pre>` around a `<code>` is a code block, with the code's language class; other content stays a `<pre>`. */
export function Pre(props: ComponentProps<'pre'>): ReactElement {
  const code: ReactNode = props.children;
  if (isValidElement<{ className?: string; children?: ReactNode }>(code) && typeof code.props.children === 'string') {
    return <CodeBlock className={code.props.className}>{code.props.children}</CodeBlock>;
  }
  return <pre {...props} />;
}

export function Ul(props: ComponentProps<'ul'>): ReactElement {
  return <ul {...props} />;
}

export function Li(props: ComponentProps<'li'>): ReactElement {
  return <li {...props} />;
}

/** Images load lazily and decode off the main thread, as markdown images do. */
export function Img(props: ComponentProps<'img'>): ReactElement {
  return <img loading="lazy" decoding="async" {...props} />;
}
