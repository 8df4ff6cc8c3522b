import type { ReactElement, ReactNode } from 'react';

export interface CodeBlockProps {
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * @theme/CodeBlock. With literal code in a doc (`<CodeBlock language="js">{`…`}</CodeBlock>`)
 * the MDX step turns it into a fenced block, so it is highlighted like every other block;
 * this renders code computed at build time, unhighlighted, in the same frame.
 */
export default function CodeBlock(props: CodeBlockProps): ReactElement {
  const language = props.language ?? /language-(\S+)/.exec(props.className ?? '')?.[1];
  const lines = typeof props.children === 'string' ? props.children.replace(/\n$/, '').split('\n') : undefined;
  return (
    <div className={['code-block', props.title ? 'has-title' : ''].filter(Boolean).join(' ')} data-language={language} data-island="copy-code">
      {props.title ? <div className="code-title">{props.title}</div> : null}
      <div className="code-body">
        <pre className="shiki">
          <code>{lines ? lines.map((l, i) => <span key={i} className={props.showLineNumbers ? 'line code-line-numbered' : 'line'}>{l}{i < lines.length - 1 ? '\n' : ''}</span>) : props.children}</code>
        </pre>
      </div>
    </div>
  );
}
