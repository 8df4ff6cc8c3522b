import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Loader, type Message, type Plugin, type PluginBuild } from 'esbuild';
import { contentHash } from '../content-hash.ts';
import { loadSass } from './sass-modules.ts';
import { cssStaticUrls } from './css-static-urls.ts';

const NAMESPACE = 'docsgen-css-module';
const URL_ASSET = 'docsgen-css-asset';
const SCOPED_PREFIX = 'docsgen-scoped-css:';
const ASSET_EXTENSIONS = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.cur',
  '.svg',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
];

/**
 * The class name a CSS module's local class gets: `hero_Ab3x`, the local name and four characters
 * of a hash of the file and the name, as Docusaurus's production build shapes them. The same on
 * the server and in the browser bundles, so a hydrated component's classes match its HTML.
 */
function scopedClassName(relFile: string, local: string): string {
  const hash = contentHash(`${relFile}\0${local}`).slice(0, 4);
  return `${local}_${hash}`;
}

/**
 * `import styles from './x.module.css'`: esbuild's CSS-module parser finds the local names (its
 * `local-css` loader), then each is renamed to its scoped name; the module exports the names and
 * its CSS joins the bundle's stylesheet. `emitCss: false` (browser bundles) keeps only the names.
 */
export function cssModules(o: {
  root: string;
  loader: Record<string, Loader>;
  emitCss: boolean;
  /** Called when a Sass file is met and the site has no `sass` installed; without it, that is an error. */
  missingSass?: () => void;
  /** Run on the module's CSS before its names are scoped: the site's PostCSS (Tailwind's `@apply`, prefixes). */
  cssPlugins?: readonly Plugin[];
}): Plugin {
  return {
    name: 'docsgen-css-modules',
    setup(b) {
      const scoped = new Map<string, string>();
      b.onLoad({ filter: /\.module\.(css|s[ac]ss)$/, namespace: 'file' }, (args) =>
        loadCssModule(args.path, o, scoped),
      );
      // A global Sass stylesheet a component imports (`import './x.scss'`) joins the bundle's CSS like a `.css` one.
      b.onLoad({ filter: /\.s[ac]ss$/, namespace: 'file' }, (args) =>
        loadSass(args.path, o.root, 'css', o.missingSass),
      );
      urlSvgsAsImages(b, o.emitCss);
      // The renamed CSS, as a stylesheet of the bundle.
      b.onResolve({ filter: new RegExp(`^${SCOPED_PREFIX}`) }, (args) => ({
        path: args.path.slice(SCOPED_PREFIX.length),
        namespace: NAMESPACE,
      }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: scoped.get(args.path) ?? '',
        loader: 'css',
      }));
    },
  };
}

type CssModuleOptions = Parameters<typeof cssModules>[0];

/** Class names that cannot be named exports (`.new`, `.default`): they stay on the default export (`styles.new`). */
const RESERVED_WORDS = new Set(
  (
    'default break case catch class const continue debugger delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'yield let static implements interface package private protected public await arguments eval'
  ).split(' '),
);

/**
 * One CSS module as a JS module exporting its scoped names; with `emitCss`, its renamed CSS is
 * kept in `scoped` (by its path in the site) and imported, so it joins the bundle's stylesheet.
 */
async function loadCssModule(
  file: string,
  o: CssModuleOptions,
  scoped: Map<string, string>,
): Promise<{ errors: Message[] } | { contents: string; loader: 'js'; resolveDir: string }> {
  const rel = path.relative(o.root, file).split(path.sep).join('/');
  const parsed = await parseCssModule(file, o);
  if ('failed' in parsed) return { errors: parsed.failed };
  const js = parsed.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const { css, exported } = scopeNames(js, parsed.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '', rel);
  const lines = [`const names = ${JSON.stringify(exported)};`, 'export default names;'];
  for (const local of Object.keys(exported))
    if (/^[A-Za-z_$][\w$]*$/.test(local) && !RESERVED_WORDS.has(local))
      lines.push(`export const ${local} = names[${JSON.stringify(local)}];`);
  if (o.emitCss && css.trim()) {
    // Named by its path in the site: esbuild writes the name in a comment above the CSS.
    scoped.set(rel, css);
    lines.unshift(`import ${JSON.stringify(`${SCOPED_PREFIX}${rel}`)};`);
  }
  return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(file) };
}

/** esbuild's parser of CSS modules, on the file alone: the names it exports and its CSS (or its errors). */
function parseCssModule(file: string, o: CssModuleOptions) {
  return build({
    stdin: {
      contents: `export { default } from ${JSON.stringify(`./${path.basename(file)}`)};`,
      loader: 'js',
      resolveDir: path.dirname(file),
    },
    bundle: true,
    write: false,
    format: 'cjs',
    outdir: path.join(o.root, '.docsgen-css-modules'),
    // Images and fonts its url()s name go inline; without a stylesheet to publish they are not needed.
    loader: {
      ...Object.fromEntries(ASSET_EXTENSIONS.map((e) => [e, o.emitCss ? 'dataurl' : 'empty'])),
      ...o.loader,
    },
    // A `.module.scss` is compiled first, then parsed as a CSS module like the others.
    plugins: [
      ...(o.cssPlugins ?? []),
      cssStaticUrls([path.join(o.root, 'static')], o.root),
      {
        name: 'docsgen-sass-module',
        setup: (inner) =>
          inner.onLoad({ filter: /\.s[ac]ss$/ }, (a) =>
            loadSass(a.path, o.root, /\.module\.s[ac]ss$/.test(a.path) ? 'local-css' : 'css', o.missingSass),
          ),
      },
    ],
    logLevel: 'silent',
    // Its errors (a CSS or Sass mistake) are the module's own, at their file and line.
  }).catch((error: { errors?: Message[] }) => ({ failed: error.errors ?? [] }));
}

/** Renames esbuild's local names to their scoped names, in the CSS and in the exported name map. */
function scopeNames(js: string, parsedCss: string, rel: string): { css: string; exported: Record<string, string> } {
  let css = parsedCss;
  const mod: { exports: Record<string, string> } = { exports: {} };
  new Function('module', 'exports', js)(mod, mod.exports);
  const names = (mod.exports as { default?: Record<string, string> }).default ?? mod.exports;
  const renamed = new Map<string, string>();
  for (const [local, generated] of Object.entries(names))
    for (const one of generated.split(/\s+/).filter(Boolean))
      renamed.set(one, renamed.get(one) ?? scopedClassName(rel, one === generated ? local : localOf(one)));
  // Longest first, so `m_hero` is not renamed inside `m_hero_title`; only whole class tokens.
  for (const [from, to] of [...renamed].sort((a, b) => b[0].length - a[0].length))
    css = css.replace(new RegExp(`\\.${escapeRegExp(from)}(?![\\w-])`, 'g'), `.${to}`);
  // esbuild's marker comment names the file by its path on this machine.
  css = css.replace(/^\/\* .*\.module\.(css|s[ac]ss) \*\/\n/gm, '');
  const exported: Record<string, string> = {};
  for (const [local, generated] of Object.entries(names))
    exported[local] = generated
      .split(/\s+/)
      .filter(Boolean)
      .map((g) => renamed.get(g) ?? g)
      .join(' ');
  return { css, exported };
}

/** An SVG named by a stylesheet's url() is an image there, not the component an import gives. */
function urlSvgsAsImages(b: PluginBuild, emitCss: boolean): void {
  b.onResolve({ filter: /\.svg$/i }, async (args) => {
    if (args.kind !== 'url-token' || (args.pluginData as { inner?: boolean } | undefined)?.inner) return undefined;
    const found = await b.resolve(args.path, {
      resolveDir: args.resolveDir,
      kind: args.kind,
      pluginData: { inner: true },
    });
    if (found.errors.length) return undefined;
    // Left to the host (a site-root URL static/ does not hold): kept as written.
    return found.external ? { path: found.path, external: true } : { path: found.path, namespace: URL_ASSET };
  });
  b.onLoad({ filter: /.*/, namespace: URL_ASSET }, async (args) => ({
    contents: await readFile(args.path),
    loader: emitCss ? 'dataurl' : 'empty',
  }));
}

/** esbuild names a local class `<file>_<local>`: the local part of a name another file composed in. */
function localOf(generated: string): string {
  return generated.replace(/^[^_]*_/, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `import styles from './x.module.css'` written in an MDX page: the scoped class names the page
 * gets (as `default` and by name) and the renamed CSS for it; undefined when the file does not parse.
 */
export async function pageCssModule(
  file: string,
  root: string,
  cssPlugins: readonly Plugin[] = [],
): Promise<{ css: string; names: Record<string, string> } | undefined> {
  const parsed = await parseCssModule(file, { root, loader: {}, emitCss: true, cssPlugins });
  if ('failed' in parsed) return undefined;
  const js = parsed.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const rel = path.relative(root, file).split(path.sep).join('/');
  const { css, exported } = scopeNames(js, parsed.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '', rel);
  return { css, names: exported };
}
