/**
 * A second docs instance whose folder holds no markdown when init runs (an empty folder, or a
 * missing one that a plugin's `out` names) is one a plugin writes at build time
 * (docusaurus-plugin-typedoc filling `api/`, say). docsgen runs no Docusaurus plugin, so such an
 * instance could only fail the build (a version without docs, a sidebars file that imports what
 * the plugin writes): it is left out, with a note naming the plugin and what to do.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pluginName } from './config-values.ts';
import { absoluteToRelative } from './project-path.ts';

interface InstanceVersion {
  name: string;
  folder?: string;
  instance?: string;
  /** The route its pages would have (`/api`). */
  path?: string;
}

/** Folder entries looked at before a folder is taken as holding markdown (bounds a huge tree). */
const MAX_ENTRIES = 20_000;

export function withoutUnbuiltInstances(
  config: { versions: InstanceVersion[] },
  dir: string,
  plugins: unknown,
  note: (field: string, why: string) => void,
): Map<string, string> {
  const leftOut = new Map<string, string>();
  const writers = outputFolders(plugins, dir);
  config.versions = config.versions.filter((v) => {
    if (v.instance === undefined || v.folder === undefined || holdsMarkdown(path.join(dir, v.folder))) return true;
    const writer = writers.get(v.folder.replace(/\/+$/, ''));
    // A folder that is not there and that no plugin writes is the build's to report, as before.
    if (!writer && !existsSync(path.join(dir, v.folder))) return true;
    const by = writer ? `it is written at build time by ${writer}, which docsgen does not run` : 'no file to publish';
    const field = `docs instance "${v.instance}" (${v.folder}/)`;
    if (v.path) leftOut.set(field, v.path);
    note(
      field,
      `left out: the folder holds no .md or .mdx file (${by}); generate the files there, then run init again (--force)`,
    );
    return false;
  });
  return leftOut;
}

/** `plugins[i]: "name"` of each plugin whose options name an output folder (`out`), by that folder. */
function outputFolders(plugins: unknown, dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!Array.isArray(plugins)) return out;
  plugins.forEach((plugin: unknown, index) => {
    if (!Array.isArray(plugin) || typeof plugin[1] !== 'object' || plugin[1] === null) return;
    const folder = (plugin[1] as { out?: unknown }).out;
    if (typeof folder !== 'string') return;
    const rel = absoluteToRelative(folder, dir).replace(/^\.\//, '').replace(/\/+$/, '');
    const name = pluginName(plugin);
    out.set(rel, `plugins[${index}]${name ? ` "${name}"` : ''}`);
  });
  return out;
}

function holdsMarkdown(folder: string): boolean {
  const pending = [folder];
  let seen = 0;
  while (pending.length > 0 && seen < MAX_ENTRIES) {
    const current = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      seen++;
      if (entry.isFile() && /\.mdx?$/.test(entry.name)) return true;
      if (entry.isDirectory() && entry.name !== 'node_modules') pending.push(path.join(current, entry.name));
    }
  }
  return seen >= MAX_ENTRIES;
}
