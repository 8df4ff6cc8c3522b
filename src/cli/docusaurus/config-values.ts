/**
 * Readers for the values of an evaluated Docusaurus config, shared by the mappers of each config
 * area: a field is read as the type docsgen needs, or left out, never trusted as it comes.
 */

/** A stand-in for a value from a module that was not loaded. */
export type ModuleRef = { __docsgenRef: string };

/** The package (or resolved path) a `plugins` entry names, as written or as its stand-in remembers it. */
export function pluginName(plugin: unknown): string | undefined {
  const entry = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof entry === 'string' ? entry : refPath(entry);
}

/**
 * The package a file in node_modules belongs to (`/site/node_modules/@scope/name/dist/x.js` → `@scope/name`): what a
 * config's `require.resolve('@scope/name')` names once the site's packages are installed; anything else as given.
 */
export function installedPackageName(name: string): string {
  const at = name.lastIndexOf('/node_modules/');
  if (at < 0) return name;
  const [first = '', second] = name.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

export function refPath(value: unknown): string | undefined {
  if ((typeof value === 'object' || typeof value === 'function') && value !== null) {
    const ref = (value as Partial<ModuleRef>).__docsgenRef;
    if (typeof ref === 'string') return ref;
  }
  return undefined;
}

/** A path under the project as written from its folder; anything else as given. */
export function projectRelative(file: string, projectDir: string | undefined): string {
  const dir = projectDir?.replace(/\/+$/, '');
  return dir && file.startsWith(`${dir}/`) ? file.slice(dir.length + 1) : file;
}

export function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

export function obj(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A JSON round trip of plain data, or undefined when it holds functions or module references. */
export function plainData(value: unknown): unknown {
  let plain = true;
  const seen = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint' || refPath(v) !== undefined)
      plain = false;
    return typeof v === 'bigint' ? undefined : v;
  });
  return plain && seen !== undefined ? JSON.parse(seen) : undefined;
}

/** The classic preset (or one wrapping it) found in `presets`, with its options. */
export interface ClassicPreset {
  index: number;
  options: Record<string, unknown>;
  /** The package that wraps the classic preset, when it is not classic itself. */
  wrapper?: string;
}
