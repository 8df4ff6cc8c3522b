import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { printDiagnostics } from './report.ts';
import { npmRunInstead } from './prebuild-manager.ts';

/**
 * site.config.ts `prebuild`: commands `docsgen build` runs in the project folder before building
 * (what a Docusaurus build script did before `docusaurus build`), each printed; the site's
 * node_modules/.bin is on the PATH, as `npm run` has it. A step that fails stops the build before
 * anything is written, so the previous output stays. False when one failed (reported).
 */
/** The longest one prebuild step may run (generators of API docs can take minutes). */
const STEP_TIMEOUT_MS = 20 * 60_000;
/** The exit code POSIX shells give when the command is not found (`bun` on a machine without it). */
const NOT_FOUND = 127;

export async function runPrebuildSteps(root: string): Promise<boolean> {
  const steps = await prebuildStepsOfConfig(root);
  for (const step of steps) {
    const instead = npmRunInstead(step, root);
    process.stdout.write(`Prebuild: ${step}${instead ? ` (its package manager is not installed: ${instead})` : ''}\n`);
    const run = spawnSync(instead ?? step, {
      cwd: root,
      shell: true,
      stdio: 'inherit',
      // Bounded: a step waiting on a network this machine lacks must not hang the build.
      timeout: STEP_TIMEOUT_MS,
      killSignal: 'SIGKILL',
      env: { ...process.env, PATH: [path.join(root, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter) },
    });
    if (run.status === 0) continue;
    printDiagnostics([failure(root, step, run.status, run.signal, run.error)]);
    return false;
  }
  return true;
}

/** The steps of site.config.ts; the config is loaded only when its text names `prebuild` (the usual build skips it). */
async function prebuildStepsOfConfig(root: string): Promise<string[]> {
  const file = path.join(root, 'site.config.ts');
  if (!existsSync(file) || !/\bprebuild\s*:/.test(readFileSync(file, 'utf8'))) return [];
  const { loadConfig } = await import('../pipeline/config.ts');
  try {
    return (await loadConfig({ root })).site.prebuild ?? [];
  } catch {
    return []; // the build itself reports a config that does not load
  }
}

function failure(
  root: string,
  step: string,
  status: number | null,
  signal: NodeJS.Signals | null,
  error: Error | undefined,
): Diagnostic {
  const source = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
  const line = source.split('\n').findIndex((l) => l.includes(JSON.stringify(step))) + 1;
  const how = error
    ? `could not start (${error.message})`
    : signal
      ? `was stopped by ${signal}${signal === 'SIGKILL' ? ` (steps may run ${STEP_TIMEOUT_MS / 60_000} minutes)` : ''}`
      : status === NOT_FOUND
        ? `exited with code ${NOT_FOUND}, the shell's code for a command it could not find (named in its message above): ` +
          'install that command or put it on the PATH'
        : `exited with code ${status}`;
  return {
    severity: 'error',
    code: 'prebuild-failed',
    file: 'site.config.ts',
    ...(line > 0 ? { line } : {}),
    message: `The prebuild step "${step}" ${how}; nothing was built.`,
    hint: 'Run the step in the project folder to see why and fix it, or remove it from prebuild; the previous output was left as it was.',
  };
}
