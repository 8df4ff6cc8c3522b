import type { VFile } from 'vfile';
import { packageName } from '../render/package-entry.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PluginFunction = (...args: any[]) => any;
type Next = (error?: unknown, value?: unknown) => void;

/** Where a site plugin comes from, for the warning when it fails on a page. */
export interface PluginOrigin {
  /** As the config names it: `./plugins/remark-x.js`, `remark-x`. */
  target: string;
  /** The `markdown` list it is in: `remarkPlugins`. */
  field: string;
}

/**
 * A site plugin (loaded from the site) whose transform throws on a page, most often because a
 * package it imports while it runs is not installed, leaves that page as the steps before it made
 * it, with a warning, instead of failing the build as a bug of docsgen's. The warning has no
 * position and the same words on every page, so the report names it once with the pages' count.
 */
export function guardSitePlugin(plugin: PluginFunction, origin: PluginOrigin): PluginFunction {
  return function attach(this: unknown, ...options: unknown[]) {
    const transformer = plugin.apply(this, options) as unknown;
    if (typeof transformer !== 'function') return transformer;
    const run = transformer as (tree: unknown, file: VFile, next: Next) => unknown;
    return async (tree: unknown, file: VFile) => {
      try {
        return await new Promise((resolve, reject) => {
          // A transformer returns its result (or a promise of it), or calls `next` when it takes three parameters.
          const out = run(tree, file, (error, value) => (error ? reject(error) : resolve(value)));
          if (run.length < 3) Promise.resolve(out).then(resolve, reject);
        });
      } catch (error) {
        reportFailure(file, origin, error);
        return undefined;
      }
    };
  };
}

function reportFailure(file: VFile, { target, field }: PluginOrigin, error: unknown): void {
  const text = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  const kind = field.toLowerCase().includes('remark') ? 'remark' : 'rehype';
  const missing =
    (error as { code?: unknown })?.code === 'ERR_MODULE_NOT_FOUND' ||
    (error as { code?: unknown })?.code === 'MODULE_NOT_FOUND';
  const wanted = missing ? /Cannot find (?:package|module) '([^']+)'/.exec(text)?.[1] : undefined;
  const message = file.message(
    `The ${kind} plugin "${target}" (markdown.${field}) failed: ${text.replace(/ imported from \S+/, '')}; the page is rendered without it.`,
    { ruleId: 'markdown-plugin-failed', source: 'docsgen' },
  );
  message.note = wanted
    ? `It imports "${packageName(wanted)}" while it runs, which is not installed: install it in the site folder (npm install ${packageName(wanted)}).`
    : `Fix the plugin, or remove it from markdown.${field}.`;
}
