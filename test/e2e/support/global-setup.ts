import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../../src/dev/static-server.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostics.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outDir: string;
  }
}

let server: RunningServer | undefined;
let outDir: string | undefined;

/** Builds the real site once and serves it on 127.0.0.1 for every browser test. */
export async function setup(project: TestProject): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../../..');
  // A folder of this run's own, so two test runs never swap each other's output mid-run.
  outDir = path.join(root, `test/.tmp/e2e-build-${process.pid}`);
  const result = await build({ root, outDir });
  if (!result.ok) throw new Error(`The site failed to build:\n${result.diagnostics.map(formatDiagnostic).join('\n')}`);
  server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
  project.provide('baseUrl', server.url);
  project.provide('outDir', outDir);
}

export async function teardown(): Promise<void> {
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
}
