/**
 * A site's own plugin that extends the blog plugin (it requires `@docusaurus/plugin-content-blog`,
 * calls its default and adds routes or data, a common recipe for a home page's latest posts or
 * category pages) is read as the blog plugin with the options the config gives it: docsgen builds
 * its posts, lists, tags and authors pages; what the plugin adds itself is noted as not carried over.
 */
import path from 'node:path';
import { LOCAL_FILE_TAG } from './markdown-options.ts';
import { pluginName, projectRelative } from './config-values.ts';

type Skip = (field: string, why: string) => void;

const BLOG_PACKAGE = /(?:require\s*\(|from|import\s*\()\s*['"]@docusaurus\/plugin-content-blog['"]/;
const SUFFIXES = [
  '',
  '.js',
  '.cjs',
  '.mjs',
  '.ts',
  '.mts',
  '.cts',
  '/index.js',
  '/index.cjs',
  '/index.mjs',
  '/index.ts',
];

export interface LocalBlogInput {
  config: Record<string, unknown>;
  projectDir?: string;
  readText?: (relPath: string) => string | undefined;
}

/**
 * The config with each local plugin extending the blog plugin named as that plugin (its options
 * kept), each noted; the config itself when there is none.
 */
export function withLocalBlogPlugins(input: LocalBlogInput, skip: Skip): Record<string, unknown> {
  const { config, readText } = input;
  if (!Array.isArray(config.plugins) || !readText) return config;
  let found = false;
  const plugins = config.plugins.map((plugin: unknown, i) => {
    const file = localFile(plugin, input.projectDir);
    if (file === undefined || !extendsBlogPlugin(file, readText)) return plugin;
    found = true;
    skip(
      `plugins[${i}]`,
      `"./${file}" extends the blog plugin: docsgen builds that blog (posts, lists, tags, authors) with the ` +
        `plugin's options; the routes, data and components the plugin adds itself are not carried over`,
    );
    return ['@docusaurus/plugin-content-blog', Array.isArray(plugin) ? plugin[1] : {}];
  });
  return found ? { ...config, plugins } : config;
}

/** The project-relative path a local plugin entry names (`'./plugins/blog'`, a resolved path, a required function). */
function localFile(plugin: unknown, projectDir: string | undefined): string | undefined {
  const entry = Array.isArray(plugin) ? plugin[0] : plugin;
  const tagged =
    typeof entry === 'function' ? (entry as unknown as Record<string, unknown>)[LOCAL_FILE_TAG] : undefined;
  const name = typeof tagged === 'string' ? tagged.split('#')[0] : pluginName(plugin);
  if (!name) return undefined;
  const rel = path.isAbsolute(name) ? projectRelative(name, projectDir) : name;
  if (path.isAbsolute(rel) || !/^\.\.?\//.test(path.isAbsolute(name) ? `./${rel}` : rel)) return undefined;
  const normal = path.posix.normalize(rel);
  return normal.startsWith('..') ? undefined : normal;
}

/** Does the plugin's source (tried with the extensions Node and Docusaurus resolve) require the blog plugin? */
function extendsBlogPlugin(file: string, readText: (relPath: string) => string | undefined): boolean {
  for (const suffix of SUFFIXES) {
    const text = readText(file + suffix);
    if (text !== undefined) return BLOG_PACKAGE.test(text);
  }
  return false;
}
