import { useMdxSite, type MdxSiteInfo } from './context.ts';
import { useVersions, type DocsVersion } from './docsClient.ts';

/** The one plugin docsgen has data for: its docs, under Docusaurus's plugin name and default id. */
export const DOCS_PLUGIN = { name: 'docusaurus-plugin-content-docs', id: 'default' } as const;

export interface DocsPluginData {
  /** URL path of the latest version, with the baseUrl. */
  path: string;
  versions: DocsVersion[];
  breadcrumbs: boolean;
}

type GlobalData = Record<string, Record<string, unknown>>;

function docsData(site: MdxSiteInfo, versions: DocsVersion[]): DocsPluginData {
  return { path: (versions.find((v) => v.isLast) ?? versions[0])?.path ?? site.baseUrl, versions, breadcrumbs: true };
}

/**
 * `@docusaurus/useGlobalData`: plugin data by plugin name and id. docsgen's docs are the only
 * plugin, so components that read the docs versions this way get them; any other plugin has
 * no data, and asking for it throws, as in Docusaurus, naming the plugin.
 */
export default function useGlobalData(): GlobalData {
  const site = useMdxSite();
  return { [DOCS_PLUGIN.name]: { [DOCS_PLUGIN.id]: docsData(site, useVersions()) } };
}

export function useAllPluginInstancesData(
  pluginName: string,
  options: { failfast?: boolean } = {},
): Record<string, unknown> | undefined {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(noData(pluginName));
  return data;
}

export function usePluginData(
  pluginName: string,
  pluginId: string = DOCS_PLUGIN.id,
  options: { failfast?: boolean } = {},
): unknown {
  const data = useGlobalData()[pluginName]?.[pluginId];
  if (!data && options.failfast) throw new Error(noData(pluginName, pluginId));
  return data;
}

function noData(pluginName: string, pluginId?: string): string {
  return `no global data for the plugin "${pluginName}"${pluginId ? ` (id "${pluginId}")` : ''}: docsgen has data for "${DOCS_PLUGIN.name}" only`;
}
