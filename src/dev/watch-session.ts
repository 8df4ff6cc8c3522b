import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, createBuildCache, type BuildResult, type SourceChanges } from '../pipeline/index.ts';
import { countBySeverity, formatDiagnostic, internalError, type Diagnostic } from '../shared/diagnostics.ts';
import { createLiveReloadHub, type LiveReloadEvent, type LiveReloadHub } from './live-reload.ts';
import { createRebuildQueue, type RebuildQueue } from './rebuild-queue.ts';
import { formatSaveSteps, saveSteps } from './save-steps.ts';
import { settleEmptyFiles } from './settle-empty.ts';
import { startStaticServer, type RunningServer } from './static-server.ts';
import { watchSources, type SourceChange, type SourceWatcher } from './watcher.ts';
import { blogList } from '../shared/blog-config-schema.ts';

export interface WatchSessionOptions {
  root: string;
  /** Output folder relative to the project (default build). */
  outDir?: string;
  port?: number;
  host?: string;
  /** Where progress lines go (the terminal). */
  log?: (text: string) => void;
  /** Quiet period merging the events of one save. */
  delayMs?: number;
  /** How long a changed content file that is empty may take to be written before it is built empty (see `settleEmptyFiles`). */
  settleMs?: number;
  /** Log every step of each save with its milliseconds (`--debug`). */
  stepTimings?: boolean;
}

/** What one rebuild did, for the terminal and for tests. */
export interface RebuildOutcome {
  ok: boolean;
  /** Route paths whose HTML changed, appeared or disappeared. */
  changedPaths: string[];
  diagnostics: Diagnostic[];
  ms: number;
  trigger: string[];
}

/**
 * How many rebuild outcomes a session keeps. Each holds that build's diagnostics; keeping every
 * one made a long watch session grow by ~80 KB per save (measured with
 * scripts/bench-watch-heap.mjs), and only the latest ones are ever read.
 */
export const OUTCOMES_KEPT = 20;

export interface WatchSession {
  url: string;
  server: RunningServer;
  hub: LiveReloadHub;
  /** The last rebuilds' outcomes (at most `OUTCOMES_KEPT`), oldest first; the initial build first until it ages out. */
  readonly outcomes: readonly RebuildOutcome[];
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** What the session keeps between rebuilds; the rebuild steps read and update it. */
interface SessionState {
  root: string;
  options: WatchSessionOptions;
  log: (text: string) => void;
  cache: ReturnType<typeof createBuildCache>;
  hub: LiveReloadHub;
  outcomes: RebuildOutcome[];
  /** Each route's HTML hash in the last good build, and its pages. */
  lastGood: LastGood;
  hadGoodBuild: boolean;
  /** Served under the last good build's baseUrl, so a config change moves the preview with it. */
  basePath: string;
  /** Sources the last good build read outside the fixed folders: watched from then on. */
  extra: ExtraSources;
  watcher?: SourceWatcher;
  /** Resolves once the sources the last good build added to the watcher are scanned. */
  watching: Promise<unknown>;
  /** The first event of the batch being collected: its delay after the save, and when it came. */
  firstEvent?: { at: number; lagMs?: number };
}

/** How long a batch waited before its build, for `--debug`'s step timings. */
interface Waited {
  queuedMs?: number;
  lagMs?: number;
  settleMs: number;
}

/**
 * `docsgen serve --watch`: build, serve with live reload, then rebuild on every
 * save. The build cache keeps rendered pages, so an edit renders only the pages
 * whose inputs changed; a failed build leaves the last good output being served
 * and shows its diagnostics in the terminal and over the page.
 */
export async function startWatchSession(options: WatchSessionOptions): Promise<WatchSession> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const state: SessionState = {
    root,
    options,
    log: options.log ?? ((text: string) => process.stderr.write(text)),
    cache: createBuildCache(),
    hub: createLiveReloadHub(),
    outcomes: [],
    lastGood: { hashes: new Map<string, string>(), pages: [] },
    hadGoodBuild: false,
    basePath: '/',
    extra: { content: [], config: [], templates: [] },
    watching: Promise.resolve(),
  };

  // The watcher starts before the first build: a save made while it runs (or just after, while a
  // big tree is still being scanned) is queued for the next build instead of being missed.
  const initial = rebuild(state, new Set());
  const byFile = new Map<string, SourceChange>();
  const queue = saveQueue(state, initial, byFile);
  const watcher = watchProject(state, queue, byFile);
  state.watcher = watcher;
  // What the first build found it reads outside the fixed folders is scanned too before the URL is shown.
  await Promise.all([initial, watcher.ready]);
  await state.watching;
  const server = await startStaticServer({
    root: outDir,
    port: options.port,
    host: options.host,
    liveReload: state.hub,
    basePath: () => state.basePath,
  });

  return {
    url: server.url + state.basePath.replace(/\/$/, ''),
    server,
    hub: state.hub,
    outcomes: state.outcomes,
    idle: () => queue.idle(),
    close: async () => {
      await watcher.close();
      await queue.close();
      await server.close();
    },
  };
}

/** Builds each batch of saves once the first build is done, with the batch's files as they are now. */
function saveQueue(state: SessionState, initial: Promise<void>, byFile: Map<string, SourceChange>): RebuildQueue {
  const queue = createRebuildQueue({
    delayMs: state.options.delayMs,
    run: async (files) => {
      await initial;
      const first = state.firstEvent;
      state.firstEvent = undefined;
      const queued = performance.now();
      const batch = new Set([...files].map((f) => byFile.get(f)!).filter(Boolean));
      for (const f of files) byFile.delete(f);
      // An editor that truncates and then writes: do not build (and publish) the half-saved, empty file.
      await settleEmptyFiles(
        [...batch].filter((c) => c.kind === 'content' && c.event !== 'unlink').map((c) => c.file),
        { maxWaitMs: state.options.settleMs },
      );
      // The write that ended the wait (or any later change of a file this build reads) is in this
      // build: one save, one rebuild, not a second one that changes nothing.
      const reread = [...batch]
        .filter((c) => c.event === 'change' && byFile.get(c.file)?.event === 'change')
        .map((c) => c.file);
      queue.forget(reread);
      for (const file of reread) byFile.delete(file);
      await rebuild(state, batch, {
        queuedMs: first && queued - first.at,
        lagMs: first?.lagMs,
        settleMs: performance.now() - queued,
      });
    },
  });
  return queue;
}

/** Watches the project's sources, queueing each changed file and noting when a batch's first event came. */
function watchProject(state: SessionState, queue: RebuildQueue, byFile: Map<string, SourceChange>): SourceWatcher {
  const { root } = state;
  const configFile =
    ['site.config.ts', 'site.config.mjs', 'site.config.js'].map((f) => path.join(root, f)).find(existsSync) ??
    path.join(root, 'site.config.ts');
  return watchSources({
    configFile,
    contentDir: path.join(root, 'content'),
    templatesDir: path.join(root, 'templates'),
    staticDir: path.join(root, 'static'),
    extraContent: state.extra.content,
    onChange: (change) => {
      if (change.event === 'addDir') return; // the files inside report themselves
      byFile.set(change.file, change);
      state.firstEvent ??= {
        at: performance.now(),
        lagMs: change.mtimeMs === undefined ? undefined : Date.now() - change.mtimeMs,
      };
      queue.add(change.file);
    },
    onError: (error) => state.log(`${stamp()} watching failed: ${error.message}\n`),
  });
}

/** One build of the changed sources, then what it changed logged and pushed to the open pages. */
async function rebuild(state: SessionState, changed: ReadonlySet<SourceChange>, waited?: Waited): Promise<void> {
  const started = performance.now();
  const trigger = [...new Set([...changed].map((c) => path.relative(state.root, c.file).split(path.sep).join('/')))];
  if ([...changed].some((c) => c.kind === 'static')) {
    // Image sizes and missing-image checks read static/: render every page again.
    state.cache.pages = undefined;
    state.cache.markdown.imageSizes.clear();
  }
  const { result, internal } = await runBuild(state, changed);
  const ms = performance.now() - started;
  const built = performance.now();
  const what = trigger.length
    ? `${trigger.slice(0, 3).join(', ')}${trigger.length > 3 ? ` and ${trigger.length - 3} more` : ''} changed: `
    : '';
  if (!result?.ok) {
    reportFailure(state, { result, internal, what });
    recordOutcome(state, { ok: false, changedPaths: [], diagnostics: result?.diagnostics ?? [], ms, trigger });
    return;
  }
  const { changedPaths, event } = acceptGoodBuild(state, result);
  logGoodBuild(state, result, { what, changedPaths, ms });
  const pushing = performance.now();
  state.hub.broadcast(event);
  if (state.options.stepTimings && waited)
    logSaveSteps(state, result, waited, { ms, afterMs: pushing - built, pushing });
  recordOutcome(state, { ok: true, changedPaths, diagnostics: result.diagnostics, ms, trigger });
}

async function runBuild(
  state: SessionState,
  changed: ReadonlySet<SourceChange>,
): Promise<{ result?: BuildResult; internal?: Error }> {
  try {
    // After the first good build, small rebuilds write only changed files into the served folder.
    // The first build takes the pages an earlier `docsgen build` or session rendered from the cache folder, as the CLI build does.
    const result = await build({
      root: state.root,
      outDir: state.options.outDir,
      cache: state.cache,
      inPlace: true,
      includeDrafts: true,
      changes: pageEdits(changed),
      persistentCache: !state.hadGoodBuild,
    });
    return { result };
  } catch (error) {
    return { internal: error as Error };
  }
}

/** A failed build: its errors in the terminal and over the open pages, which keep the last good build. */
function reportFailure(state: SessionState, o: { result?: BuildResult; internal?: Error; what: string }): void {
  const { internal } = o;
  const diagnostics = o.result?.diagnostics ?? [];
  const text = internal
    ? formatDiagnostic(internalError(internal))
    : diagnostics
        .filter((d) => d.severity === 'error')
        .map(formatDiagnostic)
        .join('\n\n');
  const { errors } = countBySeverity(diagnostics);
  state.log(
    `${stamp()} ${o.what}build failed with ${internal ? 'an internal error' : `${errors} error${errors === 1 ? '' : 's'}`}; still serving ` +
      `the last good build.\n${text}\n\n`,
  );
  state.hub.broadcast({ type: 'build-error', text });
}

/** A good build becomes the last good one: the routes it changed, its base path and the extra sources to watch. */
function acceptGoodBuild(state: SessionState, result: BuildResult): { changedPaths: string[]; event: LiveReloadEvent } {
  const { changedPaths, next } = changedRoutes(state.lastGood, result.pages);
  const event: LiveReloadEvent = { type: 'reload', paths: state.hadGoodBuild ? changedPaths : 'all' };
  state.lastGood = next;
  state.hadGoodBuild = true;
  state.basePath = result.config?.site.baseUrl ?? '/';
  if (result.config) {
    const extra = extraSources(state.root, result.config);
    state.extra = extra;
    state.watching = Promise.all(
      (['content', 'config', 'templates'] as const).map((kind) => state.watcher?.add(extra[kind], kind)),
    );
  }
  return { changedPaths, event };
}

/** The last good build's pages and each route's HTML hash (not the HTML: the build does not keep pages in memory). */
interface LastGood {
  hashes: Map<string, string>;
  pages: readonly BuildResult['pages'][number][];
}

/**
 * The routes whose HTML changed, appeared or disappeared since the last good build. A build that
 * kept every route in place (a save) compares only the pages whose objects are new; an unchanged
 * page keeps its object between builds.
 */
function changedRoutes(last: LastGood, pages: BuildResult['pages']): { changedPaths: string[]; next: LastGood } {
  const hashOf = (p: BuildResult['pages'][number]) => p.htmlHash ?? p.html;
  if (pages.length === last.pages.length) {
    const changedPaths: string[] = [];
    const updates: [string, string][] = [];
    let kept = true;
    for (let i = 0; i < pages.length && kept; i++) {
      const page = pages[i]!;
      const before = last.pages[i]!;
      if (page === before) continue;
      kept = page.route.path === before.route.path;
      const hash = hashOf(page);
      if (last.hashes.get(page.route.path) !== hash) changedPaths.push(page.route.path);
      updates.push([page.route.path, hash]);
    }
    if (kept) {
      for (const [route, hash] of updates) last.hashes.set(route, hash);
      return { changedPaths, next: { hashes: last.hashes, pages } };
    }
  }
  const hashes = new Map(pages.map((p) => [p.route.path, hashOf(p)]));
  const changedPaths = [...hashes].filter(([route, html]) => last.hashes.get(route) !== html).map(([route]) => route);
  for (const route of last.hashes.keys()) if (!hashes.has(route)) changedPaths.push(route);
  return { changedPaths, next: { hashes, pages } };
}

function logGoodBuild(
  state: SessionState,
  result: BuildResult,
  o: { what: string; changedPaths: string[]; ms: number },
) {
  const { changedPaths } = o;
  const { warnings } = countBySeverity(result.diagnostics);
  const warningText = result.diagnostics
    .filter((d) => d.severity === 'warning')
    .map(formatDiagnostic)
    .join('\n\n');
  state.log(
    `${warningText ? `${warningText}\n\n` : ''}${stamp()} ${o.what}${changedPaths.length} page${changedPaths.length === 1 ? '' : 's'} updated in ` +
      `${Math.round(o.ms)} ms (${slowest(result)})${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}.\n`,
  );
}

/** `--debug`: every step of the save with its milliseconds, from the file event to the push to the pages. */
function logSaveSteps(
  state: SessionState,
  result: BuildResult,
  waited: Waited,
  o: { ms: number; afterMs: number; pushing: number },
): void {
  const pushed = performance.now();
  state.log(
    `${stamp()} ${formatSaveSteps(
      saveSteps({
        eventMs: waited.lagMs,
        queuedMs: waited.queuedMs,
        settleMs: waited.settleMs,
        stages: result.timings,
        buildMs: o.ms,
        afterMs: o.afterMs,
        pushMs: pushed - o.pushing,
      }),
    )}\n`,
  );
}

function recordOutcome(state: SessionState, outcome: RebuildOutcome): void {
  const { outcomes } = state;
  outcomes.push(outcome);
  if (outcomes.length > OUTCOMES_KEPT) outcomes.splice(0, outcomes.length - OUTCOMES_KEPT);
}

/** A batch of saves of existing markdown files only: the build then reuses the config and templates and reads only those files. */
function pageEdits(changed: ReadonlySet<SourceChange>): SourceChanges | undefined {
  const all = [...changed];
  if (!all.length || !all.every((c) => c.kind === 'content' && c.event === 'change' && /\.mdx?$/i.test(c.file)))
    return undefined;
  return { editedDocs: all.map((c) => c.file) };
}

interface ExtraSources {
  /** Docs folders, sidebars files and versions.json the config names outside content/ (Docusaurus layout). */
  content: string[];
  /** Local files site.config.ts imports (plugins, shared data): a change reloads the config. */
  config: string[];
  /** The site's own MDX components and theme overrides (src/ in the Docusaurus layout): pages render again. */
  templates: string[];
}

function extraSources(root: string, cfg: NonNullable<BuildResult['config']>): ExtraSources {
  const content = [
    ...cfg.site.versions.flatMap((v) => [v.folder, v.sidebars]),
    ...blogList(cfg.site.blog).map((b) => b.path),
  ].filter((p): p is string => Boolean(p));
  return {
    content: [...new Set([...content.map((p) => path.resolve(root, p)), path.join(root, 'versions.json')])],
    // Packages are not watched: node_modules changes only with an install, and restarting is then expected.
    config: [
      ...cfg.configInputs.filter((f) => !f.split(path.sep).includes('node_modules')),
      // Translations (i18n/<locale>/…) feed the config and every locale's build: a change builds again in full.
      ...(cfg.site.i18n ? [path.resolve(root, cfg.site.i18n.path ?? 'i18n')] : []),
    ],
    templates: [
      path.join(root, 'src'),
      ...(cfg.site.pages &&
      !`${path.resolve(root, cfg.site.pages.path)}${path.sep}`.startsWith(path.join(root, 'src', path.sep))
        ? [path.resolve(root, cfg.site.pages.path)]
        : []),
    ],
  };
}

/** The three slowest stages, so a slow save says where the time went. */
function slowest(result: BuildResult): string {
  return [...result.timings]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((t) => `${t.name} ${Math.round(t.ms)} ms`)
    .join(', ');
}

function stamp(): string {
  return new Date().toTimeString().slice(0, 8);
}
