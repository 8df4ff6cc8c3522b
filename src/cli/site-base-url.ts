import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The base URL `serve` and `check` put the output under: `--base-url` when given, else the
 * project's configured `baseUrl` (the config is loaded, so a bad config is reported as in
 * `build`), else `/` for an output folder with no project around it.
 */
export async function siteBaseUrl(root: string, override: string | undefined): Promise<string> {
  if (override !== undefined) return override;
  const hasConfig = ['site.config.ts', 'site.config.mjs', 'site.config.js'].some((f) => existsSync(path.join(root, f)));
  if (!hasConfig) return '/';
  const { loadConfig } = await import('../pipeline/config.ts');
  return (await loadConfig({ root })).site.baseUrl;
}

/** commander parser for `--base-url`: the same rule as the config field. */
export function parseBaseUrl(value: string): string {
  if (!/^\/(.*\/)?$/.test(value))
    throw new Error(`--base-url needs a path that starts and ends with /, got "${value}".`);
  return value;
}
