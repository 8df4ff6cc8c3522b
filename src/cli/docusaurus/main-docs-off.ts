/**
 * `docs: false` in the preset beside docs plugins with an `id`: the site's docs are those instances
 * only. The main docs' version (the preset's default `docs/` folder, which such a site rarely has)
 * is dropped, `docs: false` is not written (it would stop every docs folder being read), and the
 * latest version is the first instance's last version (its shortest path, as Docusaurus routes it).
 */
interface Versioned {
  docs?: false;
  versions: { name: string; path: string; instance?: string }[];
  latestVersion: string;
}

export function mainDocsOff(config: Versioned): void {
  if (config.docs !== false) return;
  const instances = config.versions.filter((v) => v.instance !== undefined);
  if (instances.length === 0) return;
  const first = instances.filter((v) => v.instance === instances[0]!.instance);
  const latest = first.reduce((best, v) => (v.path.length < best.path.length ? v : best));
  config.versions = instances;
  config.latestVersion = latest.name;
  delete config.docs;
}
