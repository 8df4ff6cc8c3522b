import { Children, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** The text of a heading's children, for the link's accessible name. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

/**
 * `@theme/Heading`: an h2–h6 with an id gets the `#` link markdown headings get (see
 * rehype-heading-anchors.ts), so its anchor can be copied the same way; an h1 or a heading
 * without an id is plain, as in Docusaurus.
 */
export default function Heading({ as: Tag, id, children, ...rest }: HeadingProps): ReactElement {
  if (Tag === 'h1' || !id) {
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${textOf(children) || id}`}>
        #
      </a>
    </Tag>
  );
}
