/**
 * The rest of `themeConfig` (the navbar and footer are mapLook's): the announcement bar, colour
 * mode, Algolia search, code blocks, the table of contents' levels, and the keys docsgen's theme
 * has no setting for, kept as plain data for the site's own components.
 */
import { mapCodeBlocks, type MappedCodeBlocks } from './code-blocks.ts';
import { obj, pick, plainData, str } from './config-values.ts';

type Skip = (field: string, why: string) => void;

export interface MappedThemeConfig {
  announcementBar?: Record<string, unknown>;
  colorMode?: Record<string, unknown>;
  search?: Record<string, unknown>;
  codeBlocks?: MappedCodeBlocks;
  toc?: { minHeadingLevel: number; maxHeadingLevel: number };
  themeConfig?: Record<string, unknown>;
}

/** themeConfig keys mapped to settings of docsgen's own (here or in mapLook), so not kept as data. */
const THEME_KEYS_READ = [
  'navbar',
  'footer',
  'announcementBar',
  'colorMode',
  'algolia',
  'prism',
  'image',
  'tableOfContents',
  'metadata',
];

/** The settings in the order site.config.ts lists them. */
export function mapThemeConfig(theme: Record<string, unknown>, skip: Skip): MappedThemeConfig {
  const out: MappedThemeConfig = {};
  const bar = obj(theme.announcementBar);
  if (str(bar.content)) {
    out.announcementBar = {
      id: str(bar.id) ?? 'announcement',
      content: str(bar.content),
      ...pick(bar, ['backgroundColor', 'textColor', 'isCloseable']),
    };
  }
  const colorMode = obj(theme.colorMode);
  if (Object.keys(colorMode).length)
    out.colorMode = pick(colorMode, ['defaultMode', 'respectPrefersColorScheme', 'disableSwitch']);
  const search = algoliaSearch(obj(theme.algolia), skip);
  if (search) out.search = search;
  const codeBlocks = mapCodeBlocks(obj(theme.prism), skip);
  if (codeBlocks) out.codeBlocks = codeBlocks;
  const toc = obj(theme.tableOfContents);
  if (typeof toc.minHeadingLevel === 'number' || typeof toc.maxHeadingLevel === 'number') {
    out.toc = {
      minHeadingLevel: (toc.minHeadingLevel as number | undefined) ?? 2,
      maxHeadingLevel: (toc.maxHeadingLevel as number | undefined) ?? 3,
    };
  }
  const kept = keptThemeKeys(theme, skip);
  if (Object.keys(kept).length) out.themeConfig = kept;
  return out;
}

function algoliaSearch(algolia: Record<string, unknown>, skip: Skip): Record<string, unknown> | undefined {
  if (!(str(algolia.appId) && str(algolia.apiKey) && str(algolia.indexName))) return undefined;
  for (const key of Object.keys(algolia))
    if (!['appId', 'apiKey', 'indexName', 'contextualSearch'].includes(key))
      skip(`themeConfig.algolia.${key}`, 'no equivalent');
  return {
    algolia: {
      appId: str(algolia.appId),
      apiKey: str(algolia.apiKey),
      indexName: str(algolia.indexName),
      ...pick(algolia, ['contextualSearch']),
    },
  };
}

/**
 * Keys docsgen's theme has no setting for are kept for the site's components, which read them
 * through useThemeConfig(); only plain data can be written out.
 */
function keptThemeKeys(theme: Record<string, unknown>, skip: Skip): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(theme)) {
    if (THEME_KEYS_READ.includes(key)) continue;
    const value = plainData(theme[key]);
    if (value !== undefined) kept[key] = value;
    else
      skip(
        `themeConfig.${key}`,
        'holds functions or module values, which cannot be written to site.config.ts; copy what components need by hand',
      );
  }
  return kept;
}
