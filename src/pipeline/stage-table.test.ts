import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { STAGE_NAMES } from './stage-runner.ts';

const ARCHITECTURE = new URL('../../docs/architecture.md', import.meta.url);

/** The first column of the table under "## The stages", row by row. */
function stageTable(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('The stages'));
  if (!section) throw new Error('docs/architecture.md has no "## The stages" section');
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  expect(rows[0]?.split('|')[1]?.trim()).toBe('stage');
  return rows.slice(2).map((row) => row.split('|')[1]!.trim());
}

describe("docs/architecture.md's stage table", () => {
  const table = stageTable(readFileSync(ARCHITECTURE, 'utf8'));

  // A build reports only names of STAGE_NAMES (`StageRunner.stage` takes a `StageName`).
  test('lists every stage a build can print on its Stages: line', () => {
    expect(STAGE_NAMES.filter((name) => !table.includes(name))).toEqual([]);
  });

  test('lists no stage the build does not have', () => {
    expect(table.filter((name) => !(STAGE_NAMES as readonly string[]).includes(name))).toEqual([]);
  });

  test('lists them in the order they run, once each', () => {
    expect(table).toEqual([...STAGE_NAMES]);
  });
});
