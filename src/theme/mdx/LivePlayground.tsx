import {
  Component,
  createElement,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { MdxSiteContext, useMdxSite } from './context.ts';

/**
 * The part of `react-live` a live code block uses. The site installs it (with
 * `@docusaurus/theme-live-codeblock`); docsgen never ships it, so it comes in as a value.
 */
export interface ReactLiveApi {
  Editor: ComponentType<{
    code: string;
    language: string;
    onChange?: (code: string) => void;
    theme?: unknown;
    /** react-live 2's textarea (react-simple-code-editor), which the header labels. */
    textareaId?: string;
  }>;
  generateElement(o: { code: string; scope?: Record<string, unknown> }, onError: (e: Error) => void): ComponentType;
  renderElementAsync(
    o: { code: string; scope?: Record<string, unknown> },
    onResult: (c: ComponentType) => void,
    onError: (e: Error) => void,
  ): void;
}

/** What a ```` ```jsx live ```` fence gives the playground. */
export interface LivePlaygroundProps {
  code: string;
  language: string;
  /** `noInline`: the code calls `render(<X />)` itself instead of being one expression. */
  noInline?: boolean;
  title?: string;
  /** In the browser: the preview's prerendered HTML, shown until the code runs here (so hydration matches). */
  prerendered?: string;
}

/** The code's result as a component, or the error that compiling or running it gave. */
export function runLiveCode(
  live: ReactLiveApi,
  code: string,
  scope: Record<string, unknown>,
  noInline: boolean,
  /** Told of a throw while the result renders in the browser (react-live's boundary catches it there). */
  onRenderError?: (message: string) => void,
): { Result: ComponentType } | { error: string } {
  let error: string | undefined;
  let Result: ComponentType | undefined;
  let compiled = false;
  const onError = (e: Error) => {
    if (compiled) onRenderError?.(e.message);
    else error ??= e.message;
  };
  try {
    if (noInline) live.renderElementAsync({ code, scope }, (c) => void (Result = c), onError);
    else Result = live.generateElement({ code, scope }, onError);
  } catch (e) {
    error ??= (e as Error).message;
  }
  compiled = true;
  return Result && error === undefined ? { Result } : { error: error ?? 'The code rendered nothing.' };
}

class PreviewBoundary extends Component<{ children?: ReactNode; code: string }, { error?: string; code?: string }> {
  override state: { error?: string; code?: string } = {};
  static getDerivedStateFromError(e: unknown) {
    return { error: (e as Error)?.message ?? String(e) };
  }
  static getDerivedStateFromProps(props: { code: string }, state: { error?: string; code?: string }) {
    // New code gets a new chance: the error belonged to the code that threw.
    return props.code === state.code ? null : { code: props.code, error: undefined };
  }
  override render() {
    return this.state.error !== undefined ? errorBox(this.state.error) : this.props.children;
  }
}

function errorBox(message: string): ReactElement {
  return createElement('pre', { className: 'live-playground-error', role: 'alert' }, message);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A live code block as `@docusaurus/theme-live-codeblock` shows it: an editor and the code's
 * result. `prerender` (the build only) renders the result to HTML at build time, a throw becoming
 * the error shown; in the browser the same HTML shows until the code runs, then every edit re-runs it.
 */
export function createLivePlayground(
  live: ReactLiveApi,
  scope: Record<string, unknown>,
  prerender?: (element: ReactElement) => string,
): ComponentType<LivePlaygroundProps> {
  function Preview(p: { code: string; noInline: boolean; prerendered?: string }): ReactElement {
    const site = useMdxSite();
    const [running, setRunning] = useState(false);
    const [thrown, setThrown] = useState<{ code: string; message: string }>();
    useEffect(() => setRunning(true), []);
    if (prerender) {
      const outcome = runLiveCode(live, p.code, scope, p.noInline);
      let html: string;
      try {
        html =
          'error' in outcome
            ? `<pre class="live-playground-error" role="alert">${escapeHtml(outcome.error)}</pre>`
            : prerender(createElement(MdxSiteContext.Provider, { value: site }, createElement(outcome.Result)));
      } catch (e) {
        html = `<pre class="live-playground-error" role="alert">${escapeHtml((e as Error).message)}</pre>`;
      }
      return createElement('div', { className: 'live-playground-preview', dangerouslySetInnerHTML: { __html: html } });
    }
    if (!running && p.prerendered !== undefined)
      return createElement('div', {
        className: 'live-playground-preview',
        dangerouslySetInnerHTML: { __html: p.prerendered },
      });
    if (thrown?.code === p.code)
      return createElement('div', { className: 'live-playground-preview' }, errorBox(thrown.message));
    const outcome = runLiveCode(live, p.code, scope, p.noInline, (message) => setThrown({ code: p.code, message }));
    return createElement(
      'div',
      { className: 'live-playground-preview' },
      'error' in outcome
        ? errorBox(outcome.error)
        : createElement(PreviewBoundary, { code: p.code }, createElement(outcome.Result)),
    );
  }

  return function LivePlayground(props: LivePlaygroundProps): ReactElement {
    const [code, setCode] = useState(props.code);
    const id = `live-editor-${useId().replace(/[^\w-]/g, '')}`;
    // The site's code theme, as Docusaurus gives the editor (react-live's own is dark on the page's light).
    const theme = (useMdxSite().themeConfig.prism as { theme?: unknown } | undefined)?.theme;
    return createElement(
      'div',
      { className: 'live-playground' },
      createElement('label', { className: 'live-playground-header', htmlFor: id }, props.title ?? 'Live Editor'),
      createElement(
        'div',
        { className: 'live-playground-editor', role: 'group', 'aria-label': 'Live code editor' },
        createElement(live.Editor, {
          code,
          language: props.language,
          onChange: setCode,
          textareaId: id,
          ...(theme ? { theme } : {}),
        }),
      ),
      createElement('div', { className: 'live-playground-header' }, 'Result'),
      createElement(Preview, {
        code,
        noInline: props.noInline === true,
        ...(props.prerendered !== undefined ? { prerendered: props.prerendered } : {}),
      }),
    );
  };
}
