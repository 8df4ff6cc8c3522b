import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function check(dir: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/check-unused.mjs'), '--root', dir], {
    encoding: 'utf8',
  });
  return { status: r.status, output: r.stdout + r.stderr };
}

describe('unused exports check', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docsgen-unused-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('passes on docsgen itself', () => {
    expect(check(root)).toMatchObject({ status: 0 });
  });

  it('names an export nothing imports, and accepts one a test or a re-export uses', () => {
    mkdirSync(path.join(scratch, 'src/shared'), { recursive: true });
    mkdirSync(path.join(scratch, 'src/cli'), { recursive: true });
    writeFileSync(
      path.join(scratch, 'src/shared/words.ts'),
      'export function used(): number {\n  return 1;\n}\nexport const dead = 2;\n' +
        'export function tested(): void {}\nexport type Kept = string;\n',
    );
    writeFileSync(path.join(scratch, 'src/cli/main.ts'), "import { used } from '../shared/words.ts';\nused();\n");
    writeFileSync(path.join(scratch, 'src/shared/words.test.ts'), "import { tested } from './words.ts';\ntested();\n");
    const result = check(scratch);
    expect(result.status).toBe(1);
    expect(result.output).toContain('src/shared/words.ts:4  dead is exported but nothing imports it');
    expect(result.output).not.toMatch(/\b(used|tested|Kept) is exported/);
  });
});
