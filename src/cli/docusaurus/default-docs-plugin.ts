/**
 * The site's main docs declared as a plugin: `@docusaurus/plugin-content-docs` in `plugins` with no
 * `id` (or `id: 'default'`). Docusaurus allows one default instance, so a site writes it this way
 * only beside `docs: false` in the classic preset (or with no classic preset); its options are then
 * read exactly as the preset's `docs` would be.
 */
import { isDocsPlugin } from './docs-instances.ts';

export interface DefaultDocsPlugin {
  /** Its place in `plugins`, for notes (`plugins[2][1]`). */
  where: string;
  options: Record<string, unknown>;
}

export function defaultDocsPlugin(
  plugins: unknown,
  nameOf: (plugin: unknown) => string | undefined,
): DefaultDocsPlugin | undefined {
  if (!Array.isArray(plugins)) return undefined;
  for (const [index, plugin] of plugins.entries()) {
    if (!isDocsPlugin(plugin, nameOf)) continue;
    const options = Array.isArray(plugin) && typeof plugin[1] === 'object' && plugin[1] !== null ? plugin[1] : {};
    const id = (options as { id?: unknown }).id;
    if (id === undefined || id === 'default')
      return { where: `plugins[${index}][1]`, options: options as Record<string, unknown> };
  }
  return undefined;
}
