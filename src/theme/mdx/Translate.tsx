import type { ReactElement } from 'react';
import Interpolate, { interpolate, type InterpolateValues } from './Interpolate.tsx';
import { useMdxSite } from './context.ts';

/**
 * `@docusaurus/Translate`: the locale's message for `id` (from `i18n/<locale>/code.json`), else
 * the source text; `{name}` placeholders are filled from `values`, which may be elements as in Docusaurus.
 */
export default function Translate(props: {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}): ReactElement {
  const messages = useMdxSite().i18n?.messages;
  const text = (messages && messages[props.id ?? props.children ?? '']) ?? props.children;
  return <Interpolate values={props.values}>{text}</Interpolate>;
}

/**
 * `translate({message, id}, values)`: the message with its string placeholders filled. Called
 * outside a component, so it reads the messages the page render set (`currentMessages`).
 */
export function translate(
  param: { message: string; id?: string; description?: string },
  values?: Readonly<Record<string, string | number>>,
): string {
  const text = currentMessages.value?.[param.id ?? param.message] ?? param.message;
  return interpolate(text, values).map(String).join('');
}

/** Messages of the locale being rendered, for `translate()` (which is no hook); set where a page's context is made. */
export const currentMessages: { value?: Readonly<Record<string, string>> } = {};
