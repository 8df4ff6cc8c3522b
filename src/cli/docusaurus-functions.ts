/**
 * `import { docusaurusFunctions } from 'docsgen/docusaurus'`: what a site.config.ts written by
 * `docsgen init --from-docusaurus` uses to call the functions of docusaurus.config.js
 * (`sidebarItemsGenerator`, `markdown.preprocessor`, …) as Docusaurus does. A function cannot be
 * copied into site.config.ts (it reads helpers and constants of its own file), so the Docusaurus
 * config is evaluated again, the way init evaluates it, each time site.config.ts loads.
 */
import path from 'node:path';
import { loadDocusaurusConfig } from './init-from-docusaurus.ts';

/** A function of the Docusaurus config, by its place (`presets[0][1].docs.sidebarItemsGenerator`). */
// Any: the functions are the site's own, typed where site.config.ts places them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DocusaurusFunctionAt = (where: string) => (...args: any[]) => any;

/**
 * Evaluates `file` (relative to `dir`, the folder of site.config.ts) and returns the lookup of its
 * functions. A place that holds no function throws, naming it: the config then fails to load with
 * that message, instead of a build that quietly does without the function.
 */
export async function docusaurusFunctions(dir: string, file = 'docusaurus.config.js'): Promise<DocusaurusFunctionAt> {
  const configFile = path.resolve(dir, file);
  const config = await loadDocusaurusConfig(configFile, true).catch((error: unknown) =>
    loadDocusaurusConfig(configFile, false).catch(() => Promise.reject(error)),
  );
  return (where) => {
    let value: unknown = config;
    for (const key of where.replace(/\[(\d+)\]/g, '.$1').split('.'))
      value = (value as Record<string, unknown> | undefined)?.[key];
    if (typeof value !== 'function')
      throw new Error(
        `${file} has no function at ${where} any more; run \`docsgen init --from-docusaurus . --force\` again`,
      );
    return value as ReturnType<DocusaurusFunctionAt>;
  };
}
