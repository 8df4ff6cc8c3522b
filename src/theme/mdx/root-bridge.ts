import {
  Component,
  createElement as h,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentType,
  type Context,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { MdxSiteContext, type MdxSiteInfo } from './context.ts';
import { islandSiteJson } from './island-site.ts';

/**
 * Browser side of the islands of a site with a swizzled Root: the Root renders ONCE for the page,
 * off screen (its markup is on the page already, prerendered), and each island hydrates under the
 * contexts that Root instance provides, bridged to it. So the islands share the Root's state (one
 * store, one query client), as the components of a Docusaurus page do, and hydrate exactly the
 * markup they prerendered: the Root adds no element inside them.
 */

type AnyContext = Context<unknown>;

/** What this module touches of the DOM (src/theme is typed without the DOM library; this runs in the browser only). */
interface IslandElement {
  dataset: Record<string, string | undefined>;
  ownerDocument: { querySelectorAll(selector: string): Iterable<unknown> };
}
interface PageDocument {
  querySelectorAll(selector: string): Iterable<IslandElement>;
  createElement(tag: string): never;
}
type RootComponent = ComponentType<{ children?: ReactNode }>;

interface Fiber {
  type: unknown;
  memoizedProps: { value?: unknown } | null;
  return: Fiber | null;
}

const CONTEXT = Symbol.for('react.context');
const PROVIDER = Symbol.for('react.provider');

/** The contexts provided above a fiber, innermost first, each once: React's own tree, read after commit. */
function providersAbove(fiber: Fiber | undefined): { context: AnyContext; value: unknown }[] {
  const found: { context: AnyContext; value: unknown }[] = [];
  for (let f = fiber?.return; f; f = f.return) {
    const type = f.type as { $$typeof?: symbol; _context?: AnyContext } | null;
    const context =
      type?.$$typeof === CONTEXT ? (type as AnyContext) : type?.$$typeof === PROVIDER ? type._context : undefined;
    // The site context is each island's own (its page's fields); the others are the Root's.
    if (!context || context === (MdxSiteContext as AnyContext) || found.some((p) => p.context === context)) continue;
    found.push({ context, value: f.memoizedProps?.value });
  }
  return found;
}

/** The Root's contexts and their current values, which islands subscribe to. */
class RootValues {
  contexts: AnyContext[] = [];
  /** The values of the Root's first render, the ones the page was prerendered with: what islands hydrate with. */
  initial: unknown[] = [];
  values: unknown[] = [];
  private readonly listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  snapshot = () => this.values;
  hydrationSnapshot = () => this.initial;
  set(values: unknown[]) {
    if (values.length === this.values.length && values.every((v, i) => Object.is(v, this.values[i]))) return;
    this.values = values;
    for (const listener of this.listeners) listener();
  }
}

/** Rendered as the Root's children: finds the providers above it, then follows their values. */
function captureUnder(store: RootValues) {
  function Follow() {
    // The list of contexts is fixed once found, so the hooks run in the same order every render.
    const now = store.contexts.map((c) => useContext(c));
    useLayoutEffect(() => store.set(now));
    return null;
  }
  return class Capture extends Component<object, { found: boolean }> {
    state = { found: false };
    componentDidMount() {
      const found = providersAbove((this as unknown as { _reactInternals?: Fiber })._reactInternals);
      store.contexts = found.map((p) => p.context);
      store.values = store.initial = found.map((p) => p.value);
      this.setState({ found: true });
    }
    render() {
      return this.state.found && store.contexts.length > 0 ? h(Follow) : null;
    }
  };
}

/** An island's tree: the Root's contexts with their live values around the component. */
function bridged(store: RootValues, child: ReactNode): ReactNode {
  function Bridge() {
    // Hydrated with the first values (a Root effect may have changed them already: the BrowserOnly
    // currency of a visitor's language), then re-rendered with the current ones, as in Docusaurus.
    const values = useSyncExternalStore(store.subscribe, store.snapshot, store.hydrationSnapshot);
    return store.contexts.reduceRight<ReactNode>((inner, context, i) => h(context, { value: values[i] }, inner), child);
  }
  return h(Bridge);
}

/** Renders the Root once off screen, then hydrates each `[data-mdx-hydrate=id]` of the page inside its contexts. */
export function hydrateInsideRoot(Root: RootComponent, islands: [id: string, component: ComponentType][]): void {
  const document = (globalThis as unknown as { document: PageDocument }).document;
  const elements = islands.flatMap(([id, C]) =>
    [...document.querySelectorAll(`[data-mdx-hydrate="${id}"]`)]
      .filter((el) => !el.dataset.hydrated)
      .map((el) => ({ el, C })),
  );
  if (elements.length === 0) return;
  const siteOf = (el: IslandElement): MdxSiteInfo => ({
    ...JSON.parse(islandSiteJson(el)),
    admonitionIcon: () => '',
  });
  const store = new RootValues();
  const Capture = captureUnder(store);
  const offscreen = createRoot(document.createElement('div'));
  flushSync(() =>
    offscreen.render(h(MdxSiteContext.Provider, { value: siteOf(elements[0]!.el) }, h(Root, null, h(Capture)))),
  );
  for (const { el, C } of elements) {
    el.dataset.hydrated = '1';
    const props = JSON.parse(el.dataset.props || '{}') as Record<string, unknown>;
    hydrateRoot(el, h(MdxSiteContext.Provider, { value: siteOf(el) }, bridged(store, h(C, props))));
  }
}
