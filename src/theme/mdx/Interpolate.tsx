import { Fragment, type ReactElement, type ReactNode } from 'react';

/** What `{name}` placeholders are filled with: text or elements, as in Docusaurus. */
export type InterpolateValues = Readonly<Record<string, ReactNode>>;

/** The parts of `text` with each `{name}` that `values` has replaced by its value; other text is kept. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode[] {
  if (!values) return [text];
  return text.split(/(\{\w+\})/).map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? values[key] : part;
  });
}

/** `@docusaurus/Interpolate`: `<Interpolate values={{ name: <b>Ada</b> }}>{'Hi {name}'}</Interpolate>`. */
export default function Interpolate(props: { children?: string; values?: InterpolateValues }): ReactElement {
  return (
    <>
      {interpolate(props.children ?? '', props.values).map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
