import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { siteLocales, type LocaleInfo } from '../shared/locales.ts';
import type { VersionConfig } from '../shared/config-schema.ts';
import type { ResolvedConfig } from './config.ts';
import { docsVersionFolder, fileForLocale, localeDir, pluginFolder, translationFolder } from './locale-files.ts';
import { readMessages } from './locale-config.ts';
import { translateSidebarItems } from './locale-translations.ts';
import type { VersionNav } from './sidebars/sidebars.ts';

/**
 * For a site with `i18n`: the folder each doc of a version is read from in the locale being
 * built, the translation's folder when it has the file (`i18n/<locale>/docusaurus-plugin-content-docs/current`),
 * else the version's own folder. Undefined without `i18n`, so such a site reads its docs as before.
 */
export function docsFolderFor(
  config: Pick<ResolvedConfig, 'root' | 'site'>,
  version: Pick<VersionConfig, 'folder' | 'instance'>,
  versionDir: string,
): ((rel: string) => string) | undefined {
  const locale = config.site.i18n?.currentLocale;
  if (!locale) return undefined;
  // A second docs instance (`instance: community`) reads `docusaurus-plugin-content-docs-community`.
  const query = {
    root: config.root,
    i18nPath: config.site.i18n?.path,
    locale,
    plugin: 'docs' as const,
    instanceId: version.instance,
    sub: docsVersionFolder(version.folder),
  };
  const folder = translationFolder(query);
  if (!existsSync(folder)) return undefined;
  return (rel) =>
    fileForLocale({ ...query, rel, source: path.join(versionDir, rel) }).translated ? folder : versionDir;
}

/**
 * Translated docs that translate nothing: no file at the same path in the version's folder, so
 * no page reads them (Docusaurus ignores them too). Said, so a renamed doc's translation is not lost quietly.
 */
export function orphanTranslations(
  config: Pick<ResolvedConfig, 'root' | 'site'>,
  versions: readonly { folder?: string; instance?: string; dir: string }[],
): Diagnostic[] {
  const locale = config.site.i18n?.currentLocale;
  if (!locale) return [];
  const out: Diagnostic[] = [];
  for (const v of versions) {
    const sub = docsVersionFolder(v.folder);
    const folder = translationFolder({
      root: config.root,
      i18nPath: config.site.i18n?.path,
      locale,
      plugin: 'docs',
      instanceId: v.instance,
      sub,
    });
    if (!existsSync(folder)) continue;
    for (const rel of fg.sync(['**/*.{md,mdx}'], { cwd: folder, onlyFiles: true }).sort()) {
      if (path.posix.basename(rel).startsWith('_') || existsSync(path.join(v.dir, rel))) continue;
      const source = path.relative(config.root, path.join(v.dir, rel)).split(path.sep).join('/');
      out.push({
        severity: 'warning',
        code: 'translation-without-source',
        file: path.relative(config.root, path.join(folder, rel)).split(path.sep).join('/'),
        message: `This translation has no doc to translate: ${source} does not exist, so no page uses it.`,
        hint: `Move it to the path of the doc it translates (docs are matched by path), or delete it.`,
      });
    }
  }
  return out;
}

/** Sidebar labels of every version in the locale being built, from `current.json` / `version-<name>.json`. */
export function translateNavs(
  config: Pick<ResolvedConfig, 'root' | 'site'>,
  navs: Map<string, VersionNav>,
  diagnostics: Diagnostic[],
): Map<string, VersionNav> {
  const locale = config.site.i18n?.currentLocale;
  if (!locale) return navs;
  const out = new Map<string, VersionNav>();
  for (const [name, nav] of navs) {
    const version = config.site.versions.find((v) => v.name === name);
    const plugin = pluginFolder('docs', version?.instance);
    const file = localeDir(
      config.root,
      config.site.i18n?.path,
      locale,
      plugin,
      `${docsVersionFolder(version?.folder)}.json`,
    );
    const messages = readMessages(config.root, file, diagnostics);
    if (!Object.keys(messages).length) {
      out.set(name, nav);
      continue;
    }
    const sidebars = nav.sidebars.map((s) => ({ ...s, items: translateSidebarItems(s.name, s.items, messages) }));
    const first = nav.sidebars.indexOf(nav.sidebar);
    out.set(name, {
      ...nav,
      sidebars,
      sidebar:
        first >= 0
          ? sidebars[first]!
          : { ...nav.sidebar, items: translateSidebarItems(nav.sidebar.name, nav.sidebar.items, messages) },
    });
  }
  return out;
}

/** The locales built after the default one (each into its folder of the default locale's output). */
export function otherLocales(config: Pick<ResolvedConfig, 'site'>): LocaleInfo[] {
  const i18n = config.site.i18n;
  if (!i18n || i18n.currentLocale !== i18n.defaultLocale) return [];
  return siteLocales(i18n, config.site.baseUrl).filter((l) => l.code !== i18n.defaultLocale);
}

/** The output folder of a locale inside the default locale's output: its base URL less the site's. */
function localeOutDir(outDir: string, siteBaseUrl: string, locale: LocaleInfo): string {
  return path.join(outDir, locale.baseUrl.slice(siteBaseUrl.length));
}

export interface LocaleBuildResult<P> {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: P[];
  filesWritten: number;
  bytesWritten: number;
}

/**
 * Builds every other locale into `<staging>/<locale path>/`, one after the other, each as a
 * whole build of its own (its routes, sidebars, search index, sitemap and link check), so the
 * default locale's staging folder holds the whole site when it is published, or none of it.
 */
export async function buildOtherLocales<P>(o: {
  config: ResolvedConfig;
  staging: string;
  build: (locale: string, outDir: string) => Promise<LocaleBuildResult<P>>;
  /**
   * What the default locale reported: an untranslated file's problem is said once, not once per locale, and that
   * report names the other locales it holds in (its entries may be replaced by such a report).
   */
  reported: Diagnostic[];
}): Promise<LocaleBuildResult<P>> {
  const total: LocaleBuildResult<P> = { ok: true, diagnostics: [], pages: [], filesWritten: 0, bytesWritten: 0 };
  const repeats = new LocaleRepeats(o.reported, total.diagnostics);
  // A file is ignored when no locale uses it: one the default locale's pages use (an image whose translation
  // has its own copy beside it) is not reported by another locale's build, whose pages use the copy.
  const ignoredByDefault = new Set(o.reported.filter((d) => d.code === 'ignored-file').map((d) => d.file));
  for (const locale of otherLocales(o.config)) {
    const result = await o.build(locale.code, localeOutDir(o.staging, o.config.site.baseUrl, locale));
    total.ok &&= result.ok;
    total.pages.push(...result.pages);
    total.filesWritten += result.filesWritten;
    total.bytesWritten += result.bytesWritten;
    const folder = `/${locale.baseUrl.slice(o.config.site.baseUrl.length)}`;
    for (const d of result.diagnostics) {
      if (d.code === 'ignored-file' && !ignoredByDefault.has(d.file)) continue;
      repeats.add(d, locale.code, folder);
    }
    if (!result.ok) break;
  }
  repeats.nameLocales();
  if (total.ok) await mergeSitemapFiles(o.config, o.staging);
  return total;
}

/**
 * A problem of an untranslated file is the same in every locale: the same file, place and words but for the locale's
 * folder in a URL (`/fr/docs/intro`). It is reported once, by the first build that met it; when its words name a URL
 * of the locale (a broken anchor), that report names the other locales, so a reader does not think it is one locale's.
 */
class LocaleRepeats {
  private readonly first = new Map<string, { list: Diagnostic[]; index: number; locales: string[] }>();

  constructor(
    reported: Diagnostic[],
    private readonly added: Diagnostic[],
  ) {
    reported.forEach((d, index) => this.first.set(keyOf(d), { list: reported, index, locales: [] }));
  }

  add(d: Diagnostic, locale: string, folder: string): void {
    const key = keyOf(d, folder);
    const first = this.first.get(key);
    if (!first) this.first.set(key, { list: this.added, index: this.added.push(d) - 1, locales: [] });
    // Words that are the same in every locale (an unknown code language) say nothing of locales: said once, as they are.
    else if (d.message !== first.list[first.index]!.message && !first.locales.includes(locale))
      first.locales.push(locale);
  }

  /** Replaces (never changes: earlier builds may keep them) the first reports with ones that name the locales. */
  nameLocales(): void {
    for (const { list, index, locales } of this.first.values()) {
      const d = list[index]!;
      // A page's problem names them; a project-wide one (the config's) is simply said once.
      if (!locales.length || !/\.mdx?$/.test(d.file)) continue;
      const which = `${locales.length === 1 ? 'locale' : 'locales'} ${locales.join(', ')}`;
      list[index] = {
        ...d,
        message: `${d.message} The same in ${which}, which use${locales.length === 1 ? 's' : ''} this file untranslated.`,
      };
    }
  }
}

function keyOf(d: Diagnostic, localeFolder?: string): string {
  const message = localeFolder ? d.message.split(localeFolder).join('/') : d.message;
  return [d.severity, d.code, d.file, d.line, d.column, message].join('\0');
}

/** The root sitemap lists the pages of every locale (each locale keeps its own sitemap too). */
async function mergeSitemapFiles(config: ResolvedConfig, staging: string): Promise<void> {
  const rootFile = path.join(staging, 'sitemap.xml');
  if (!existsSync(rootFile)) return;
  const others: string[] = [];
  for (const locale of otherLocales(config)) {
    const file = path.join(localeOutDir(staging, config.site.baseUrl, locale), 'sitemap.xml');
    if (existsSync(file)) others.push(await readFile(file, 'utf8'));
  }
  await writeFile(rootFile, mergeSitemaps(await readFile(rootFile, 'utf8'), others));
}

/** The `<url>` entries of the other sitemaps added to the first one's `<urlset>`. Pure. */
export function mergeSitemaps(first: string, others: readonly string[]): string {
  const urls = others.flatMap((xml) => xml.match(/^\s*<url>[\s\S]*?<\/url>$/gm) ?? []);
  if (!urls.length) return first;
  const end = first.lastIndexOf('</urlset>');
  if (end < 0) return first;
  const before = first.slice(0, end).replace(/\n?$/, '\n');
  return `${before}${urls.map((u) => u.replace(/^\n+/, '')).join('\n')}\n${first.slice(end)}`;
}
