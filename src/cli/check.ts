import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import type { CheckOutputResult } from '../dev/check-output.ts';
import { BuildError, type Diagnostic } from '../shared/diagnostics.ts';
import { formatDiagnostics, printDiagnostics } from './report.ts';
import { parseBaseUrl, siteBaseUrl } from './site-base-url.ts';

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description('Crawl the built site on 127.0.0.1 and report broken links, assets and anchors')
    .option('--root <dir>', 'project folder (the output folder is relative to it)', '.')
    .option('--out <dir>', 'built site to check, relative to the project', 'build')
    .option('--external', 'also request links to other sites (needs network)', false)
    .option('--timeout <ms>', 'per-request timeout of --external links in milliseconds (default: 10000)', (v) =>
      positiveInt(v, '--timeout'),
    )
    .option('--total-timeout <ms>', 'overall limit of the --external requests in milliseconds (default: 120000)', (v) =>
      positiveInt(v, '--total-timeout'),
    )
    .option('--concurrency <n>', 'requests in flight at once', (v) => positiveInt(v, '--concurrency'), 32)
    .option('--base-url <path>', "crawl under this path instead of the config's baseUrl", (v) => {
      try {
        return parseBaseUrl(v);
      } catch (error) {
        throw new InvalidArgumentError((error as Error).message);
      }
    })
    .action(
      async (opts: {
        root: string;
        out: string;
        external: boolean;
        timeout?: number;
        totalTimeout?: number;
        concurrency: number;
        baseUrl?: string;
      }) => {
        const started = performance.now();
        const outDir = path.resolve(opts.root, opts.out);
        let baseUrl: string;
        try {
          baseUrl = await siteBaseUrl(path.resolve(opts.root), opts.baseUrl);
        } catch (error) {
          if (!(error instanceof BuildError)) throw error;
          printDiagnostics(error.diagnostics);
          process.exitCode = 1;
          return;
        }
        const { checkOutput } = await import('../dev/check-output.ts');
        const result = await checkOutput({
          outDir,
          external: opts.external,
          timeoutMs: opts.timeout,
          totalTimeoutMs: opts.totalTimeout,
          concurrency: opts.concurrency,
          baseUrl,
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        const report = formatCheckReport(result, { seconds, external: opts.external });
        if (result.broken.length) {
          process.stderr.write(report);
          process.exitCode = 1;
        } else {
          process.stdout.write(report);
        }
      },
    );
}

/** The check report: each broken target as a diagnostic naming the pages linking to it, then one summary line. Pure. */
export function formatCheckReport(result: CheckOutputResult, o: { seconds?: string; external?: boolean } = {}): string {
  const diagnostics: Diagnostic[] = result.broken.map((b) => ({
    severity: 'error',
    code: b.reason.startsWith('anchor') ? 'broken-anchor' : 'broken-link',
    file: b.target,
    message: b.reason,
    hint: b.linkedFrom.length ? `linked from ${b.linkedFrom.join(', ')}` : undefined,
  }));
  const time = o.seconds ? ` in ${o.seconds}s` : '';
  const skipped =
    result.skipped && !o.external
      ? ` (${result.skipped} external link${result.skipped === 1 ? '' : 's'} skipped; pass --external to check them)`
      : '';
  return (
    `${formatDiagnostics(diagnostics)}Checked ${result.checked} URLs from ${result.pages} pages` +
    `${time}: ${result.broken.length ? `${result.broken.length} broken` : 'nothing broken'}${skipped}.\n`
  );
}

function positiveInt(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new InvalidArgumentError(`${flag} needs a whole number above 0.`);
  return n;
}
