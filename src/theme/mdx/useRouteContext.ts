import { DOCS_PLUGIN } from './useGlobalData.ts';

/** `@docusaurus/useRouteContext`: every docs page belongs to docsgen's one docs plugin. */
export default function useRouteContext(): { plugin: { name: string; id: string }; data: Record<string, never> } {
  return { plugin: { name: DOCS_PLUGIN.name, id: DOCS_PLUGIN.id }, data: {} };
}
