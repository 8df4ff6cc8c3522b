import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

interface Metrics {
  longLines: { file: string; line: number; length: number }[];
  dataTables: string[];
  longestFunctions: { name: string; file: string; line: number; lines: number }[];
}

function metrics(dir: string): Metrics {
  const out = execFileSync(process.execPath, [path.join(root, 'scripts/code-metrics.mjs'), '--json', '--root', dir], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as Metrics;
}

describe('code metrics', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docsgen-metrics-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('src/ has no line over 160 characters outside the listed data tables', () => {
    const long = metrics(root).longLines.map((l) => `${l.file}:${l.line} (${l.length})`);
    expect(long).toEqual([]);
  });

  it('src/ has no function of 80 lines or more (tests left out)', () => {
    const long = metrics(root)
      .longestFunctions.filter((f) => f.lines >= 80)
      .map((f) => `${f.name} ${f.file}:${f.line} (${f.lines} lines)`);
    expect(long).toEqual([]);
  });

  it('reports a long code line with its place, and leaves data tables and tests alone', () => {
    mkdirSync(path.join(scratch, 'src/shared'), { recursive: true });
    mkdirSync(path.join(scratch, 'src/cli'), { recursive: true });
    const long = `export const message = '${'x'.repeat(170)}';\n`;
    writeFileSync(path.join(scratch, 'src/cli/report.ts'), `// a comment\n${long}`);
    writeFileSync(path.join(scratch, 'src/cli/report.test.ts'), long);
    writeFileSync(path.join(scratch, 'src/shared/diagnostic-catalogue.ts'), long);
    writeFileSync(
      path.join(scratch, 'src/cli/steps.ts'),
      `export function steps(): number {\n${'  let a = 1;\n'.repeat(5)}  return 1;\n}\n`,
    );
    const result = metrics(scratch);
    expect(result.longLines).toEqual([{ file: 'src/cli/report.ts', line: 2, length: long.length - 1 }]);
    expect(result.longestFunctions[0]).toEqual({ name: 'steps', file: 'src/cli/steps.ts', line: 1, lines: 8 });
  });
});
