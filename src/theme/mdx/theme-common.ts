import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../shared/storage-keys.ts';
import { browser } from './browser-globals.ts';
import { useMdxSite } from './context.ts';
import type { DocCardItem } from './DocCardList.tsx';

export * from './theme-common-more.ts';
// Swizzled BlogPostItems of Docusaurus 2 take it from the internal entry, which is this one here.
export { useBlogPost } from './blogClient.ts';

/**
 * `@docusaurus/theme-common`: the hook category index pages pass to `<DocCardList items={…} />`.
 * It answers with the category this page is the index of (else the innermost one listing it), as
 * Docusaurus describes sidebar items.
 */
export function useCurrentSidebarCategory(): { type: 'category'; label: string; items: DocCardItem[] } {
  const category = useMdxSite().currentCategory;
  if (!category) {
    throw new Error(
      'useCurrentSidebarCategory() is called on a page that is in no sidebar category; put this doc in a category of the sidebars file',
    );
  }
  return {
    type: 'category',
    label: category.label,
    items: category.cards.map((card) => ({
      type: 'link',
      label: card.label,
      href: card.href,
      ...(card.description ? { description: card.description } : {}),
    })),
  };
}

export type ColorMode = 'light' | 'dark';

/** The mode on screen: the head script and the navbar toggle keep it in `html[data-theme]`. */
function shownMode(): ColorMode {
  return browser.document?.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function onModeChange(listener: () => void): () => void {
  const { document, MutationObserver } = browser;
  if (!document || !MutationObserver) return () => {};
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * `useColorMode`: the site's default mode while prerendering (the visitor's mode is not known
 * then, as in Docusaurus); in a `client:load` component, the mode on screen, re-rendering when
 * the visitor switches. `setColorMode` switches the page and remembers the choice.
 */
export function useColorMode(): {
  colorMode: ColorMode;
  isDarkTheme: boolean;
  setColorMode: (mode: ColorMode) => void;
} {
  const fallback = useMdxSite().defaultColorMode ?? 'light';
  const colorMode = useSyncExternalStore(onModeChange, shownMode, () => fallback);
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode };
}

function setColorMode(mode: ColorMode): void {
  const html = browser.document?.documentElement;
  if (!html) return;
  html.setAttribute('data-theme', mode);
  html.setAttribute('data-theme-choice', mode);
  try {
    browser.localStorage?.setItem(STORAGE_KEYS.theme, mode);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/** `useThemeConfig()`: Docusaurus's `themeConfig`, as docsgen's config and the site's `themeConfig` give it. */
export function useThemeConfig(): Record<string, unknown> {
  return useMdxSite().themeConfig;
}

/** A Prism theme in prism-react-renderer's shape, as `themeConfig.prism.theme` holds it. */
export interface PrismRendererTheme {
  plain: { color?: string; backgroundColor?: string };
  styles: { types: string[]; style: { color?: string } }[];
}

/**
 * `usePrismTheme()`: `prism.darkTheme` in dark mode (when the site has one), else `prism.theme`,
 * for components that highlight code themselves. The mode is `useColorMode()`'s.
 */
export function usePrismTheme(): PrismRendererTheme {
  const prism = (useThemeConfig().prism ?? {}) as { theme?: PrismRendererTheme; darkTheme?: PrismRendererTheme };
  const { isDarkTheme } = useColorMode();
  return (isDarkTheme ? prism.darkTheme : undefined) ?? prism.theme ?? { plain: {}, styles: [] };
}
