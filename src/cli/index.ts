import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { PACKAGE_ROOT } from '../pipeline/package-root.ts';
import { registerBuild } from './build.ts';
import { registerServe } from './serve.ts';
import { registerVersion } from './version.ts';
import { registerCheck } from './check.ts';
import { registerInit } from './init.ts';
import { formatUnexpected, printDiagnostics } from './report.ts';
import { BuildError } from '../shared/diagnostics.ts';

/** The docsgen command line: one file per command, options in, exit code out. */
export async function main(argv: string[]): Promise<void> {
  const program = new Command();
  program
    .name('docsgen')
    .description('Build, check and preview a versioned documentation site')
    .version(packageVersion(), '-V, --version', 'print the version of docsgen')
    .option('--debug', 'show stack traces for unexpected errors');
  registerBuild(program);
  registerCheck(program);
  registerServe(program);
  registerVersion(program);
  registerInit(program);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof BuildError) {
      // A user mistake: the diagnostics say what to do; the stack only with --debug.
      printDiagnostics(error.diagnostics);
      if (debugRequested(program)) process.stderr.write(`${error.stack ?? ''}\n`);
    } else {
      process.stderr.write(formatUnexpected(error, debugRequested(program)));
    }
    process.exitCode = 1;
  }
}

/** `--debug` is a program option but is also accepted after the command name. */
function debugRequested(program: Command): boolean {
  return Boolean(program.opts().debug) || process.argv.includes('--debug');
}

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
