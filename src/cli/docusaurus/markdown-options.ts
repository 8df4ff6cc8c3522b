/**
 * The markdown side of a Docusaurus config, as docsgen's `markdown` settings: the preset's remark
 * and rehype plugins (docs, blog, pages) become references the build loads from the site's own
 * packages or files, and `markdown.format`/`markdown.mermaid` are read. Pure: what cannot be
 * carried is returned as notes.
 */

/** A plugin reference for site.config.ts: a package or `./file` (with `#export`), alone or with its options. */
export type MappedPluginEntry = string | [string, unknown];

export interface MappedMarkdown {
  format?: 'md' | 'extension';
  remarkPlugins?: MappedPluginEntry[];
  rehypePlugins?: MappedPluginEntry[];
  beforeDefaultRemarkPlugins?: MappedPluginEntry[];
  beforeDefaultRehypePlugins?: MappedPluginEntry[];
  /** A Docusaurus 2 site: its pages are MDX 1. */
  mdx1?: boolean;
  /** The docs options' `admonitions.keywords` beyond the built-in ones. */
  admonitionKeywords?: string[];
  /** Marks of `markdown.preprocessor` and `markdown.parseFrontMatter`, called where they are (config-functions.ts). */
  preprocessor?: string;
  parseFrontMatter?: string;
}

const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** Set by init's config loader on the functions a file of the site exports: that file, from the project. */
export const LOCAL_FILE_TAG = '__docsgenFile';

/**
 * Reads the plugin lists of `sources` (the preset's `docs`, `blog`, `pages` options, each with
 * the dotted path it is reported under) and the top-level `markdown` options.
 */
export function mapMarkdownOptions(
  markdown: Record<string, unknown>,
  sources: readonly { where: string; options: Record<string, unknown> }[],
): { markdown?: MappedMarkdown; notes: string[] } {
  const notes: string[] = [];
  const out: MappedMarkdown = {};
  for (const list of LISTS) {
    const seen = new Set<string>();
    const entries: MappedPluginEntry[] = [];
    for (const { where, options } of sources) {
      const value = options[list];
      if (value === undefined) continue;
      if (!Array.isArray(value)) {
        notes.push(`${where}.${list}: not a list; no plugins were read from it`);
        continue;
      }
      value.forEach((raw, i) => {
        const entry = pluginEntry(raw, `${where}.${list}[${i}]`, notes);
        if (!entry) return;
        // docsgen has one markdown pipeline: the blog's and the pages' plugins run on every page.
        const key = JSON.stringify(entry);
        if (seen.has(key)) return;
        seen.add(key);
        entries.push(entry);
      });
    }
    if (entries.length) out[list] = entries;
  }
  if (sources.filter((s) => LISTS.some((l) => Array.isArray(s.options[l]) && s.options[l].length)).length > 1)
    notes.push(
      `${sources.map((s) => s.where).join(', ')}: docsgen runs one list of markdown plugins on every page (docs, blog and pages together)`,
    );
  const keywords = admonitionKeywordsOf(sources, notes);
  if (keywords.length) out.admonitionKeywords = keywords;
  if (markdown.format === 'detect') out.format = 'extension';
  else if (markdown.format === 'md') out.format = 'md';
  else if (markdown.format !== undefined && markdown.format !== 'mdx')
    notes.push(`markdown.format: "${String(markdown.format)}" is not mdx, md or detect`);
  if (markdown.mermaid === false)
    notes.push(
      'markdown.mermaid: docsgen draws ```mermaid blocks as diagrams; Docusaurus without it shows them as code',
    );
  return { ...(Object.keys(out).length ? { markdown: out } : {}), notes };
}

/** One entry of a plugin list as a reference, or undefined (with a note) when it cannot be one. */
function pluginEntry(raw: unknown, where: string, notes: string[]): MappedPluginEntry | undefined {
  const [plugin, options, ...more] = Array.isArray(raw) ? raw : [raw];
  const name = pluginName(plugin);
  if (!name) {
    notes.push(
      `${where}: a plugin function written in docusaurus.config.js; move it to a file of the site and ` +
        `name the file in markdown.remarkPlugins ('./src/remark/my-plugin.js')`,
    );
    return undefined;
  }
  // docsgen's own npm2yarn tabs read the same ```bash npm2yarn blocks.
  if (/^@docusaurus\/remark-plugin-npm2yarn(#default)?$/.test(name)) {
    notes.push(
      `${where}: docsgen turns \`\`\`npm2yarn blocks into npm/Yarn/pnpm tabs itself; the plugin is not needed`,
    );
    return undefined;
  }
  if (more.length) notes.push(`${where}: only the first options object is passed to ${name}`);
  if (options === undefined) return name;
  const data = plainOptions(options);
  if (data === undefined) {
    notes.push(
      `${where}: the options of ${name} hold functions or module values, which cannot be written to site.config.ts; the plugin is left out`,
    );
    return undefined;
  }
  return [name, data];
}

/** `remark-math`, `@scope/plugin#named`, `./src/remark/x.js`: what the build loads. */
function pluginName(plugin: unknown): string | undefined {
  if (typeof plugin === 'string') return plugin;
  if ((typeof plugin !== 'function' && typeof plugin !== 'object') || plugin === null) return undefined;
  const file = (plugin as Record<string, unknown>)[LOCAL_FILE_TAG];
  if (typeof file === 'string') return file;
  const ref = (plugin as { __docsgenRef?: unknown }).__docsgenRef;
  if (typeof ref !== 'string' || ref.includes('(')) return undefined;
  // A reference is the package then the properties read from it: `remark-math.default`, `pkg.named`.
  const parts = ref.split('/');
  const nameEnd = ref.startsWith('@') ? 2 : 1;
  const last = parts.slice(nameEnd - 1).join('/');
  const [base, ...props] = last.split('.');
  const pkg = [...parts.slice(0, nameEnd - 1), base].join('/');
  const named = props.filter((p) => p !== 'default');
  if (named.length > 1) return undefined;
  return named.length ? `${pkg}#${named[0]}` : pkg;
}

function plainOptions(value: unknown): unknown {
  let plain = true;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (
      typeof v === 'function' ||
      typeof v === 'symbol' ||
      typeof v === 'bigint' ||
      (typeof v === 'object' && v !== null && '__docsgenRef' in v)
    )
      plain = false;
    return typeof v === 'bigint' ? undefined : v;
  });
  return plain && text !== undefined ? JSON.parse(text) : undefined;
}

const BUILT_IN = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'secondary', 'important', 'success'];

/** `admonitions: {keywords: ['js', 'go']}` of the docs, blog or pages options: the keywords docsgen does not know already. */
function admonitionKeywordsOf(
  sources: readonly { where: string; options: Record<string, unknown> }[],
  notes: string[],
) {
  const out = new Set<string>();
  for (const { where, options } of sources) {
    const value = options.admonitions;
    if (value === undefined || value === true) continue;
    if (value === false) {
      notes.push(`${where}.admonitions: false: docsgen draws :::note blocks as admonitions all the same`);
      continue;
    }
    const o = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    for (const k of Array.isArray(o.keywords) ? o.keywords : [])
      if (typeof k === 'string' && /^[A-Za-z][\w-]*$/.test(k) && !BUILT_IN.includes(k)) out.add(k);
    if (o.extendDefaults === false)
      notes.push(`${where}.admonitions.extendDefaults: false: the built-in keywords stay admonitions in docsgen`);
  }
  return [...out];
}
