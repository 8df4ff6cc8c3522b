/**
 * The notes of init that matter to the built site, as site.config.ts `notCarriedOver` entries:
 * plugins, themes and options docsgen does not carry, with the routes and `@theme/` modules only
 * they would give (so a page depending on one is told). Notes about deployment settings, the
 * Docusaurus version, CSS variables and swizzled files are left to init's output: they are
 * either not the build's concern or already reported at the pages.
 */
import type { NotCarriedOver } from '../../shared/not-carried-over.ts';
import { arr, obj, pluginName, projectRelative, str } from './config-values.ts';
import { lostThemes } from './carried-themes.ts';

/** `@theme/` modules that well-known plugins and themes docsgen does not carry provide. */
const THEME_MODULES: Readonly<Record<string, readonly string[]>> = {
  '@docusaurus/theme-live-codeblock': ['@theme/Playground', '@theme/ReactLiveScope'],
  'docusaurus-theme-openapi-docs': [
    '@theme/ApiItem',
    '@theme/ApiExplorer',
    '@theme/ApiTabs',
    '@theme/MimeTabs',
    '@theme/SchemaTabs',
    '@theme/DiscriminatorTabs',
    '@theme/ParamsItem',
    '@theme/ParamsDetails',
    '@theme/SchemaItem',
    '@theme/RequestSchema',
    '@theme/ResponseSchema',
    '@theme/ResponseSamples',
    '@theme/StatusCodes',
  ],
  'docusaurus-theme-redoc': ['@theme/Redoc', '@theme/ApiSchema', '@theme/ApiDocMdx'],
  redocusaurus: ['@theme/Redoc', '@theme/ApiSchema', '@theme/ApiDocMdx'],
};

/** Notes saying nothing is lost: docsgen does the same itself, or the setting does not reach the build. */
const DOES_IT_ALREADY = /not needed|as Docusaurus does by default|knows these languages already/;

const NOT_THE_BUILDS = new Set(['organizationName', 'projectName', 'deploymentBranch', 'url', 'package.json']);

/**
 * The entries for site.config.ts, from init's notes (`field: why`) and the Docusaurus config;
 * `routesOf` gives the routes of notes that are not plugins (a docs instance left out).
 */
export function droppedForBuild(
  notes: readonly string[],
  config: Record<string, unknown>,
  routesOf: ReadonlyMap<string, string> = new Map(),
  projectDir?: string,
): NotCarriedOver[] {
  const out: NotCarriedOver[] = [];
  for (const note of notes) {
    const at = note.indexOf(': ');
    if (at < 0) continue;
    const field = note.slice(0, at);
    const why = note.slice(at + 2);
    if (NOT_THE_BUILDS.has(field) || field.startsWith('src/') || DOES_IT_ALREADY.test(why)) continue;
    if (field === 'themes') {
      // Theme packages are carried as `themes`, and docsgen has Mermaid and search itself: only the others are lost.
      const lost = lostThemes(config.themes);
      if (lost.length === 0) continue;
      // A theme in the project (`path.resolve(__dirname, 'my-theme')`) is named from the project, not the machine.
      const named = (n: string) => (projectRelative(n, projectDir) === n ? n : `./${projectRelative(n, projectDir)}`);
      const names = lost.map((n) => (n ? `"${named(n)}"` : 'a theme')).join(', ');
      out.push({ field, why: `${names}: ${why}`, ...extensionFacts(field, config) });
      continue;
    }
    const route = routesOf.get(field);
    out.push({ field, why, ...(route ? { routes: [route] } : extensionFacts(field, config)) });
  }
  return out;
}

/** Plugins that publish pages under a path of their own unless `routeBasePath` names another. */
const DEFAULT_ROUTE_BASES: Readonly<Record<string, string>> = {
  // TypeDoc API pages (`/api/core/class/MikroORM`), generated from the sources at build time.
  'docusaurus-plugin-typedoc-api': 'api',
};

function defaultRouteBase(name: string | undefined): string | undefined {
  const known = name && Object.keys(DEFAULT_ROUTE_BASES).find((pkg) => name === pkg || name.endsWith(`/${pkg}`));
  return known ? DEFAULT_ROUTE_BASES[known] : undefined;
}

/** For a plugin or the themes: the routes (`routeBasePath`) and `@theme/` modules only they give. */
function extensionFacts(field: string, config: Record<string, unknown>): Omit<NotCarriedOver, 'field' | 'why'> {
  const index = /^plugins\[(\d+)\]$/.exec(field)?.[1];
  const entries =
    index !== undefined
      ? [arr(config.plugins)[Number(index)]]
      : field === 'themes'
        ? arr(config.themes).filter((t) => lostThemes([t]).length > 0)
        : [];
  const routes: string[] = [];
  const themeModules: string[] = [];
  for (const entry of entries) {
    const options = Array.isArray(entry) ? obj(entry[1]) : {};
    const name = pluginName(entry);
    const base = (str(options.routeBasePath) ?? defaultRouteBase(name))?.replace(/^\/+|\/+$/g, '');
    if (base) routes.push(`/${base}`);
    const known = name && Object.entries(THEME_MODULES).find(([pkg]) => name === pkg || name.endsWith(`/${pkg}`));
    if (known) themeModules.push(...known[1]);
  }
  return {
    ...(routes.length ? { routes } : {}),
    ...(themeModules.length ? { themeModules: [...new Set(themeModules)] } : {}),
  };
}
