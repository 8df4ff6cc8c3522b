/**
 * @docusaurus/plugin-client-redirects as site.config.ts `redirects`: its `redirects` list as
 * written, and `createRedirects` and `fromExtensions` evaluated at init against the pages the
 * written config builds (a function cannot be carried into site.config.ts with what it closes over).
 */

type Skip = (field: string, why: string) => void;

export interface ClientRedirectsOptions {
  /** Index in the config's `plugins`. */
  index: number;
  redirects: { from: string; to: string }[];
  createRedirects?: (path: string) => string | string[] | undefined | null;
  fromExtensions: string[];
  toExtensions: string[];
}

/** Whether a `plugins` entry is the client-redirects plugin (by package name, as written or resolved). */
export function isClientRedirects(name: string | undefined): boolean {
  return !!name && /plugin-client-redirects|^(@docusaurus\/)?client-redirects$/.test(name);
}

/** The plugin's options, or undefined when the config has no such plugin. */
export function readClientRedirects(
  plugins: unknown,
  nameOf: (entry: unknown) => string | undefined,
  skip: Skip,
): ClientRedirectsOptions | undefined {
  if (!Array.isArray(plugins)) return undefined;
  const index = plugins.findIndex((p) => isClientRedirects(nameOf(Array.isArray(p) ? p[0] : p)));
  if (index < 0) return undefined;
  const entry = plugins[index] as unknown;
  const options = (Array.isArray(entry) && typeof entry[1] === 'object' && entry[1] !== null ? entry[1] : {}) as Record<
    string,
    unknown
  >;
  const where = `plugins[${index}][1]`;
  const redirects: { from: string; to: string }[] = [];
  (Array.isArray(options.redirects) ? options.redirects : []).forEach((raw: unknown, i) => {
    const r = (typeof raw === 'object' && raw !== null ? raw : {}) as { from?: unknown; to?: unknown };
    const froms = (Array.isArray(r.from) ? r.from : [r.from]).filter((f): f is string => typeof f === 'string');
    if (typeof r.to !== 'string' || !froms.length) {
      skip(`${where}.redirects[${i}]`, 'needs a `from` (a path or a list of paths) and a `to` path');
      return;
    }
    for (const from of froms) redirects.push({ from, to: r.to });
  });
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const createRedirects =
    typeof options.createRedirects === 'function'
      ? (options.createRedirects as ClientRedirectsOptions['createRedirects'])
      : undefined;
  return {
    index,
    redirects,
    createRedirects,
    fromExtensions: strings(options.fromExtensions),
    toExtensions: strings(options.toExtensions),
  };
}

/**
 * Every redirect of the plugin for the site's page paths (with the baseUrl, as Docusaurus passes
 * them; results without it): the explicit list, `createRedirects(path)` for each page, and
 * `page.ext` for each `fromExtensions` entry (`.html` is left out: the 404 page takes an old `x.html` link to its page).
 * `toExtensions` (a path without `.html` to a page `x.html`) has nothing to do: docsgen pages have no extension.
 */
export function expandClientRedirects(
  o: ClientRedirectsOptions,
  pagePaths: readonly string[],
  baseUrl: string,
  skip: Skip,
): { from: string; to: string }[] {
  const base = baseUrl.replace(/\/+$/, '');
  const strip = (p: string) => (base && p.startsWith(`${base}/`) ? p.slice(base.length) : p);
  const out = [
    ...o.redirects.map((r) => ({ from: strip(r.from), to: /^[a-z][a-z\d+.-]*:/i.test(r.to) ? r.to : strip(r.to) })),
  ];
  const pages = new Set(pagePaths.map((p) => p.replace(/\/+$/, '') || '/'));
  for (const r of out)
    if (!/^[a-z][a-z\d+.-]*:/i.test(r.to) && !pages.has(r.to.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'))
      skip(
        `plugins[${o.index}][1].redirects`,
        `"${r.from}" → "${r.to}": no page has that path; the stub leads nowhere`,
      );
  if (o.createRedirects) {
    let failed = 0;
    for (const page of pagePaths) {
      let made: unknown;
      try {
        made = o.createRedirects(`${base}${page}`);
      } catch {
        failed++;
        continue;
      }
      for (const from of Array.isArray(made) ? made : [made])
        if (typeof from === 'string' && from) out.push({ from: strip(from), to: page });
    }
    if (failed)
      skip(
        `plugins[${o.index}][1].createRedirects`,
        `threw for ${failed} of ${pagePaths.length} pages; those got no redirect`,
      );
  }
  for (const ext of o.fromExtensions.map((e) => e.replace(/^\./, '')).filter((e) => e !== 'html'))
    for (const page of pagePaths) if (page !== '/') out.push({ from: `${page.replace(/\/+$/, '')}.${ext}`, to: page });
  if (o.toExtensions.length)
    skip(`plugins[${o.index}][1].toExtensions`, 'docsgen pages have no extension, so no path needs one added');
  const seen = new Set<string>();
  return out.filter(
    (r) => r.from !== r.to && !pages.has(r.from.replace(/\/+$/, '')) && !seen.has(r.from) && seen.add(r.from),
  );
}
