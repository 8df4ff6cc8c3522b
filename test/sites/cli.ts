/** Runs the real docsgen CLI (bin/docsgen.js → dist/) the way CI does. */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROJECT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(PROJECT, 'bin/docsgen.js');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], cwd = PROJECT, env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd,
        encoding: 'utf8',
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, NO_COLOR: '1', ...env },
      },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ status, stdout, stderr });
      },
    );
  });
}

/** A fresh empty folder outside the project for build output. */
export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `docsgen-${prefix}-`));
}

/** The diagnostics block the CLI printed: from the first group title through the count line. */
export function diagnosticsOf(run: CliRun): string {
  const lines = run.stderr.split('\n');
  const start = lines.findIndex((l) => l === 'Warnings:' || l === 'Errors:');
  const end = lines.findIndex((l) => /^\d+ errors?, \d+ warnings?$/.test(l));
  if (start < 0 || end < 0) return '';
  return lines.slice(start, end + 1).join('\n');
}

/**
 * Compiles dist/ when it is missing or older than a source file, so the CLI
 * under test is the code in src/ (spawned processes cannot read TypeScript).
 */
export function ensureCompiled(): void {
  const built = path.join(PROJECT, 'dist/cli.js');
  const newestSource = newestMtime(path.join(PROJECT, 'src'));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return;
  const run = spawnSync(process.execPath, [path.join(PROJECT, 'scripts/compile.mjs')], {
    cwd: PROJECT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`npm run compile failed:\n${run.stderr}`);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}
