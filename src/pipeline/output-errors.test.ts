import path from 'node:path';
import { expect, test } from 'vitest';
import { outputSystemProblem } from './output-errors.ts';

const root = path.resolve('/site');
const where = { root, outDir: path.join(root, 'build') };
const sysError = (code: string, p: string) =>
  Object.assign(new Error(`${code}: refused, open '${p}'`), { code, path: p });

test('permission refusals on the output, its siblings or their parent are output-not-writable', () => {
  for (const code of ['EACCES', 'EPERM']) {
    for (const p of [
      '/site/build/index.html',
      '/site/build.staging/v2/intro/index.html',
      '/site/build.old',
      '/site/build.old-12-34',
      '/site',
    ]) {
      expect(outputSystemProblem(sysError(code, p), where)).toMatchObject({
        code: 'output-not-writable',
        severity: 'error',
      });
    }
  }
  // Wrapped by a stage (the cause chain is followed), as the publish step does.
  const wrapped = new Error('Publishing the site failed while moving build.staging to build', {
    cause: sysError('EROFS', '/site/build.staging'),
  });
  expect(outputSystemProblem(wrapped, where)?.message).toBe(
    'The output folder build is on a read-only file system (EROFS on build.staging). The previous site was left as it was.',
  );
});

test('a permission refusal elsewhere (a content file) is left to the generic system report', () => {
  expect(outputSystemProblem(sysError('EACCES', '/site/content/v2/intro.md'), where)).toBeUndefined();
  expect(outputSystemProblem(sysError('EACCES', '/site/buildings/x'), where)).toBeUndefined();
  expect(outputSystemProblem(sysError('ENOENT', '/site/build/index.html'), where)).toBeUndefined();
  expect(outputSystemProblem(new Error('no code'), where)).toBeUndefined();
});

test('ENOSPC and EDQUOT are disk-full, naming the output folder wherever the write was', () => {
  expect(outputSystemProblem(sysError('ENOSPC', '/site/build.staging/a.html'), where)?.message).toBe(
    'The disk holding the output folder build is full; writing build.staging/a.html failed. The previous site was left as it was.',
  );
  expect(outputSystemProblem(sysError('EDQUOT', '/tmp/x'), where)).toMatchObject({
    code: 'disk-full',
    message: expect.stringContaining('quota'),
  });
  expect(
    outputSystemProblem(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }), { root, outDir: '/elsewhere/out' })
      ?.message,
  ).toBe('The disk holding the output folder /elsewhere/out is full. The previous site was left as it was.');
});
