import { Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * `@docusaurus/Translate`: docsgen builds one locale, so the text is the source text; `{name}`
 * placeholders are filled from `values`, which may be elements as in Docusaurus.
 */
type Values = Readonly<Record<string, ReactNode>>;

function fill(message: string, values: Values | undefined): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? values[key] : part;
  });
}

export default function Translate(props: { children?: string; id?: string; description?: string; values?: Values }): ReactElement {
  return <>{fill(props.children ?? '', props.values).map((part, i) => <Fragment key={i}>{part}</Fragment>)}</>;
}

/** `translate({message}, values)`: the message with its string placeholders filled. */
export function translate(param: { message: string; id?: string; description?: string }, values?: Readonly<Record<string, string | number>>): string {
  return fill(param.message, values).map(String).join('');
}
