import { Command } from 'commander';
import { registerBuild } from './build.ts';
import { BuildError, formatDiagnostic } from '../shared/diagnostics.ts';

/** The docsgen command line: one file per command, options in, exit code out. */
export async function main(argv: string[]): Promise<void> {
  const program = new Command();
  program.name('docsgen').description('Build, check and preview a versioned documentation site').option('--debug', 'show stack traces for unexpected errors');
  registerBuild(program);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof BuildError) {
      process.stderr.write(`${error.diagnostics.map(formatDiagnostic).join('\n\n')}\n`);
    } else if (program.opts().debug || process.argv.includes('--debug')) {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    } else {
      process.stderr.write(`error internal  ${(error as Error).message}\n  This looks like a bug in docsgen. Run again with --debug for the stack trace and report it.\n`);
    }
    process.exitCode = 1;
  }
}
