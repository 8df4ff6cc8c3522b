/** Site settings, read from the JSON the build writes into every page (see src/pipeline/client-bundle.ts). */
export interface ClientConfig {
  title: string;
  baseUrl: string;
  latestVersion: string;
  versions: { name: string; label: string; path: string; mainHref: string }[];
  storageKeys: { theme: string; announcementDismiss: string; announcementId: string; preferredVersion: string };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  announcementId: string | null;
  search: {
    placeholder: string;
    inputLimit: number;
    maxResultsPerGroup: number;
    hitsPerPage: number;
    contextualSearch: boolean;
    algolia: { appId: string; apiKey: string; indexName: string; contextualSearch: boolean; hosts?: string[]; replaceSearchResultPathname?: { from: string; to: string } } | null;
  };
  imageZoom: { selector: string; delayMs: number; scrollOffset: number; background: { light: string; dark: string } };
}

/** Written into every page by the build as `<script id="docsgen-config" type="application/json">`. */
export const config: ClientConfig = JSON.parse(document.getElementById('docsgen-config')?.textContent || 'null') as ClientConfig;

/** Version of the page being read (from <meta name="docsgen:version">). */
export function currentVersion(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="docsgen:version"]')?.content ?? config.latestVersion;
}
