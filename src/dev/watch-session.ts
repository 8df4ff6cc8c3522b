import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, createBuildCache, type BuildResult, type SourceChanges } from '../pipeline/index.ts';
import { countBySeverity, formatDiagnostic, internalError, type Diagnostic } from '../shared/diagnostics.ts';
import { createLiveReloadHub, type LiveReloadEvent, type LiveReloadHub } from './live-reload.ts';
import { createRebuildQueue } from './rebuild-queue.ts';
import { formatSaveSteps, saveSteps } from './save-steps.ts';
import { settleEmptyFiles } from './settle-empty.ts';
import { startStaticServer, type RunningServer } from './static-server.ts';
import { watchSources, type SourceChange, type SourceWatcher } from './watcher.ts';

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

/**
 * `docsgen serve --watch`: build, serve with live reload, then rebuild on every
 * save. The build cache keeps rendered pages, so an edit renders only the pages
 * whose inputs changed; a failed build leaves the last good output being served
 * and shows its diagnostics in the terminal and over the page.
 */
export async function startWatchSession(options: WatchSessionOptions): Promise<WatchSession> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const log = options.log ?? ((text: string) => process.stderr.write(text));
  const cache = createBuildCache();
  const hub = createLiveReloadHub();
  const outcomes: RebuildOutcome[] = [];
  const record = (outcome: RebuildOutcome) => {
    outcomes.push(outcome);
    if (outcomes.length > OUTCOMES_KEPT) outcomes.splice(0, outcomes.length - OUTCOMES_KEPT);
  };
  let lastGood = new Map<string, string>();
  let hadGoodBuild = false;
  // Served under the last good build's baseUrl, so a config change moves the preview with it.
  let basePath = '/';
  // Sources the last good build read outside the fixed folders: watched from then on.
  let extra: ExtraSources = { content: [], config: [], templates: [] };
  let watcher: SourceWatcher | undefined;
  // Resolves once the sources the last good build added to the watcher are scanned.
  let watching: Promise<unknown> = Promise.resolve();

  // The first event of the batch being collected: its delay after the save, and when it came.
  let firstEvent: { at: number; lagMs?: number } | undefined;

  const rebuild = async (
    changed: ReadonlySet<SourceChange>,
    waited?: { queuedMs?: number; lagMs?: number; settleMs: number },
  ): Promise<void> => {
    const started = performance.now();
    const trigger = [...new Set([...changed].map((c) => path.relative(root, c.file).split(path.sep).join('/')))];
    if ([...changed].some((c) => c.kind === 'static')) {
      // Image sizes and missing-image checks read static/: render every page again.
      cache.pages = undefined;
      cache.markdown.imageSizes.clear();
    }
    let result: BuildResult | undefined;
    let internal: Error | undefined;
    try {
      // After the first good build, small rebuilds write only changed files into the served folder.
      // The first build takes the pages an earlier `docsgen build` or session rendered from the cache folder, as the CLI build does.
      result = await build({
        root,
        outDir: options.outDir,
        cache,
        inPlace: true,
        includeDrafts: true,
        changes: pageEdits(changed),
        persistentCache: !hadGoodBuild,
      });
    } catch (error) {
      internal = error as Error;
    }
    const ms = performance.now() - started;
    const built = performance.now();
    const what = trigger.length
      ? `${trigger.slice(0, 3).join(', ')}${trigger.length > 3 ? ` and ${trigger.length - 3} more` : ''} changed: `
      : '';
    if (!result?.ok) {
      const diagnostics = result?.diagnostics ?? [];
      const text = internal
        ? formatDiagnostic(internalError(internal))
        : diagnostics
            .filter((d) => d.severity === 'error')
            .map(formatDiagnostic)
            .join('\n\n');
      const { errors } = countBySeverity(diagnostics);
      log(
        `${stamp()} ${what}build failed with ${internal ? 'an internal error' : `${errors} error${errors === 1 ? '' : 's'}`}; still serving ` +
          `the last good build.\n${text}\n\n`,
      );
      hub.broadcast({ type: 'build-error', text });
      record({ ok: false, changedPaths: [], diagnostics, ms, trigger });
      return;
    }
    // Hashes, not the HTML itself: the build does not keep pages in memory.
    const next = new Map(result.pages.map((p) => [p.route.path, p.htmlHash ?? p.html]));
    const changedPaths = [...next].filter(([route, html]) => lastGood.get(route) !== html).map(([route]) => route);
    for (const route of lastGood.keys()) if (!next.has(route)) changedPaths.push(route);
    const event: LiveReloadEvent = { type: 'reload', paths: hadGoodBuild ? changedPaths : 'all' };
    lastGood = next;
    hadGoodBuild = true;
    basePath = result.config?.site.baseUrl ?? '/';
    if (result.config) {
      extra = extraSources(root, result.config);
      watching = Promise.all(
        (['content', 'config', 'templates'] as const).map((kind) => watcher?.add(extra[kind], kind)),
      );
    }
    const { warnings } = countBySeverity(result.diagnostics);
    const warningText = result.diagnostics
      .filter((d) => d.severity === 'warning')
      .map(formatDiagnostic)
      .join('\n\n');
    log(
      `${warningText ? `${warningText}\n\n` : ''}${stamp()} ${what}${changedPaths.length} page${changedPaths.length === 1 ? '' : 's'} updated in ` +
        `${Math.round(ms)} ms (${slowest(result)})${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}.\n`,
    );
    const pushing = performance.now();
    hub.broadcast(event);
    if (options.stepTimings && waited) {
      const pushed = performance.now();
      log(
        `${stamp()} ${formatSaveSteps(
          saveSteps({
            eventMs: waited.lagMs,
            queuedMs: waited.queuedMs,
            settleMs: waited.settleMs,
            stages: result.timings,
            buildMs: ms,
            afterMs: pushing - built,
            pushMs: pushed - pushing,
          }),
        )}\n`,
      );
    }
    record({ ok: true, changedPaths, diagnostics: result.diagnostics, ms, trigger });
  };

  // The watcher starts before the first build: a save made while it runs (or just after, while a
  // big tree is still being scanned) is queued for the next build instead of being missed.
  const initial = rebuild(new Set());
  const byFile = new Map<string, SourceChange>();
  const queue = createRebuildQueue({
    delayMs: options.delayMs,
    run: async (files) => {
      await initial;
      const first = firstEvent;
      firstEvent = undefined;
      const queued = performance.now();
      const batch = new Set([...files].map((f) => byFile.get(f)!).filter(Boolean));
      for (const f of files) byFile.delete(f);
      // An editor that truncates and then writes: do not build (and publish) the half-saved, empty file.
      await settleEmptyFiles(
        [...batch].filter((c) => c.kind === 'content' && c.event !== 'unlink').map((c) => c.file),
        { maxWaitMs: options.settleMs },
      );
      // The write that ended the wait (or any later change of a file this build reads) is in this
      // build: one save, one rebuild, not a second one that changes nothing.
      const reread = [...batch]
        .filter((c) => c.event === 'change' && byFile.get(c.file)?.event === 'change')
        .map((c) => c.file);
      queue.forget(reread);
      for (const file of reread) byFile.delete(file);
      await rebuild(batch, {
        queuedMs: first && queued - first.at,
        lagMs: first?.lagMs,
        settleMs: performance.now() - queued,
      });
    },
  });
  const configFile =
    ['site.config.ts', 'site.config.mjs', 'site.config.js'].map((f) => path.join(root, f)).find(existsSync) ??
    path.join(root, 'site.config.ts');
  watcher = watchSources({
    configFile,
    contentDir: path.join(root, 'content'),
    templatesDir: path.join(root, 'templates'),
    staticDir: path.join(root, 'static'),
    extraContent: extra.content,
    onChange: (change) => {
      if (change.event === 'addDir') return; // the files inside report themselves
      byFile.set(change.file, change);
      firstEvent ??= {
        at: performance.now(),
        lagMs: change.mtimeMs === undefined ? undefined : Date.now() - change.mtimeMs,
      };
      queue.add(change.file);
    },
    onError: (error) => log(`${stamp()} watching failed: ${error.message}\n`),
  });
  // What the first build found it reads outside the fixed folders is scanned too before the URL is shown.
  await Promise.all([initial, watcher.ready]);
  await watching;
  const server = await startStaticServer({
    root: outDir,
    port: options.port,
    host: options.host,
    liveReload: hub,
    basePath: () => basePath,
  });

  return {
    url: server.url + basePath.replace(/\/$/, ''),
    server,
    hub,
    outcomes,
    idle: () => queue.idle(),
    close: async () => {
      await watcher.close();
      await queue.close();
      await server.close();
    },
  };
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
  const content = [...cfg.site.versions.flatMap((v) => [v.folder, v.sidebars]), cfg.site.blog?.path].filter(
    (p): p is string => Boolean(p),
  );
  return {
    content: [...new Set([...content.map((p) => path.resolve(root, p)), path.join(root, 'versions.json')])],
    // Packages are not watched: node_modules changes only with an install, and restarting is then expected.
    config: [
      ...cfg.configInputs.filter((f) => !f.split(path.sep).includes('node_modules')),
      // Translations (i18n/<locale>/…) feed the config and every locale's build: a change builds again in full.
      ...(cfg.site.i18n ? [path.join(root, 'i18n')] : []),
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
