import {
  Component,
  createElement,
  Fragment,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type PropsWithChildren,
} from 'react';
import Details from './Details.tsx';
import Head from './Head.tsx';
import { browser } from './browser-globals.ts';
import { useMdxSite } from './context.ts';
import type { DocCardItem } from './DocCardList.tsx';

/**
 * The rest of `@docusaurus/theme-common`'s names, so a site component that imports one still
 * compiles: a module the site's MDXComponents or Root imports must not fail over one name.
 * What a prerender can answer is answered as Docusaurus answers it on the server (no scroll, no
 * window size, providers that pass their children through); what needs Docusaurus's own client
 * state throws when called, naming itself, so only the component that uses it fails.
 */

/** A function that throws, naming itself, when a component calls it. */
function notProvided(name: string): () => never {
  return () => {
    throw new Error(
      `${name} (@docusaurus/theme-common) is not provided by docsgen; the component calling it is left out`,
    );
  };
}

/** A provider: its children, as they are. */
const passThrough = ({ children }: PropsWithChildren) => createElement(Fragment, null, children);
const nothing = () => null;
const noop = () => {};

// Public names.
export const useStorageSlot = notProvided('useStorageSlot');
export const useContextualSearchFilters = notProvided('useContextualSearchFilters');
export const translateTagsPageTitle = notProvided('translateTagsPageTitle');
export const listTagsByLetters = notProvided('listTagsByLetters');
export { Details };

/** `createStorageSlot(key)`: the visitor's stored value (none while prerendering). */
export function createStorageSlot(key: string) {
  const storage = () => {
    try {
      return browser.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get: () => storage()?.getItem(key) ?? null,
    set: (value: string) => storage()?.setItem(key, value),
    del: () => storage()?.removeItem(key),
    listen: () => noop,
  };
}

export function listStorageKeys(): string[] {
  const storage = browser.localStorage;
  return storage ? Array.from({ length: storage.length }, (_, i) => storage.key(i)!) : [];
}

/** Cards a `<DocCardList items>` shows: unlisted docs left out, as on a category page. */
export function filterDocCardListItems(items: (DocCardItem & { unlisted?: boolean })[]): DocCardItem[] {
  return items.filter((item) => !item.unlisted);
}

/** `usePluralForm().selectMessage(count, 'one item|{count} items')`: English plural rules. */
export function usePluralForm() {
  const selectMessage = (count: number, message: string) => {
    const forms = message.split('|');
    return (count === 1 ? forms[0]! : (forms[1] ?? forms[0]!)).trim();
  };
  return { selectMessage };
}

export function useCollapsible(o: { initialState: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(o.initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/** `<Collapsible collapsed>`: its children, hidden while collapsed. */
export function Collapsible(props: { collapsed: boolean; children?: ReactNode; className?: string }) {
  return createElement('div', { className: props.className, hidden: props.collapsed || undefined }, props.children);
}

/** Class names of the theme's parts: any name read gives an empty class (docsgen's theme uses its own). */
function classNames(): unknown {
  const empty = Object.assign(() => '', { toString: () => '' });
  return new Proxy(empty, {
    get: (_, key) => (key === Symbol.toPrimitive ? () => '' : key === 'toString' ? () => '' : classNames()),
  });
}
export const ThemeClassNames = classNames();

export const useIsomorphicLayoutEffect = useEffect;

export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  ref.current = callback;
  return useCallback(((...args) => ref.current(...args)) as T, []);
}

export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

export function composeProviders(providers: ((p: PropsWithChildren) => ReactNode)[]) {
  return ({ children }: PropsWithChildren) =>
    providers.reduceRight<ReactNode>((inner, provider) => createElement(provider, null, inner), children);
}

export class ReactContextError extends Error {
  constructor(providerName: string, extra?: string) {
    super(`Hook is called outside the <${providerName}>. ${extra ?? ''}`);
  }
}

/** `<PageMetadata title description>`: the page's `<title>` and description, in the document head. */
export function PageMetadata(props: { title?: string; description?: string; keywords?: string | string[] }) {
  const site = useMdxSite();
  const keywords = Array.isArray(props.keywords) ? props.keywords.join(',') : props.keywords;
  return createElement(
    Head,
    null,
    props.title ? createElement('title', null, `${props.title} | ${site.title}`) : null,
    props.description ? createElement('meta', { name: 'description', content: props.description }) : null,
    keywords ? createElement('meta', { name: 'keywords', content: keywords }) : null,
  );
}

export const HtmlClassNameProvider = passThrough;
export const NavbarSecondaryMenuFiller = nothing;

/** `'ssr'` while prerendering, as Docusaurus answers on the server; the width class in the browser. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const width = browser.document ? browser.innerWidth : undefined;
  return width === undefined ? 'ssr' : width > 996 ? 'desktop' : 'mobile';
}

export function isMultiColumnFooterLinks(links: unknown[]): boolean {
  return links.length > 0 && typeof links[0] === 'object' && links[0] !== null && 'title' in links[0];
}

export function isRegexpStringMatch(regexp: string | undefined, value: string): boolean {
  return regexp !== undefined && new RegExp(regexp, 'gi').test(value);
}

export function uniq<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function duplicates<T>(values: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return values.filter((v, i) => values.findIndex((w) => same(v, w)) !== i);
}

export function processAdmonitionProps<T>(props: T): T {
  return props;
}

export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';
export const SkipToContentLink = nothing;
export const UnlistedBannerTitle = nothing;
export const UnlistedBannerMessage = nothing;
export const UnlistedMetadata = nothing;
export const ErrorBoundaryTryAgainButton = nothing;

export function ErrorBoundaryError(props: { error: Error }) {
  return createElement('p', null, props.error.message);
}

/** Passes its children; an error below it reaches the page's own report. */
export class ErrorCauseBoundary extends Component<PropsWithChildren> {
  render(): ReactNode {
    return this.props.children;
  }
}

// Names of `@docusaurus/theme-common/internal` (swizzled components import them).
export const AnnouncementBarProvider = passThrough;
export const ColorModeProvider = passThrough;
export const ScrollControllerProvider = passThrough;
export const PluginHtmlClassNameProvider = passThrough;
export const NavbarProvider = passThrough;
export const useAnnouncementBar = () => ({ isActive: false, close: noop });
// Not disabled, as on Docusaurus's server: a swizzled navbar draws its menu button, which opens docsgen's mobile menu.
export const useNavbarMobileSidebar = () => ({ disabled: false, shouldRender: false, shown: false, toggle: noop });
export const useNavbarSecondaryMenu = () => ({ shown: false, hide: noop, content: null });
export const useHideableNavbar = () => ({ navbarRef: noop, isNavbarVisible: true });
export const useBackToTopButton = () => ({ shown: false, scrollToTop: noop });
export const useScrollPositionBlocker = () => ({ blockElementScrollPositionUntilNextRender: noop });
export const useScrollController = () => ({ scrollEventsEnabledRef: { current: true }, enableScrollEvents: noop });
// Effects: nothing runs while prerendering, as on Docusaurus's server.
export const useLocationChange = noop;
export const useHistoryPopHandler = noop;
export const useScrollPosition = noop;
export const useTOCHighlight = noop;
export const useKeyboardNavigation = noop;
export const useLockBodyScroll = noop;
export const keyboardFocusedClassName = 'navigation-with-keyboard';
export const DEFAULT_SEARCH_TAG = 'default';

export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const norm = (p: string | undefined) => (p?.endsWith('/') ? p : `${p}/`).toLowerCase();
  return norm(a) === norm(b);
}

/** Navbar items by `position`: left ones, then right ones. */
export function splitNavbarItems<T extends { position?: string }>(items: T[]): [T[], T[]] {
  return [items.filter((i) => i.position !== 'right'), items.filter((i) => i.position === 'right')];
}

export { sanitizeTabsChildren, useTabs } from './tabs-hooks.ts';
export const useAlternatePageUtils = notProvided('useAlternatePageUtils');
export const parseCodeBlockTitle = notProvided('parseCodeBlockTitle');
export const parseLanguage = notProvided('parseLanguage');
export const parseLines = notProvided('parseLines');
export const containsLineNumbers = notProvided('containsLineNumbers');
export const useTitleFormatter = notProvided('useTitleFormatter');
export const useLocalPathname = notProvided('useLocalPathname');
export const useHistorySelector = notProvided('useHistorySelector');
export const useQueryStringValue = notProvided('useQueryStringValue');
export const useFilteredAndTreeifiedTOC = notProvided('useFilteredAndTreeifiedTOC');
export const useTreeifiedTOC = notProvided('useTreeifiedTOC');
export const useSmoothScrollTo = notProvided('useSmoothScrollTo');
export const useHomePageRoute = notProvided('useHomePageRoute');
export const useDateTimeFormat = notProvided('useDateTimeFormat');
export const useCodeWordWrap = notProvided('useCodeWordWrap');
export const getPrismCssVariables = notProvided('getPrismCssVariables');
// Docs hooks older sites import from here (now in @docusaurus/plugin-content-docs/client): docsgen's where it has them.
export { useDoc, useDocById, useDocsPreferredVersion, useDocsVersion } from './docsClient.ts';
export {
  findFirstSidebarItemLink,
  findFirstSidebarItemLink as findFirstCategoryLink,
  isActiveSidebarItem,
  useDocsSidebar,
  useSidebarBreadcrumbs,
} from './docs-sidebar-hooks.ts';
export const useActivePlugin = notProvided('useActivePlugin');
export const DocsSidebarProvider = passThrough;
export const DocsVersionProvider = passThrough;
export const DocProvider = passThrough;
