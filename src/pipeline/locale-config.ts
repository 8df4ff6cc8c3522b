import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '../shared/config-schema.ts';
import { BuildError, type Diagnostic } from '../shared/diagnostics.ts';
import { siteLocales } from '../shared/locales.ts';
import { blogList, type BlogSettings } from '../shared/blog-config-schema.ts';
import { docsVersionFolder, localeDir, pluginFolder } from './locale-files.ts';
import { THEME_DIR } from '../render/theme-files.ts';
import {
  mergeMessages,
  parseTranslationFile,
  translateFooter,
  translateNavbar,
  type Messages,
} from './locale-translations.ts';
import { installedThemeTranslations } from './theme-translations.ts';

const RTL_STYLESHEET = path.join(THEME_DIR, 'css/rtl.css');

interface LocalizableConfig {
  site: SiteSettings;
  root: string;
  cacheDir: string;
  configFile: string;
}

/**
 * One locale's view of the config, as Docusaurus builds each locale: the locale's base URL
 * (`/<path>/` but for the default locale), its `lang` and direction, navbar and footer texts from
 * `i18n/<locale>/docusaurus-theme-classic/{navbar,footer}.json`, theme strings from
 * `i18n/<locale>/code.json`, and a cache folder of its own so locales never share rendered pages.
 * A site without `i18n` is returned as it is.
 */
export function localizeConfig<C extends LocalizableConfig>(locale: string | undefined, config: C): C {
  const i18n = config.site.i18n;
  if (!i18n) return config;
  const code = locale ?? i18n.defaultLocale;
  const info = siteLocales(i18n, config.site.baseUrl).find((l) => l.code === code);
  if (!info)
    throw new BuildError([
      {
        severity: 'error',
        code: 'bad-config',
        file: path.relative(config.root, config.configFile),
        message: `i18n: no locale "${code}" in i18n.locales (${i18n.locales.join(', ')}).`,
        hint: 'Add it to i18n.locales, or build one of the locales listed.',
      },
    ]);
  const diagnostics: Diagnostic[] = [];
  const read = (...parts: string[]): Messages =>
    readMessages(config.root, localeDir(config.root, i18n.path, code, ...parts), diagnostics);
  const navbar = read('docusaurus-theme-classic', 'navbar.json');
  const footer = read('docusaurus-theme-classic', 'footer.json');
  // The theme's own translations first (from the installed package), the site's code.json over them.
  const messages = mergeMessages(installedThemeTranslations(config.root, code, diagnostics), read('code.json'));
  // Version labels (dropdown, badge) from each version's current.json / version-<name>.json.
  const versions = config.site.versions.map((v) => {
    const label = read(pluginFolder('docs', v.instance), `${docsVersionFolder(v.folder)}.json`)['version.label'];
    return label ? { ...v, label } : v;
  });
  // Each blog's title, description and sidebar title from its options.json.
  const blogs = blogList(config.site.blog).map((b) =>
    translateBlog(b, read(pluginFolder('blog', b.id), 'options.json')),
  );
  if (diagnostics.length) throw new BuildError(diagnostics);
  const cacheDir = code === i18n.defaultLocale ? config.cacheDir : path.join(config.cacheDir, `locale-${code}`);
  mkdirSync(cacheDir, { recursive: true });
  return {
    ...config,
    cacheDir,
    site: {
      ...config.site,
      baseUrl: info.baseUrl,
      locale: { lang: info.htmlLang, direction: info.direction },
      versions,
      ...(config.site.blog === undefined ? {} : { blog: Array.isArray(config.site.blog) ? blogs : blogs[0] }),
      navbar: translateNavbar(config.site.navbar, navbar),
      footer: translateFooter(config.site.footer, footer),
      // A right-to-left locale gets the theme's mirrored rules, before the site's own stylesheets.
      stylesheets: info.direction === 'rtl' ? [RTL_STYLESHEET, ...config.site.stylesheets] : config.site.stylesheets,
      search: {
        ...config.site.search,
        placeholder: messages['theme.SearchModal.placeholder'] ?? config.site.search.placeholder,
      },
      i18n: { ...i18n, currentLocale: code, messages },
    },
  };
}

/** A blog's texts as `i18n/<locale>/docusaurus-plugin-content-blog[-<id>]/options.json` translates them. */
function translateBlog(blog: BlogSettings, options: Messages): BlogSettings {
  return {
    ...blog,
    blogTitle: options['title'] ?? blog.blogTitle,
    blogDescription: options['description'] ?? blog.blogDescription,
    blogSidebarTitle: options['sidebar.title'] ?? blog.blogSidebarTitle,
  };
}

/** A translation file's messages; none when the file does not exist (everything keeps the default text). */
export function readMessages(root: string, file: string, diagnostics: Diagnostic[]): Messages {
  if (!existsSync(file)) return {};
  const parsed = parseTranslationFile(readFileSync(file, 'utf8'), path.relative(root, file).split(path.sep).join('/'));
  diagnostics.push(...parsed.diagnostics);
  return parsed.messages;
}
