import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from '../shared/diagnostics.ts';
import type { SiteSettings } from '../shared/config-schema.ts';
import type { PageSource } from '../shared/types.ts';
import type { PluginEntry } from '../render/markdown/processor.ts';
import { packageEntry, packageName } from '../render/package-entry.ts';
import { importBundledPlugin } from './plugin-bundle.ts';
import { PACKAGE_ROOT } from './package-root.ts';
import { guardSitePlugin } from './site-plugin-guard.ts';
import { isFile } from '../render/path-kind.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PluginFunction = (...args: any[]) => any;

/** The four plugin lists of `markdown`, each entry a function (with its options) ready for unified. */
export interface SitePlugins {
  beforeRemark: PluginEntry[];
  remark: PluginEntry[];
  beforeRehype: PluginEntry[];
  rehype: PluginEntry[];
}

const LISTS = {
  beforeRemark: 'beforeDefaultRemarkPlugins',
  remark: 'remarkPlugins',
  beforeRehype: 'beforeDefaultRehypePlugins',
  rehype: 'rehypePlugins',
} as const;

/**
 * Loads the plugins `markdown` names by string (a package the site installed, or a file of the
 * site) from the site folder, as Docusaurus loads them from the site's own node_modules. One that
 * cannot be loaded is left out with one warning, naming it and the pages it would have changed,
 * so the build goes on and the author sees what is missing where.
 */
export async function loadSitePlugins(
  root: string,
  markdown: SiteSettings['markdown'],
  configFile: string,
  pages: readonly PageSource[] = [],
): Promise<{ plugins: SitePlugins; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const plugins: SitePlugins = { beforeRemark: [], remark: [], beforeRehype: [], rehype: [] };
  for (const [key, field] of Object.entries(LISTS) as [keyof SitePlugins, (typeof LISTS)[keyof SitePlugins]][]) {
    for (const entry of markdown[field] ?? []) {
      const [target, ...options] = Array.isArray(entry) ? entry : [entry];
      if (typeof target !== 'string') {
        plugins[key].push(entry as PluginEntry);
        continue;
      }
      const loaded = await loadPlugin(root, target);
      if (typeof loaded === 'function') {
        const guarded = guardSitePlugin(loaded, { target, field });
        plugins[key].push(options.length ? [guarded, ...options] : guarded);
        continue;
      }
      const kind = key.endsWith('emark') ? 'remark' : 'rehype';
      const affected = pagesUsing(target, pages);
      const shown = affected.slice(0, 5).map((p) => p.file);
      const more = affected.length > shown.length ? ` and ${affected.length - shown.length} more` : '';
      const where = affected.length
        ? `${affected.length} page${affected.length === 1 ? ' is' : 's are'} rendered without it: ${shown.join(', ')}${more}`
        : 'no page seems to need it';
      const local = /^[./]/.test(target);
      diagnostics.push({
        severity: 'warning',
        code: 'markdown-plugin-missing',
        file: path.relative(process.cwd(), configFile) || configFile,
        message: `The ${kind} plugin "${target}" (markdown.${field}) ${loaded}; ${where}.`,
        hint: local
          ? `Check the path: it is read from the site folder (${path.relative(process.cwd(), root) || '.'}).`
          : `Install it in the site folder (npm install ${packageName(target)}), or remove it from markdown.${field}.`,
      });
    }
  }
  return { plugins, diagnostics };
}

/** The files the string entries of `markdown` load, where they exist (inputs of the render cache's key). */
export function sitePluginFiles(root: string, markdown: SiteSettings['markdown']): string[] {
  return Object.values(LISTS)
    .flatMap((field) => markdown[field] ?? [])
    .map((entry) => (Array.isArray(entry) ? entry[0] : entry))
    .filter((target): target is string => typeof target === 'string')
    .map((target) => pluginFile(root, target.split('#')[0]!))
    .filter((file): file is string => !!file);
}

/** A package the site has not installed is taken from docsgen's own dependencies when it has it (rehype-raw, remark-gfm). */
function pluginFile(root: string, request: string): string | undefined {
  return /^[./]/.test(request)
    ? localFile(root, request)
    : (packageEntry(root, request) ?? packageEntry(PACKAGE_ROOT, request));
}

/** The plugin function, or why it could not be had. */
async function loadPlugin(root: string, spec: string): Promise<PluginFunction | string> {
  const [request, exportName] = spec.split('#') as [string, string | undefined];
  const file = pluginFile(root, request);
  if (!file) return /^[./]/.test(request) ? 'is not a file of the site' : 'is not installed in the site folder';
  let mod: Record<string, unknown>;
  try {
    mod = await importPluginModule(file);
  } catch (error) {
    return `could not be loaded (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`;
  }
  // A CommonJS module's exports arrive as `default`; one compiled from ESM has its own `default` inside.
  let value: unknown = exportName
    ? (mod[exportName] ?? (mod.default as Record<string, unknown>)?.[exportName])
    : mod.default;
  if (value && typeof value === 'object' && typeof (value as { default?: unknown }).default === 'function')
    value = (value as { default: unknown }).default;
  return typeof value === 'function'
    ? (value as PluginFunction)
    : `exports no plugin function${exportName ? ` named ${exportName}` : ''}`;
}

/** A TypeScript file is bundled; a JavaScript file of the site importing a package it has not installed is bundled too. */
async function importPluginModule(file: string): Promise<Record<string, unknown>> {
  if (/\.(c|m)?tsx?$/.test(file)) return importBundledPlugin(file);
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
    return importBundledPlugin(file).catch(() => Promise.reject(error));
  }
}

function localFile(root: string, request: string): string | undefined {
  const base = path.resolve(root, request);
  const endings = [
    '',
    '.js',
    '.mjs',
    '.cjs',
    '.ts',
    '.mts',
    '.cts',
    '/index.js',
    '/index.mjs',
    '/index.cjs',
    '/index.ts',
  ];
  return endings.map((e) => base + e).find(isFile);
}

/**
 * The pages a plugin would change, for the warning: the syntax it reads when the name tells
 * (math, mermaid, npm2yarn), else every page.
 */
function pagesUsing(spec: string, pages: readonly PageSource[]): readonly PageSource[] {
  const marker = /math|katex|mathjax/i.test(spec)
    ? /\$\$|\$[^$\s][^$\n]*\$/
    : /mermaid/i.test(spec)
      ? /^\s*(```|~~~)\s*mermaid/m
      : /npm2yarn/i.test(spec)
        ? /^\s*(```|~~~).*\bnpm2yarn\b/m
        : undefined;
  return marker ? pages.filter((p) => marker.test(p.body)) : pages;
}
