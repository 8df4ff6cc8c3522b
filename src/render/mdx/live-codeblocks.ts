import { createRequire } from 'node:module';
import path from 'node:path';
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { build } from 'esbuild';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createLivePlayground, type ReactLiveApi } from '../../theme/mdx/LivePlayground.tsx';
import { walkTree } from '../markdown/walk-tree.ts';
import { bundleForBrowser, docsgenRoot, hydratable } from './hydrate.ts';
import { hostReactModule, loadSiteModule } from './site-modules.ts';
import { resolveImport } from './resolve-import.ts';
import type { ImageAsset } from '../markdown/rehype-images.ts';
import type { SiteModuleCache } from './site-modules.ts';

/** What the MDX step gives: the site and where the page's browser bundles are written. */
interface LiveOptions {
  root: string;
  siteModules: SiteModuleCache;
  clientCacheDir: string;
}

/** The page's scope, scripts and assets, which the playgrounds join. */
interface LivePageData {
  scope: Map<string, unknown>;
  scripts: string[];
  assets: ImageAsset[];
}

/**
 * ```` ```jsx live ```` fences (`@docusaurus/theme-live-codeblock`): an editable playground whose
 * result is prerendered here and runs again in the browser on every edit. `react-live` is the
 * site's own (the theme brings it); the scope is the site's `src/theme/ReactLiveScope` when it has one.
 */

/** A fence is live when its meta string holds the word `live`, as the Docusaurus theme reads it. */
export const LIVE_FENCE = /^[ \t]*(?:`{3,}|~{3,})[^\n`]*[ \t]live(?:[ \t]|$)/m;
const LIVE_META = /(?:^|\s)live(?:\s|$)/;
const ISLAND_ID = 'live-playground';

/** What a build resolves once: the server playground and the browser bundle's script, or why there is none. */
type LiveSetup =
  | { kind: 'ready'; Playground: ComponentType<Record<string, unknown>>; script: import('./hydrate.ts').ClientBundle }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

/** Per build (the site module cache is): one react-live load, one scope, one browser bundle. */
const setups = new WeakMap<object, Promise<LiveSetup>>();

/** Replaces the page's live fences with playgrounds; without react-live they stay code, with one warning. */
export async function liveCodeBlocks(tree: Root, file: VFile, options: LiveOptions, data: LivePageData) {
  const fences: { node: Code; parent: Parent; index: number }[] = [];
  walkTree(tree, (node: RootContent, parent: Parent, index: number) => {
    if (node.type === 'code' && LIVE_META.test(node.meta ?? '')) fences.push({ node, parent, index });
  });
  if (!fences.length) return;
  let setup = setups.get(options.siteModules);
  if (!setup) {
    setup = setUp(options);
    setups.set(options.siteModules, setup);
  }
  const ready = await setup;
  if (ready.kind !== 'ready') {
    const missing = ready.kind === 'missing';
    const message = file.message(
      missing
        ? 'This live code block shows as plain code: the site does not have `react-live` installed.'
        : `This live code block shows as plain code: its playground could not be built (${ready.message}).`,
      { place: fences[0]!.node.position?.start, ruleId: 'live-codeblock-unavailable', source: 'docsgen' },
    );
    message.note = missing
      ? "Run `npm install @docusaurus/theme-live-codeblock` (it brings react-live) in the site's folder."
      : 'Fix the error above (in react-live or src/theme/ReactLiveScope) to get the editable playground.';
    return;
  }
  data.scope.set('__docsgen_live', hydratable(ready.Playground, ISLAND_ID));
  for (const { node, parent, index } of fences) parent.children[index] = playgroundElement(node);
  if (!data.scripts.includes(ready.script.asset.url)) {
    data.scripts.push(ready.script.asset.url);
    data.assets.push(ready.script.asset);
  }
}

function playgroundElement(node: Code): MdxJsxFlowElement {
  const meta = node.meta ?? '';
  const title = /title=(["'])(.*?)\1/.exec(meta)?.[2];
  const attrs: MdxJsxAttribute[] = [
    { type: 'mdxJsxAttribute', name: 'code', value: node.value },
    { type: 'mdxJsxAttribute', name: 'language', value: node.lang ?? 'jsx' },
  ];
  if (/(?:^|\s)noInline(?:\s|$)/.test(meta)) attrs.push({ type: 'mdxJsxAttribute', name: 'noInline', value: null });
  if (title) attrs.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
  return {
    type: 'mdxJsxFlowElement',
    name: '__docsgen_live',
    attributes: attrs,
    children: [],
    position: node.position,
  };
}

async function setUp(options: LiveOptions): Promise<LiveSetup> {
  const { root } = options;
  const entry = reactLiveEntry(root);
  if (!entry) return { kind: 'missing' };
  try {
    const live = await loadReactLive(root);
    const scopeFile = liveScopeFile(root);
    const siteScope = scopeFile
      ? (await loadSiteModule(scopeFile, root, options.siteModules)).exports.default
      : undefined;
    const scope = (siteScope as Record<string, unknown> | undefined) ?? defaultScope();
    const prerender = (element: ReactElement) => renderToString(element);
    const Playground = createLivePlayground(live, scope, prerender) as unknown as ComponentType<
      Record<string, unknown>
    >;
    const script = await bundlePlayground(root, scopeFile, options.clientCacheDir);
    return { kind: 'ready', Playground, script };
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
    return { kind: 'failed', message: first };
  }
}

/** Where the site's react-live is, as its own bundler would find it (the site folder, then its parents). */
function reactLiveEntry(root: string): string | undefined {
  try {
    return createRequire(path.join(root, 'package.json')).resolve('react-live');
  } catch {
    return undefined;
  }
}

function liveScopeFile(root: string): string | undefined {
  const found = resolveImport('@site/src/theme/ReactLiveScope', { root, dir: root });
  return found.kind === 'module' ? found.file : undefined;
}

/** Docusaurus's default scope: React and its hooks by name. */
function defaultScope(): Record<string, unknown> {
  const React = hostReactModule('react')!;
  return { React, ...React };
}

/** The site's react-live for Node, bundled from its folder, with docsgen's React (one React renders the page). */
async function loadReactLive(root: string): Promise<ReactLiveApi> {
  const result = await build({
    stdin: { contents: "export * from 'react-live';", resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    logLevel: 'silent',
  });
  const mod: { exports: Record<string, unknown> } = { exports: {} };
  const siteRequire = createRequire(path.join(root, 'package.json'));
  const requireFor = (name: string) => hostReactModule(name) ?? siteRequire(name);
  new Function('require', 'module', 'exports', result.outputFiles[0]!.text)(requireFor, mod, mod.exports);
  return mod.exports as unknown as ReactLiveApi;
}

/** The browser island: the site's react-live and scope, docsgen's playground and React, hydrating every playground. */
async function bundlePlayground(root: string, scopeFile: string | undefined, cacheDir: string) {
  const theme = path.join(docsgenRoot(), 'src/theme/mdx');
  const entry = [
    `import * as React from 'react';`,
    `import { hydrateRoot } from 'react-dom/client';`,
    `import * as live from 'react-live';`,
    `import { MdxSiteContext } from ${JSON.stringify(path.join(theme, 'context.ts'))};`,
    `import { createLivePlayground } from ${JSON.stringify(path.join(theme, 'LivePlayground.tsx'))};`,
    scopeFile ? `import scope from ${JSON.stringify(scopeFile)};` : 'const scope = { React, ...React };',
    `const Playground = createLivePlayground(live, scope);`,
    `for (const el of document.querySelectorAll('[data-mdx-hydrate=${JSON.stringify(ISLAND_ID)}]')) {`,
    `  if (el.dataset.hydrated) continue;`,
    `  el.dataset.hydrated = '1';`,
    `  const site = { ...JSON.parse(el.dataset.site || '{}'), admonitionIcon: () => '' };`,
    `  const prerendered = el.querySelector('.live-playground-preview')?.innerHTML ?? '';`,
    `  const props = { ...JSON.parse(el.dataset.props || '{}'), prerendered };`,
    `  hydrateRoot(el, React.createElement(MdxSiteContext.Provider, { value: site }, React.createElement(Playground, props)));`,
    `}`,
  ].join('\n');
  const react = (name: string) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  const asset = await bundleForBrowser(entry, {
    name: ISLAND_ID,
    resolveDir: root,
    root,
    cacheDir,
    // One React: the playground's, the site's scope components' and react-live's.
    alias: { react: react('react'), 'react-dom': react('react-dom') },
  });
  return { id: ISLAND_ID, asset };
}
