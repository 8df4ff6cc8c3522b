import path from 'node:path';
import type { Command } from 'commander';
import { unchangedBuild } from '../pipeline/cache/fingerprint.ts';
import { formatBytes, printDiagnostics, progressPrinter } from './report.ts';
import { countBySeverity } from '../shared/diagnostics.ts';
import { searchSummary } from './search-summary.ts';
import { timeline } from './timeline.ts';
import { docsgenCommand } from './invocation.ts';
import { PACKAGE_ROOT } from '../pipeline/package-root.ts';
import { holdOutputForBuild } from './build-lock.ts';
import { isBuildRerun, rerunWithBiggerYoungGeneration } from './young-generation.ts';
import { runPrebuildSteps } from './prebuild.ts';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('Build the static site into the output folder (default: build/)')
    .option('--root <dir>', 'project folder holding site.config.ts', '.')
    .option('--out <dir>', 'output folder, relative to the project', 'build')
    .option('--timeline', "print each stage's start and end and the render threads' busy time")
    .action(async (opts: { root: string; out: string; timeline?: boolean }) => {
      const started = performance.now();
      const root = path.resolve(opts.root);
      const outDir = path.resolve(root, opts.out);
      // Read once: isBuildRerun clears its mark, so a second call would always answer false.
      const rerun = isBuildRerun();
      if (!rerun && !(await runPrebuildSteps(root))) return void (process.exitCode = 1);
      // Nothing changed since the last build: its output stands, and the pipeline is not even loaded.
      const unchanged = rerun ? undefined : unchangedBuild({ root, outDir });
      if (unchanged) {
        printDiagnostics(unchanged.diagnostics);
        const { warnings } = countBySeverity(unchanged.diagnostics);
        const out = path.relative(process.cwd(), outDir) || '.';
        const total = ((performance.now() - started) / 1000).toFixed(2);
        process.stdout.write(
          `No changes since the last build: ${out}/ is up to date (${unchanged.pages} pages, ${warnings} warning` +
            `${warnings === 1 ? '' : 's'}; checked in ${total}s).\n`,
        );
        return;
      }
      // A build to do: in a process whose main thread has the bigger young generation.
      const status = await rerunWithBiggerYoungGeneration();
      if (status !== undefined) {
        process.exitCode = status;
        return;
      }
      // One build per output folder at a time, stopped cleanly by a signal, into a path it may write.
      const refused = await holdOutputForBuild(root, outDir);
      if (refused) {
        printDiagnostics([refused]);
        process.exitCode = 1;
        return;
      }
      const { build } = await import('../pipeline/index.ts');
      const result = await build({
        root: opts.root,
        outDir: opts.out,
        onProgress: progressPrinter('Rendering pages'),
        persistentCache: true,
        fingerprint: true,
      });
      printDiagnostics(result.diagnostics);
      const { errors, warnings } = countBySeverity(result.diagnostics);
      const total = ((performance.now() - started) / 1000).toFixed(2);
      const stages = result.timings.map((t) => `${t.name} ${Math.round(t.ms)}ms`).join(', ');
      if (!result.ok) {
        process.stderr.write(
          `Build failed after ${total}s with ${errors} error${errors === 1 ? '' : 's'}; the previous output in ` +
            `${path.relative(process.cwd(), result.outDir) || '.'} was left untouched.\n`,
        );
        process.exitCode = 1;
        return;
      }
      const out = path.relative(process.cwd(), result.outDir) || '.';
      process.stdout.write(
        `Built ${result.pages.length} pages (${result.filesWritten} files, ${formatBytes(result.bytesWritten)}) into ` +
          `${out}/ in ${total}s with ${warnings} warning${warnings === 1 ? '' : 's'} and 0 errors.\n`,
      );
      process.stdout.write(`Stages: ${stages}\n`);
      if (opts.timeline) process.stdout.write(`${timeline(result)}\n`);
      const search = searchSummary(result);
      if (search) process.stdout.write(`${search}\n`);
      // The npm script exists in docsgen's own folder only; elsewhere the command the user ran is named.
      const own = path.resolve(process.cwd()) === PACKAGE_ROOT;
      process.stdout.write(
        `Preview it with: ${docsgenCommand()} serve --out ${out}` +
          `${own ? `   (in this repository: npm run serve${out === 'build' ? '' : ` -- --out ${out}`})` : ''}\n`,
      );
    });
}
