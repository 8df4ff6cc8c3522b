import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

export interface CodeBlockProps {
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  /** The fence's info string after the language: `title="x" {1,3-4} showLineNumbers`. */
  metastring?: string;
  className?: string;
  children?: ReactNode;
}

/** Code a component passes to `<CodeBlock>`, to be highlighted once the page has rendered. */
export interface CodeRequest {
  code: string;
  language?: string;
  /** Title, line numbers and highlighted lines, as a fence's meta string says them. */
  meta: string;
}

/**
 * Where `<CodeBlock>`s leave their code while a page is prerendered (mdx-runtime.ts highlights
 * it after the render, which cannot wait for a grammar to load); none in the browser, nor inside
 * a hydrated component, whose first browser render must match its HTML.
 */
export const CodeRequestContext = createContext<CodeRequest[] | undefined>(undefined);

/**
 * @theme/CodeBlock. With literal code in a doc (`<CodeBlock language="js">{`…`}</CodeBlock>`)
 * the MDX step turns it into a fenced block. Code a component computes is rendered here in the
 * same frame, unhighlighted, and marked (`data-code-ref`) so the page render can highlight it
 * like a fenced block. In a hydrated component it stays plain and without a copy button.
 */
export default function CodeBlock(props: CodeBlockProps): ReactElement {
  const requests = useContext(CodeRequestContext);
  const language = props.language ?? /language-(\S+)/.exec(props.className ?? '')?.[1];
  const lines = typeof props.children === 'string' ? props.children.replace(/\n$/, '').split('\n') : undefined;
  let ref: number | undefined;
  if (requests && lines && (props.title === undefined || typeof props.title === 'string')) {
    const meta = [
      props.metastring,
      props.title !== undefined ? `title="${props.title.replace(/"/g, "'")}"` : '',
      props.showLineNumbers ? 'showLineNumbers' : '',
    ]
      .filter(Boolean)
      .join(' ');
    ref = requests.push({ code: lines.join('\n'), language, meta }) - 1;
  }
  return (
    // The copy button's island adds to the block: not in markup React hydrates, which must stay as rendered.
    <div
      className={['code-block', props.title ? 'has-title' : ''].filter(Boolean).join(' ')}
      data-code-ref={ref}
      data-language={language}
      data-island={requests ? 'copy-code' : undefined}
    >
      {props.title ? <div className="code-title">{props.title}</div> : null}
      <div className="code-body">
        {/* The code theme's frame (colours, background) even where the code stays unhighlighted, as Docusaurus draws it. */}
        <pre className="shiki shiki-themes">
          <code>
            {lines
              ? lines.map((l, i) => (
                  <span key={i} className={props.showLineNumbers ? 'line code-line-numbered' : 'line'}>
                    {l}
                    {i < lines.length - 1 ? '\n' : ''}
                  </span>
                ))
              : props.children}
          </code>
        </pre>
      </div>
    </div>
  );
}
