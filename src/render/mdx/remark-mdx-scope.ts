import { readFileSync } from 'node:fs';
import { missingModulesText } from './missing-modules-text.ts';
import path from 'node:path';
import type { Root, RootContent, Parent, Code, Image, Paragraph } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type {
  Program,
  ImportDeclaration,
  Expression,
  ExportDefaultDeclaration,
  VariableDeclaration,
  Node as EsNode,
} from 'estree';
import type { VFile } from 'vfile';
import { suggest } from '../../shared/diagnostics.ts';
import { BUILTIN_MODULES, GLOBAL_COMPONENTS, type ModuleRecord } from '../../theme/mdx/index.ts';
import type { ImageAsset } from '../markdown/rehype-images.ts';
import { IDEAL_IMAGE_MARK } from '../markdown/image-variants.ts';
import { walkTree } from '../markdown/walk-tree.ts';
import { guardMissingPackageExports } from './guard-missing-packages.ts';
import { pageCssModule } from './css-modules.ts';
import { evaluateDeclarations, type CompiledCache, type Scope } from './evaluate.ts';
import { RenderTimeout, withDeadline } from './page-deadline.ts';
import { resolveImport, type ImportFrom, type ResolvedImport } from './resolve-import.ts';
import { themePackagesHint, type ThemePackages } from '../theme-packages.ts';
import type { ComponentType } from 'react';
import type { IslandOrigin } from './component-islands.ts';
import { hydratable, HYDRATE_ATTRIBUTES, type ClientBundleCache } from './hydrate.ts';
import { islandBundleFor } from './root-islands.ts';
import { liveCodeBlocks } from './live-codeblocks.ts';
import { droppedThemeModuleHint, type NotCarriedOver } from '../../shared/not-carried-over.ts';
import {
  hostReactModule,
  loadSiteModule,
  SiteModuleError,
  type SiteModule,
  type SiteModuleCache,
} from './site-modules.ts';
import { svgComponent } from './svg-component.ts';
import { absentFolder } from './absent-folder.ts';
import { packageEntry } from '../package-entry.ts';
import { declaredButNotInstalled, MISSING_PACKAGE_RECORD, packageNameOf } from './declared-packages.ts';
import { shortHash } from '../content-hash.ts';

export interface MdxScopeOptions {
  root: string;
  staticDir: string;
  /** Folder of the page being rendered. */
  docDir: (file: VFile) => string;
  siteModules: SiteModuleCache;
  compiled: CompiledCache;
  /** `components` from site.config.ts: name → module path under the site, usable without import. */
  registry: Readonly<Record<string, string>>;
  /**
   * The site's swizzled `src/theme/MDXComponents` (Docusaurus's way to make components global):
   * its capitalised keys are usable on every MDX page without an import.
   */
  swizzledComponents?: string;
  /** What init could not carry from the Docusaurus config: an `@theme/` import only it provides names it. */
  notCarriedOver?: readonly NotCarriedOver[];
  /** MDX 1 pages (`markdown.mdx1`): a component nothing defines renders its children, as MDX 1 did, with a warning. */
  mdx1?: boolean;
  /** Browser bundles of hydrated components and where they are written. */
  clientBundles: ClientBundleCache;
  clientCacheDir: string;
  /** Renders an imported `.md`/`.mdx` file (a Docusaurus partial) with the page's pipeline, as a component. */
  renderPartial?: (
    file: string,
    from: VFile,
    chain: string[],
  ) => Promise<{
    component: unknown;
    data: MdxPageData;
    toc: unknown;
    messages: readonly import('vfile-message').VFileMessage[];
  }>;
}

/** What the MDX step leaves on `file.data.mdx` for the compiler and the page. */
export interface MdxPageData {
  scope: Scope;
  /** Where each name came from, for hints and hydration: import path or file. */
  origins: Map<string, { specifier: string; file?: string; exportName: string }>;
  css: string[];
  assets: ImageAsset[];
  /** Files under the site the page imports (components, styles, assets), relative to the root. */
  uses: Set<string>;
  /** Browser bundles the page loads (hydrated site components). */
  scripts: string[];
  /** Where the page's first `<Head>` is, for reports about what it holds. */
  headAt?: import('unist').Point;
  /** The page's `export default` (an MDX layout): the component its content renders inside, as `children`. */
  layout?: unknown;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type EsmModule = { kind: 'record'; record: ModuleRecord; file?: string } | { kind: 'failed' };

const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i;

/** The page being scoped: its file (for messages), the options and what the step collects. */
interface PageStep {
  file: VFile;
  options: MdxScopeOptions;
  data: MdxPageData;
  /** Where the page's relative imports are resolved from. */
  from: ImportFrom;
}

/**
 * Resolves the page's imports, runs its `export const`s and checks every capitalised JSX
 * name against them before anything renders; problems are file messages at their place.
 * Also turns the static Docusaurus shapes into plain markdown so they take the normal path:
 * `<Image img={require("…")} />` becomes an image (responsive variants, zoom, size checks),
 * `<CodeBlock language="js">{`…`}</CodeBlock>` a fenced block (highlighting, copy button).
 */
export function remarkMdxScope(options: MdxScopeOptions) {
  return async (tree: Root, file: VFile) => {
    const data: MdxPageData = {
      scope: new Map(),
      origins: new Map(),
      css: [],
      assets: [],
      uses: new Set(),
      scripts: [],
    };
    (file.data as { mdx?: MdxPageData }).mdx = data;
    const from: ImportFrom = {
      root: options.root,
      dir: options.docDir(file),
      staticDirs: [options.staticDir],
      themePackages: options.siteModules.themePackages,
      aliases: options.siteModules.aliases,
    };
    const step: PageStep = { file, options, data, from };
    await seedScope(tree, step);
    await runEsm(liftEsm(tree), step);
    await hydrate(checkJsxNames(tree, step), file, options, data);
    await liveCodeBlocks(tree, file, options, data);
  };
}

/**
 * What every page has in scope before its own imports: docsgen's globals, the site's swizzled
 * MDXComponents, the `components` of site.config.ts and `require` for images.
 */
async function seedScope(tree: Root, { file, options, data, from }: PageStep): Promise<void> {
  for (const [name, value] of Object.entries(GLOBAL_COMPONENTS)) data.scope.set(name, value);
  // Docusaurus's npm2yarn plugin imports Tabs and TabItem into a page with an `npm2yarn` block,
  // so such pages use them without importing; they are in scope here too (an import overrides).
  if (hasNpm2yarnBlock(tree))
    for (const name of ['Tabs', 'TabItem']) data.scope.set(name, BUILTIN_MODULES[`@theme/${name}`]!.default);
  if (options.swizzledComponents) await bindSwizzledComponents(options.swizzledComponents, tree, file, options, data);
  for (const [name, rel] of Object.entries(options.registry)) {
    const mod = await loadModule(
      resolveImport(rel.startsWith('.') || rel.startsWith('@') ? rel : `./${rel}`, {
        root: options.root,
        dir: options.root,
      }),
      rel,
      undefined,
      file,
      options,
      data,
    );
    if (mod.kind === 'record')
      bind(data, name, mod.record.default ?? mod.record[name], {
        specifier: rel,
        file: mod.file,
        exportName: 'default',
      });
  }
  data.scope.set('require', (specifier: string) => requireValue(specifier, from, options, data));
}

/** Takes the page's `import`/`export` blocks out of the tree, and the expressions that hold only a comment. */
function liftEsm(tree: Root): MdxjsEsm[] {
  const esm: MdxjsEsm[] = [];
  walkTree(tree, (node: RootContent, parent: Parent, index: number) => {
    if (node.type === 'mdxjsEsm') {
      esm.push(node as MdxjsEsm);
      parent.children.splice(index, 1);
      return index;
    }
    // `{/* comment */}`: an expression with no code renders nothing.
    if (
      (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') &&
      isEmptyProgram((node.data as { estree?: Program } | undefined)?.estree)
    ) {
      parent.children.splice(index, 1);
      return index;
    }
    return undefined;
  });
  return esm;
}

/** Resolves the page's imports into scope, then runs its other statements (`export const`) once. */
async function runEsm(esm: MdxjsEsm[], { file, options, data, from }: PageStep): Promise<void> {
  const statements: Program['body'] = [];
  for (const node of esm) {
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') await importInto(statement, file, options, data, from);
      else if (statement.type === 'ExportDefaultDeclaration') statements.push(layoutDeclaration(statement));
      else statements.push(statement);
    }
  }
  if (!statements.length) return;
  try {
    const values = withDeadline(() => evaluateDeclarations(statements, data.scope, options.compiled));
    for (const [name, value] of values) {
      if (name === LAYOUT) data.layout = value;
      else bind(data, name, value, { specifier: '(this page)', exportName: name });
    }
  } catch (error) {
    if (error instanceof RenderTimeout)
      report(
        file,
        error.message.replace(/^The page's code/, "The code of this page's `export`s"),
        placeOf(statements[0]!),
        'render-timeout',
        TIMEOUT_HINT,
      );
    else
      report(
        file,
        `An \`export\` of this page threw: ${(error as Error).message}.`,
        placeOf(statements[0]!),
        'mdx-expression-error',
      );
  }
}

/** The name the page's `export default` is evaluated under (a `$` name no page's own export is likely to take). */
const LAYOUT = '$mdxLayout';

/**
 * `export default function Links() {…}` as `const $mdxLayout = function Links() {…}`: MDX renders the
 * page's content inside its default export (the layout), so it is evaluated with the other exports.
 */
function layoutDeclaration(statement: ExportDefaultDeclaration): VariableDeclaration {
  const d = statement.declaration;
  const init = (
    d.type === 'FunctionDeclaration'
      ? { ...d, type: 'FunctionExpression' }
      : d.type === 'ClassDeclaration'
        ? { ...d, type: 'ClassExpression' }
        : d
  ) as Expression;
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: LAYOUT }, init }],
  };
}

/**
 * Checks every capitalised JSX name against the scope (an unknown one is reported and only its
 * wrapper goes) and turns the static Docusaurus shapes into markdown. Gives the elements to hydrate.
 */
function checkJsxNames(tree: Root, step: PageStep): JsxElement[] {
  const { data } = step;
  const toHydrate: JsxElement[] = [];
  walkTree(tree, (node: RootContent, parent: Parent, index: number) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
    const el = node as JsxElement;
    if (!el.name) return undefined;
    if (el.attributes.some((a) => a.type === 'mdxJsxAttribute' && HYDRATE_ATTRIBUTES.includes(a.name)))
      toHydrate.push(el);
    const base = el.name.split('.')[0]!;
    if (!el.name.includes('.') && /^[a-z]/.test(el.name)) return undefined;
    if (!data.scope.has(base)) {
      reportUnknown(el, base, step);
      // Keep what is inside visible: only the wrapper goes.
      parent.children.splice(index, 1, ...(el.children as RootContent[]));
      return index;
    }
    rewriteThemeElement(el, data.origins.get(base)?.specifier, parent, index, step);
    return undefined;
  });
  return toHydrate;
}

/**
 * What a known element from `@theme/…` needs: `<Head>`'s place, `<TOCInline>`'s missing `toc`,
 * and `<Image img={require(…)}>` / `<CodeBlock>` as a markdown image / fenced block.
 */
function rewriteThemeElement(
  el: JsxElement,
  origin: string | undefined,
  parent: Parent,
  index: number,
  { file, options, data, from }: PageStep,
): void {
  if (origin === '@docusaurus/Head') data.headAt ??= el.position?.start;
  if (origin === '@theme/TOCInline' && !attr(el, 'toc')) {
    el.attributes.push(tocAttribute());
    report(
      file,
      "`<TOCInline>` has no `toc` prop; it lists this page's headings.",
      el.position?.start,
      'mdx-unsupported',
      'Write `<TOCInline toc={toc} />`: Docusaurus needs the prop.',
    );
  }
  if (origin === '@theme/IdealImage') {
    const image = staticImage(el, from, options);
    if (image) {
      parent.children[index] = (
        el.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [image] } : image
      ) as RootContent;
      return;
    }
  }
  if (origin === '@theme/CodeBlock') {
    const code = staticCode(el, data.scope);
    if (code) parent.children[index] = code as RootContent;
  }
}

/**
 * `<Counter client:load />`: the component renders on the server as usual, inside an element
 * its own browser bundle hydrates. Only components from the site's files can: docsgen's
 * built-ins already have their islands.
 */
async function hydrate(
  elements: JsxElement[],
  file: VFile,
  options: MdxScopeOptions,
  data: MdxPageData,
): Promise<void> {
  let n = 0;
  const page = pageIslands(elements, data);
  for (const el of elements) {
    const flag = el.attributes.find(
      (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && HYDRATE_ATTRIBUTES.includes(a.name),
    )!;
    el.attributes = el.attributes.filter((a) => a !== flag);
    const origin = el.name && !el.name.includes('.') ? data.origins.get(el.name) : undefined;
    const value = el.name ? data.scope.get(el.name) : undefined;
    if (!origin?.file || typeof value !== 'function' || origin.exportName === '*') {
      report(
        file,
        `\`${flag.name}\` on \`<${el.name}>\` is ignored: only components imported from the site's own files can hydrate.`,
        el.position?.start,
        'hydrate-ignored',
        'Built-in components (@theme/*) are interactive already; for page exports, move the component to src/components.',
      );
      continue;
    }
    try {
      const bundle = await islandBundleFor({ file: origin.file, exportName: origin.exportName }, page, {
        root: options.root,
        cacheDir: options.clientCacheDir,
        cache: options.clientBundles,
        aliases: options.siteModules.aliases,
      });
      const name = `__docsgen_hydrated_${n++}`;
      data.scope.set(name, hydratable(value as ComponentType<Record<string, unknown>>, bundle.id));
      el.name = name;
      if (!data.scripts.includes(bundle.asset.url)) {
        data.scripts.push(bundle.asset.url);
        data.assets.push(bundle.asset);
      }
    } catch (error) {
      const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
      report(
        file,
        `\`<${el.name}>\` could not be bundled for the browser: ${first}`,
        el.position?.start,
        'hydrate-failed',
        'The component renders as static HTML; fix the error to make it interactive.',
      );
    }
  }
}

/** The site components the page hydrates, known before any is bundled: with a Root, they share one bundle. */
function pageIslands(elements: JsxElement[], data: MdxPageData): IslandOrigin[] {
  const out: IslandOrigin[] = [];
  for (const el of elements) {
    const origin = el.name && !el.name.includes('.') ? data.origins.get(el.name) : undefined;
    if (origin?.file && origin.exportName !== '*' && typeof data.scope.get(el.name!) === 'function')
      out.push({ file: origin.file, exportName: origin.exportName });
  }
  return out;
}

function bind(
  data: MdxPageData,
  name: string,
  value: unknown,
  origin: { specifier: string; file?: string; exportName: string },
): void {
  data.scope.set(name, value);
  data.origins.set(name, origin);
}

async function importInto(
  statement: ImportDeclaration,
  file: VFile,
  options: MdxScopeOptions,
  data: MdxPageData,
  from: ImportFrom,
): Promise<void> {
  const specifier = String(statement.source.value);
  const resolved = resolveImport(specifier, from);
  const mod = await loadModule(resolved, specifier, statement, file, options, data);
  for (const s of statement.specifiers) {
    const local = s.local.name;
    if (mod.kind === 'failed') {
      // Bound anyway, so uses of the name do not add an "unknown component" error per use.
      bind(data, local, Missing, { specifier, exportName: 'default' });
      continue;
    }
    const exportName =
      s.type === 'ImportDefaultSpecifier'
        ? 'default'
        : s.type === 'ImportNamespaceSpecifier'
          ? '*'
          : s.imported.type === 'Identifier'
            ? s.imported.name
            : String(s.imported.value);
    const value = exportName === '*' ? mod.record : mod.record[exportName];
    if (value === undefined && exportName !== '*') reportMissingExport(s, specifier, resolved, mod.record, file);
    bind(data, local, value ?? Missing, {
      specifier: resolved.kind === 'builtin' ? resolved.name : specifier,
      file: mod.file,
      exportName,
    });
  }
}

async function loadModule(
  resolved: ResolvedImport,
  specifier: string,
  statement: EsNode | undefined,
  file: VFile,
  options: MdxScopeOptions,
  data: MdxPageData,
): Promise<EsmModule> {
  const place = statement ? placeOf(statement) : undefined;
  const at: ImportAt = { specifier, place, file, options, data };
  switch (resolved.kind) {
    case 'builtin':
      return { kind: 'record', record: BUILTIN_MODULES[resolved.name]! };
    case 'missing':
      return notInstalledTheme(at) ?? unresolved(resolved.looked, at);
    case 'raw':
      data.uses.add(siteRelative(resolved.file, options));
      return { kind: 'record', record: { default: readFileSync(resolved.file, 'utf8') }, file: resolved.file };
    case 'json':
      return jsonModule(resolved.file, at);
    case 'loader':
      report(
        file,
        `Import "${specifier}" runs the webpack loader${resolved.loaders.length > 1 ? 's' : ''} ` +
          `${resolved.loaders.map((l) => `"${l}"`).join(', ')}; docsgen has ` +
          `no webpack and reads only "raw-loader" (the file's text).`,
        place,
        'unresolved-import',
        'Import the file with `!!raw-loader!./file` for its text, or import a component that does the same work at build time.',
      );
      return { kind: 'failed' };
    case 'style': {
      data.uses.add(siteRelative(resolved.file, options));
      const scoped = /\.module\.css$/i.test(resolved.file)
        ? await pageCssModule(resolved.file, options.root, options.siteModules.cssPlugins)
        : undefined;
      data.css.push(scoped?.css ?? readFileSync(resolved.file, 'utf8'));
      return { kind: 'record', record: scoped ? { ...scoped.names, default: scoped.names } : {} };
    }
    case 'asset':
      return assetModule(resolved.file, options, data);
    case 'markdown': {
      const partial = await renderPartialInto(resolved.file, specifier, place, file, options, data);
      // `import Part, { toc as partToc } from './_part.mdx'`: its headings too, as Docusaurus exports them.
      return partial === undefined
        ? { kind: 'failed' }
        : { kind: 'record', record: { default: partial.component, toc: partial.toc }, file: resolved.file };
    }
    case 'package':
    case 'module': {
      const host = resolved.kind === 'package' ? hostReactModule(specifier) : undefined;
      if (host) return { kind: 'record', record: withDefaultExport(host) };
      if (resolved.kind === 'package' && declaredButNotInstalled(options.root, specifier)) {
        const name = `"${packageNameOf(specifier)}"`;
        const reason = `Package ${name} is listed in package.json but not installed: what it draws is left out of the page.`;
        report(file, reason, place, 'page-missing-package', "Run `npm install` in the site's folder.");
        return { kind: 'record', record: MISSING_PACKAGE_RECORD };
      }
      const target = resolved.kind === 'module' ? resolved.file : await packageTarget(at);
      return target === undefined ? { kind: 'failed' } : componentModule(target, at);
    }
  }
}

/** One import being loaded: what it says, where it is, and the page it adds to. */
interface ImportAt {
  specifier: string;
  place: { line: number; column: number } | undefined;
  file: VFile;
  options: MdxScopeOptions;
  data: MdxPageData;
}

function siteRelative(file: string, options: MdxScopeOptions): string {
  return path.relative(options.root, file).split(path.sep).join('/');
}

/**
 * An `@theme/X` nothing provides while a theme the site lists is not installed: most likely that theme's,
 * so it is a missing package, as one listed in package.json but not installed: a warning naming the
 * theme and what to install, and a stand-in that renders its children.
 */
function notInstalledTheme({ specifier, place, file, options }: ImportAt): EsmModule | undefined {
  const themes = options.siteModules.themePackages;
  if (!/^@theme(-original|-init)?\//.test(specifier) || themes.notInstalled.length === 0) return undefined;
  const reason = `Import "${specifier}" is not provided by docsgen nor by an installed theme: what it draws is left out of the page.`;
  report(file, reason, place, 'page-missing-package', themePackagesHint(themes));
  return { kind: 'record', record: MISSING_PACKAGE_RECORD };
}

/** An import that resolves to nothing: reported with what docsgen provides or where paths are read from. */
function unresolved(looked: string, { specifier, place, file, options }: ImportAt): EsmModule {
  const near = suggest(specifier, Object.keys(BUILTIN_MODULES));
  const dropped = [
    droppedThemeModuleHint(specifier, options.notCarriedOver),
    specifier.startsWith('@theme') ? themePackagesHint(options.siteModules.themePackages) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const themed = specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/');
  const absent =
    themed || !/(^|!)(@site\/|\.{1,2}\/|\/)/.test(specifier) ? undefined : absentFolder(looked, options.root);
  const hint = themed
    ? `${dropped ? `${dropped} ` : ''}${near ? `Did you mean '${near}'? ` : ''}docsgen provides: ${Object.keys(BUILTIN_MODULES).join(', ')}.`
    : (absent
        ? `The folder ${absent}/ does not exist: if a script makes it (a clone of another repository, generated files), `
        : '') +
      (absent ? 'run it before building. ' : '') +
      'Paths starting with @site/ are read from the site root, ./ and ../ from the folder of the doc.';
  report(file, `Import "${specifier}" does not resolve (looked for ${looked}).`, place, 'unresolved-import', hint);
  return { kind: 'failed' };
}

/** As bundlers import JSON: the parsed value, and its top-level keys as named exports. */
function jsonModule(target: string, { specifier, place, file, options, data }: ImportAt): EsmModule {
  data.uses.add(siteRelative(target, options));
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(target, 'utf8'));
  } catch (error) {
    report(
      file,
      `"${specifier}" is not valid JSON: ${(error as Error).message}.`,
      place,
      'unresolved-import',
      'Fix the JSON file.',
    );
    return { kind: 'failed' };
  }
  const named =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { kind: 'record', record: { ...named, default: value }, file: target };
}

/** An image or other file: its URL, or for an SVG a component that renders it inline (`<Diagram />`), as in Docusaurus. */
function assetModule(target: string, options: MdxScopeOptions, data: MdxPageData): EsmModule {
  data.uses.add(siteRelative(target, options));
  if (/\.svg$/i.test(target)) {
    const component = svgComponent(readFileSync(target, 'utf8'));
    return { kind: 'record', record: { default: component, ReactComponent: component }, file: target };
  }
  const url = assetUrl(target, options, data);
  return { kind: 'record', record: { default: url } };
}

/** The file an npm package import loads, or undefined (reported) when the package is not installed. */
async function packageTarget({ specifier, place, file, options }: ImportAt): Promise<string | undefined> {
  try {
    // The ES module entry first, as Docusaurus' bundler takes an `import`; else what require finds.
    return (
      packageEntry(options.root, specifier, 'bundler') ??
      (await import('node:module')).createRequire(path.join(options.root, 'package.json')).resolve(specifier)
    );
  } catch {
    report(
      file,
      `Import "${specifier}" does not resolve: no such package is installed in the site.`,
      place,
      'unresolved-import',
      `Install it (npm install ${specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/')}) or fix the path; @site/ and ./ paths are read from the site.`,
    );
    return undefined;
  }
}

/** A component module (the site's or a package's), compiled and run, with its CSS and the markdown it imports. */
async function componentModule(target: string, at: ImportAt): Promise<EsmModule> {
  const { specifier, place, file, options, data } = at;
  try {
    // A package the component needs that is not installed renders only its children, with a warning, as on a React page.
    const mod = await loadSiteModule(target, options.root, options.siteModules, { stubMissingPackages: true });
    if (mod.missingPackages?.length)
      reportMissingPackages(file, specifier, mod.missingPackages, place, options.siteModules.themePackages);
    for (const input of mod.inputs) data.uses.add(input);
    if (mod.css) data.css.push(mod.css);
    data.assets.push(...mod.media);
    // Markdown the component imports, rendered for this page (a failed one renders nothing, reported here).
    for (const md of mod.markdown.keys())
      mod.markdown.set(
        md,
        (await renderPartialInto(md, `${specifier} → ${siteRelative(md, options)}`, place, file, options, data))
          ?.component,
      );
    const record = withDefaultExport(mod.exports);
    return {
      kind: 'record',
      record: mod.missingPackages?.length ? guardMissingPackageExports(record, specifier, file, place) : record,
      file: target,
    };
  } catch (error) {
    const e = error as SiteModuleError;
    const where = e.file
      ? ` (${path.relative(options.root, path.resolve(options.root, e.file))}${e.line ? `:${e.line}:${e.column ?? 1}` : ''})`
      : '';
    // It ran on stand-ins of uninstalled packages and failed: left out, as what those packages draw is.
    if (e.missingPackages?.length) {
      const hint = "Run `npm install` in the site's folder.";
      report(file, `Component "${specifier}" is left out${where}: ${e.message}`, place, 'page-missing-package', hint);
      return { kind: 'record', record: MISSING_PACKAGE_RECORD };
    }
    report(
      file,
      `Component "${specifier}" could not be compiled${where}: ${e.message}`,
      place,
      'unresolved-import',
      'Fix the component; it is compiled with esbuild and rendered with React at build time.',
    );
    return { kind: 'failed' };
  }
}

/**
 * Renders an imported `.md`/`.mdx` file with the page's pipeline and adds what it needs (CSS,
 * assets, scripts) to the page; its problems are reported at the import. Undefined if it failed.
 */
async function renderPartialInto(
  target: string,
  specifier: string,
  place: { line: number; column: number } | undefined,
  file: VFile,
  options: MdxScopeOptions,
  data: MdxPageData,
): Promise<{ component: unknown; toc: unknown } | undefined> {
  const rel = (f: string) => path.relative(options.root, f).split(path.sep).join('/');
  data.uses.add(rel(target));
  const chain = (file.data as { partialChain?: string[] }).partialChain ?? [];
  if (!options.renderPartial || chain.includes(target)) {
    report(
      file,
      `"${specifier}" imports itself through other partials.`,
      place,
      'unresolved-import',
      'Break the cycle of imports between these markdown files.',
    );
    return undefined;
  }
  try {
    const partial = await options.renderPartial(target, file, [...chain, target]);
    data.css.push(...partial.data.css);
    data.assets.push(...partial.data.assets);
    for (const u of partial.data.uses) data.uses.add(u);
    for (const s of partial.data.scripts) if (!data.scripts.includes(s)) data.scripts.push(s);
    // Problems inside the partial are reported at the import, naming the partial's line.
    for (const m of partial.messages) {
      const reported = file.message(`In ${rel(target)}${m.line ? `:${m.line}:${m.column ?? 1}` : ''}: ${m.reason}`, {
        place,
        ruleId: m.ruleId ?? 'markdown',
        source: 'docsgen',
      });
      if (m.note) reported.note = m.note;
    }
    return partial;
  } catch (error) {
    report(
      file,
      `"${specifier}" could not be rendered: ${(error as Error).message}.`,
      place,
      'unresolved-import',
      'Fix the MDX of the imported file; it is rendered like a page.',
    );
    return undefined;
  }
}

/**
 * Binds the components of the site's swizzled MDXComponents. Its CSS (all of its components')
 * goes only on pages that use one of them. Lowercase keys override markdown elements in
 * Docusaurus; docsgen's theme renders those itself (`init --from-docusaurus` says so).
 */
async function bindSwizzledComponents(
  target: string,
  tree: Root,
  file: VFile,
  options: MdxScopeOptions,
  data: MdxPageData,
): Promise<void> {
  const specifier = `@site/${path.relative(options.root, target).split(path.sep).join('/')}`;
  let mod: SiteModule;
  try {
    // A package it imports that is not installed is a stand-in, as for an imported component (warned where used).
    mod = await loadSiteModule(target, options.root, options.siteModules, { stubMissingPackages: true });
  } catch (error) {
    // On every page it is missing from (the report prints the repeats as one entry), so a
    // rebuild of any page in watch mode still says it.
    const e = error as SiteModuleError;
    const where = e.file
      ? path.relative(options.root, path.resolve(options.root, e.file)).split(path.sep).join('/') +
        (e.line ? `:${e.line}:${e.column ?? 1}` : '')
      : specifier.slice('@site/'.length);
    const missing = /^Could not resolve "([^./"][^"]*)"/.exec(e.message)?.[1];
    report(
      file,
      `The site's MDXComponents (${specifier.slice('@site/'.length)}) could not be compiled, so its components ` +
        `are not available on any page: ${where}: ${e.message}.`,
      undefined,
      'unresolved-import',
      missing
        ? `Install the package in the site (npm install ${missing
            .split('/')
            .slice(0, missing.startsWith('@') ? 2 : 1)
            .join('/')}).`
        : 'Fix the file; its components are available on every MDX page.',
    );
    return;
  }
  for (const input of mod.inputs) data.uses.add(input);
  const exported = (mod.exports.default ?? {}) as Record<string, unknown>;
  // The spread of `@theme-original/MDXComponents` brings docsgen's own globals back: not the site's.
  const names = Object.keys(exported).filter(
    (name) => /^[A-Z]/.test(name) && exported[name] !== undefined && exported[name] !== GLOBAL_COMPONENTS[name],
  );
  if (!names.length) return;
  const used = usedComponents(tree, names);
  const first = used.values().next().value;
  // Said on the pages that use one of its components, at the first use; the others lose nothing.
  if (mod.missingPackages?.length && first) reportMissingPackages(file, specifier, mod.missingPackages, first);
  const components = mod.missingPackages?.length
    ? guardMissingPackageExports(exported, specifier, file, first)
    : exported;
  for (const name of names) bind(data, name, components[name], { specifier, file: target, exportName: name });
  if (mod.css && used.size) data.css.push(mod.css);
}

/** Which of `names` the page's JSX elements use, each with the place of its first use. */
function usedComponents(tree: Root, names: readonly string[]): Map<string, { line: number; column: number }> {
  const wanted = new Set(names);
  const used = new Map<string, { line: number; column: number }>();
  walkTree(tree, (node: RootContent) => {
    const name = (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as JsxElement).name;
    const head = name ? name.split('.')[0]! : undefined;
    if (head && wanted.has(head) && !used.has(head))
      used.set(head, { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    return undefined;
  });
  return used;
}

/** Stands in for an import that failed (already reported): renders its children. */
function Missing(props: { children?: unknown }): unknown {
  return props.children ?? null;
}

/** `require("@site/static/img/x.png")` inside an expression: the image's URL in the shapes components read. */
function requireValue(specifier: string, from: ImportFrom, options: MdxScopeOptions, data: MdxPageData): unknown {
  const resolved = resolveImport(specifier, from);
  if (resolved.kind !== 'asset')
    throw new Error(
      `require("${specifier}") ` +
        (resolved.kind === 'missing'
          ? `does not resolve (looked for ${resolved.looked})`
          : 'only loads images and other files in MDX; use import for components'),
    );
  data.uses.add(path.relative(options.root, resolved.file).split(path.sep).join('/'));
  const url = assetUrl(resolved.file, options, data);
  return { default: url, src: { src: url }, preSrc: url, toString: () => url };
}

/** Files under static/ keep their path; others are copied to /assets/images with a content hash, as markdown images are. */
function assetUrl(file: string, options: MdxScopeOptions, data: MdxPageData): string {
  if (file.startsWith(options.staticDir + path.sep))
    return `/${path.relative(options.staticDir, file).split(path.sep).join('/')}`;
  const ext = path.extname(file);
  const url = `/assets/images/${path.basename(file, ext)}-${shortHash(readFileSync(file))}${ext}`;
  data.assets.push({ source: file, url });
  return url;
}

function staticImage(el: JsxElement, from: { root: string; dir: string }, options: MdxScopeOptions): Image | undefined {
  const img = attr(el, 'img');
  const expression =
    img && typeof img.value === 'object' ? expressionOf(img.value?.data?.estree as Program | undefined) : undefined;
  const call = expression?.type === 'MemberExpression' ? expression.object : expression;
  if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'require')
    return undefined;
  const arg = call.arguments[0];
  if (arg?.type !== 'Literal' || typeof arg.value !== 'string' || !IMAGE.test(arg.value)) return undefined;
  const resolved = resolveImport(arg.value, from);
  let url: string;
  if (resolved.kind === 'asset' && resolved.file.startsWith(options.staticDir + path.sep))
    url = `/${path.relative(options.staticDir, resolved.file).split(path.sep).join('/')}`;
  else if (resolved.kind === 'asset') url = path.relative(from.dir, resolved.file).split(path.sep).join('/');
  // Left to the image step, which reports the missing file at this place.
  else
    url = arg.value.startsWith('@site/')
      ? path
          .relative(from.dir, path.join(options.root, arg.value.slice(6)))
          .split(path.sep)
          .join('/')
      : arg.value;
  const alt = attr(el, 'alt');
  return {
    type: 'image',
    url: encodeURI(url),
    alt: typeof alt?.value === 'string' ? alt.value : '',
    title: null,
    position: el.position,
    data: { hProperties: { [IDEAL_IMAGE_MARK]: true } },
  };
}

function staticCode(el: JsxElement, scope: Scope): Code | undefined {
  let text: string | undefined;
  const only = el.children.length === 1 ? el.children[0] : undefined;
  if (only && (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression')) {
    const e = expressionOf((only.data as { estree?: Program } | undefined)?.estree);
    if (e?.type === 'TemplateLiteral' && e.expressions.length === 0) text = e.quasis[0]!.value.cooked ?? undefined;
    else if (e?.type === 'Literal' && typeof e.value === 'string') text = e.value;
    // `{Source}` from `import Source from '!!raw-loader!./x.ts'`: the file's text, known now.
    else if (e?.type === 'Identifier' && typeof scope.get(e.name) === 'string') text = scope.get(e.name) as string;
  } else if (only?.type === 'paragraph' && (only as Paragraph).children.every((c) => c.type === 'text')) {
    text = (only as Paragraph).children.map((c) => (c as { value: string }).value).join('');
  }
  if (text === undefined) return undefined;
  const str = (name: string) => {
    const a = attr(el, name);
    return typeof a?.value === 'string' ? a.value : a && a.value === null ? '' : undefined;
  };
  const meta = [
    str('metastring'),
    str('title') !== undefined ? `title="${str('title')}"` : '',
    str('showLineNumbers') !== undefined ? 'showLineNumbers' : '',
    // `<CodeBlock live>` (or `live={true}`): a playground, as a ```` ```jsx live ```` fence (live-codeblocks.ts).
    str('live') !== undefined || expressionText(attr(el, 'live')) === 'true' ? 'live' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const lang = str('language') ?? /language-(\S+)/.exec(str('className') ?? '')?.[1] ?? null;
  return {
    type: 'code',
    lang,
    meta: meta || null,
    value: text.replace(/^\n/, '').replace(/\n$/, ''),
    position: el.position,
  };
}

/** The source of an attribute written as an expression (`live={true}` → `true`). */
function expressionText(a: ReturnType<typeof attr>): string | undefined {
  const value = a?.value;
  return value && typeof value === 'object' ? value.value.trim() : undefined;
}

/** `toc={toc}`: the page's headings (bound when the page renders, see rehype-mdx-react.ts). */
function tocAttribute(): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: 'toc' } }],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'toc',
    value: { type: 'mdxJsxAttributeValueExpression', value: 'toc', data: { estree } },
  };
}

function reportUnknown(el: JsxElement, base: string, { data, file, options }: PageStep): void {
  const inScope = [...data.scope.keys()].filter((n) => /^[A-Z]/.test(n));
  const builtins = new Map(Object.keys(BUILTIN_MODULES).map((p) => [p.split('/').pop()!, p]));
  const builtinNames = [...builtins.keys()].map((n) => (n === 'IdealImage' ? 'Image' : n));
  const near = suggest(base, [...inScope, ...builtinNames]);
  let hint: string;
  if (near && data.scope.has(near)) hint = `Did you mean \`${near}\`?`;
  else if (near) {
    const p = builtins.get(near === 'Image' ? 'IdealImage' : near)!;
    hint = `Did you mean \`${near}\` from '${p}'? Add \`import ${near} from '${p}';\` below the front matter.`;
  } else
    hint = `Import it (\`import ${base} from '@site/src/components/${base}';\`) or list it under \`components\` in site.config.ts.`;
  // MDX 1 rendered it as its children, with a console warning (the severity is the config's, see route-renderer.ts).
  const legacy = options.mdx1
    ? 'As in MDX 1 (Docusaurus 2), the page builds and shows only what it wraps; MDX 2 and later (Docusaurus 3) fail on it. '
    : '';
  report(file, `\`<${el.name}>\` is not defined.`, el.position?.start, 'unknown-component', legacy + hint);
}

/**
 * A CommonJS module's exports seen from an `import`: unless compiled from an ES module
 * (`__esModule`), the whole `module.exports` is also the default export, as bundlers give it.
 */
function withDefaultExport(exports: Record<string, unknown>): Record<string, unknown> {
  if ('default' in exports || exports.__esModule) return exports;
  const record: Record<string, unknown> = { default: exports };
  for (const key of Object.keys(exports)) record[key] = exports[key];
  return record;
}

function hasNpm2yarnBlock(node: Root | RootContent): boolean {
  if (node.type === 'code') return /(^|\s)npm2yarn(\s|$)/.test(node.meta ?? '');
  return 'children' in node && (node.children as RootContent[]).some(hasNpm2yarnBlock);
}

export const TIMEOUT_HINT =
  'Look for a loop that never ends or a component that renders itself; code in a page runs at build time.';

/** A file message with a rule id and what to do (kept in `note`, shown as the diagnostic's hint). */
/**
 * An import of a name the module does not export. From an installed package it is a warning: webpack
 * cannot check a CommonJS package's names and leaves the import undefined, so the Docusaurus site built;
 * from the site's own files it is an error (a typo in a name the page then cannot render).
 */
function reportMissingExport(
  s: ImportDeclaration['specifiers'][number],
  specifier: string,
  resolved: ResolvedImport,
  record: ModuleRecord,
  file: VFile,
): void {
  const names = Object.keys(record).filter((n) => n !== '__esModule');
  const exportName = s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' ? s.imported.name : 'default';
  const fromPackage = resolved.kind === 'package';
  report(
    file,
    `"${specifier}" has no export named "${exportName}"` +
      (fromPackage ? `; \`${s.local.name}\` is undefined on this page, as a bundler leaves it.` : '.'),
    placeOf(s),
    fromPackage ? 'missing-export' : 'unresolved-import',
    names.length ? `It exports: ${names.join(', ')}.` : undefined,
  );
}

function reportMissingPackages(
  file: VFile,
  specifier: string,
  packages: readonly string[],
  place: { line: number; column: number } | undefined,
  themes?: ThemePackages,
): void {
  const { phrase, hint } = missingModulesText(packages);
  // An `@theme/X` stood in for: the site's theme that would give it may be the one not installed.
  const themeHint = packages.some((p) => p.startsWith('@theme')) ? themePackagesHint(themes) : undefined;
  // Without `sass` only its .scss stylesheets are missing: the component itself is drawn, unstyled.
  const stylesOnly = packages.length === 1 && packages[0] === 'sass';
  report(
    file,
    stylesOnly
      ? `Component "${specifier}" is drawn without its Sass stylesheets: "sass", which compiles them, is not installed.`
      : `Component "${specifier}" imports ${phrase}: what ${packages.length === 1 ? 'it draws' : 'they draw'} is left out of the page.`,
    place,
    'page-missing-package',
    themeHint ?? hint,
  );
}

function report(
  file: VFile,
  reason: string,
  place: { line: number; column: number } | import('unist').Position | import('unist').Point | undefined,
  ruleId: string,
  hint?: string,
): void {
  const message = file.message(reason, { place, ruleId, source: 'docsgen' });
  if (hint) message.note = hint;
}

function attr(el: JsxElement, name: string): MdxJsxAttribute | undefined {
  return el.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

function expressionOf(program: Program | undefined): Expression | undefined {
  const first = program?.body[0];
  return first?.type === 'ExpressionStatement' ? first.expression : undefined;
}

function isEmptyProgram(program: Program | undefined): boolean {
  return program !== undefined && program.body.length === 0;
}

function placeOf(node: EsNode): { line: number; column: number } | undefined {
  return node.loc ? { line: node.loc.start.line, column: node.loc.start.column + 1 } : undefined;
}
