/** Site settings, from the script the build writes beside the islands (see src/pipeline/client-bundle.ts). */
export interface ClientConfig {
  title: string;
  baseUrl: string;
  latestVersion: string;
  versions: { name: string; label: string; path: string; mainHref: string }[];
  storageKeys: { theme: string; announcementDismiss: string; announcementId: string; preferredVersion: string };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  announcementId: string | null;
  /** URL of the search page, base included, in the shape it is published (`/search/`). */
  searchPage?: string;
  search: {
    placeholder: string;
    inputLimit: number;
    maxResultsPerGroup: number;
    hitsPerPage: number;
    contextualSearch: boolean;
    algolia: {
      appId: string;
      apiKey: string;
      indexName: string;
      contextualSearch: boolean;
      hosts?: string[];
      replaceSearchResultPathname?: { from: string; to: string };
    } | null;
  };
  imageZoom: { selector: string; delayMs: number; scrollOffset: number; background: { light: string; dark: string } };
}

declare global {
  interface Window {
    docsgenConfig?: ClientConfig;
  }
}

/**
 * Set by the settings script the build writes (`assets/js/config-<hash>.js`), which every page
 * loads deferred before the islands' module: deferred and module scripts run in document order.
 */
export const config: ClientConfig = window.docsgenConfig as ClientConfig;

/** Version of the page being read (from <meta name="docsgen:version">). */
export function currentVersion(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="docsgen:version"]')?.content ?? config.latestVersion;
}
