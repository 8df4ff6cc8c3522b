/**
 * Docusaurus has no page at a docs version's path unless a doc is there (`slug: /`, an index doc
 * at the folder's root); docsgen's own sites get a page listing the version's docs. A migrated site
 * keeps Docusaurus's routes: each version is written with `landing: false`.
 */
export function withoutVersionLandings(config: { versions: object[] }): void {
  for (const version of config.versions) Object.assign(version, { landing: false });
}
