/**
 * The few browser globals the `@docusaurus/*` hooks touch in a `client:load` component. src/theme
 * is typed without the DOM library (it renders in Node), so they are reached through globalThis
 * and are undefined while prerendering.
 */
interface HtmlElementLike {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

interface BrowserGlobals {
  document?: { documentElement: HtmlElementLike; createElement?: unknown };
  addEventListener?: unknown;
  IntersectionObserver?: unknown;
  screen?: unknown;
  localStorage?: {
    setItem(key: string, value: string): void;
    getItem(key: string): string | null;
    removeItem(key: string): void;
    key(index: number): string | null;
    length: number;
  };
  innerWidth?: number;
  MutationObserver?: new (callback: () => void) => {
    observe(target: HtmlElementLike, options: { attributes: boolean; attributeFilter: string[] }): void;
    disconnect(): void;
  };
}

export const browser = globalThis as unknown as BrowserGlobals;
