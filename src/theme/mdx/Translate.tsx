import type { ReactElement } from 'react';
import Interpolate, { interpolate, type InterpolateValues } from './Interpolate.tsx';

/**
 * `@docusaurus/Translate`: docsgen builds one locale, so the text is the source text; `{name}`
 * placeholders are filled from `values`, which may be elements as in Docusaurus.
 */
export default function Translate(props: {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}): ReactElement {
  return <Interpolate values={props.values}>{props.children}</Interpolate>;
}

/** `translate({message}, values)`: the message with its string placeholders filled. */
export function translate(
  param: { message: string; id?: string; description?: string },
  values?: Readonly<Record<string, string | number>>,
): string {
  return interpolate(param.message, values).map(String).join('');
}
