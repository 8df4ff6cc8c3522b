import { Command } from 'commander';
import { registerBuild } from './build.ts';
import { registerServe } from './serve.ts';
import { registerVersion } from './version.ts';
import { registerCheck } from './check.ts';
import { printDiagnostics } from './report.ts';
import { BuildError } from '../shared/diagnostics.ts';

/** The docsgen command line: one file per command, options in, exit code out. */
export async function main(argv: string[]): Promise<void> {
  const program = new Command();
  program.name('docsgen').description('Build, check and preview a versioned documentation site').option('--debug', 'show stack traces for unexpected errors');
  registerBuild(program);
  registerCheck(program);
  registerServe(program);
  registerVersion(program);
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

/**
 * The one message for failures no diagnostic covers. It names the file being processed (a
 * PageRenderError carries it) and the underlying error; a system error (disk full, no
 * permission) is the machine's, not a bug, so only other errors ask for a report.
 */
export function formatUnexpected(error: unknown, debug: boolean): string {
  const message = error instanceof Error ? error.message : String(error);
  const root = rootCause(error);
  const code = (root as NodeJS.ErrnoException | undefined)?.code;
  const system = typeof code === 'string' && /^E[A-Z]+$/.test(code);
  const hint = system
    ? `  The system refused an operation (${code}); check free space and permissions of the paths named above.`
    : '  This looks like a bug in docsgen. Run again with --debug for the stack trace and report it.';
  const stack = debug ? `\n${(root instanceof Error ? root.stack : undefined) ?? ''}` : '';
  return `error ${system ? 'system' : 'internal'}  ${message}\n${hint}${stack}\n`;
}

function rootCause(error: unknown): unknown {
  let current = error;
  for (let i = 0; i < 10 && current instanceof Error && current.cause !== undefined; i++) current = current.cause;
  return current;
}

/** `--debug` is a program option but is also accepted after the command name. */
function debugRequested(program: Command): boolean {
  return Boolean(program.opts().debug) || process.argv.includes('--debug');
}
