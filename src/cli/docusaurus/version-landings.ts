/**
 * Docusaurus has no page at a docs version's path unless a doc is there (`slug: /`, an index doc
 * at the folder's root); docsgen's own sites get a page listing the version's docs. A migrated site
 * keeps Docusaurus's routes: each version is written with `landing: false`. Docusaurus 2 alphas
 * served the doc named by the docs options' `homePageId` at the version's path: such a site keeps
 * a page there, the version's landing.
 */
export function withoutVersionLandings(
  config: { versions: object[] },
  docusaurusConfig: Record<string, unknown>,
): void {
  if (hasHomePageId(docusaurusConfig.presets)) return;
  for (const version of config.versions) Object.assign(version, { landing: false });
}

function hasHomePageId(presets: unknown): boolean {
  if (!Array.isArray(presets)) return false;
  return presets.some((preset: unknown) => {
    const options = Array.isArray(preset) ? (preset[1] as unknown) : undefined;
    const docs = typeof options === 'object' && options !== null ? (options as { docs?: unknown }).docs : undefined;
    return (
      typeof docs === 'object' && docs !== null && typeof (docs as { homePageId?: unknown }).homePageId === 'string'
    );
  });
}
