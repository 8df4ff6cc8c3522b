/**
 * What a user sees when the system refuses the output folder. As root, chmod does not stop our
 * own writes, so the refusals are injected into node:fs/promises and node:fs and go through the real build:
 * its staging, publish and error paths are the ones a non-root user hits.
 * - a read-only output folder (EACCES/EPERM/EROFS) is `output-not-writable`, not an ENOENT trace;
 * - a full disk is `disk-full`, naming the output folder;
 * - a `build.old` that another user owns is an `output-leftover` warning, and later builds pass.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { build, createBuildCache } from '../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { copyScenarioSite } from './support/temp-site.ts';

/** The refusal to inject: which call, on which paths, with which system code. */
const inject: { op?: 'writeFile' | 'rm' | 'mkdir' | 'rename'; matches?: (p: string) => boolean; code?: string } = {};

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const refuse = (op: string, p: unknown) => {
    if (inject.op !== op || typeof p !== 'string' || !inject.matches?.(p)) return undefined;
    return Object.assign(new Error(`${inject.code}: injected refusal, ${op} '${p}'`), {
      code: inject.code,
      syscall: op,
      path: p,
    });
  };
  const wrap = <F extends (...args: never[]) => Promise<unknown>>(op: string, fn: F) =>
    ((...args: Parameters<F>) => {
      const error = refuse(op, args[0]);
      return error ? Promise.reject(error) : fn(...args);
    }) as F;
  const mocked = {
    ...real,
    writeFile: wrap('writeFile', real.writeFile),
    rm: wrap('rm', real.rm),
    mkdir: wrap('mkdir', real.mkdir),
    rename: wrap('rename', real.rename),
  };
  return { ...mocked, default: mocked };
});

// The output's files are written with the synchronous calls: the same refusals, thrown.
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const wrap = <F extends (...args: never[]) => unknown>(op: string, fn: F) =>
    ((...args: Parameters<F>) => {
      const p = args[0];
      if (inject.op === op && typeof p === 'string' && inject.matches?.(p))
        throw Object.assign(new Error(`${inject.code}: injected refusal, ${op} '${p}'`), {
          code: inject.code,
          syscall: op,
          path: p,
        });
      return fn(...args);
    }) as F;
  const mocked = {
    ...real,
    writeFileSync: wrap('writeFile', real.writeFileSync),
    rmSync: wrap('rm', real.rmSync),
    mkdirSync: wrap('mkdir', real.mkdirSync),
    renameSync: wrap('rename', real.renameSync),
  };
  return { ...mocked, default: mocked };
});

let site: Awaited<ReturnType<typeof copyScenarioSite>>;
beforeAll(async () => {
  site = await copyScenarioSite('small-docs');
});
afterAll(async () => site?.remove());

const shown = (r: Awaited<ReturnType<typeof build>>) => r.diagnostics.map(formatDiagnostic).join('\n');

test('an output folder the system refuses to write is output-not-writable, and the previous site stays', async () => {
  const cache = createBuildCache();
  const first = await build({ root: site.root, cache });
  expect(first.ok, shown(first)).toBe(true);
  const out = first.outDir;
  const before = await readdir(out);

  for (const code of ['EACCES', 'EPERM']) {
    Object.assign(inject, {
      op: 'writeFile',
      code,
      matches: (p: string) => p.startsWith(`${out}.staging${path.sep}`) && p.endsWith('index.html'),
    });
    const refused = await build({ root: site.root, cache: createBuildCache() });
    Object.assign(inject, { op: undefined });
    expect(refused.ok).toBe(false);
    const d = refused.diagnostics.find((x) => x.code === 'output-not-writable');
    expect(d, shown(refused)).toBeDefined();
    expect(d!.message).toMatch(
      new RegExp(
        `^The output folder build is not writable: the system refused build\\.staging/.*index\\.html \\(${code}\\)\\. The previous site was left as it was\\.$`,
      ),
    );
    expect(d!.hint).toBe(
      'docsgen writes build.staging beside build and swaps it in, so your user needs write permission on build and on the folder that holds it (chown or chmod them), or choose another --out folder.',
    );
    expect(await readdir(out)).toEqual(before);
    expect(existsSync(`${out}.staging`)).toBe(false);
  }

  // A read-only disk: the staging folder cannot even be created.
  Object.assign(inject, { op: 'mkdir', code: 'EROFS', matches: (p: string) => p === `${out}.staging` });
  const readOnly = await build({ root: site.root, cache: createBuildCache() });
  Object.assign(inject, { op: undefined });
  expect(readOnly.diagnostics.map(formatDiagnostic)).toEqual([
    '(site)  output-not-writable  The output folder build is on a read-only file system (EROFS on build.staging). The previous site was left as it was.\n  Choose an --out folder on a writable disk.',
  ]);
});

test('a full disk is disk-full, naming the output folder', async () => {
  const out = path.join(site.root, 'build');
  Object.assign(inject, {
    op: 'writeFile',
    code: 'ENOSPC',
    matches: (p: string) => p.startsWith(`${out}.staging${path.sep}`) && p.endsWith('sitemap.xml'),
  });
  const full = await build({ root: site.root, cache: createBuildCache() });
  Object.assign(inject, { op: undefined });
  expect(full.diagnostics.map(formatDiagnostic)).toEqual([
    '(site)  disk-full  The disk holding the output folder build is full; writing build.staging/sitemap.xml failed. The previous site was left as it was.\n  Free some space on that disk (the build needs about twice the size of build while it publishes), or choose an --out folder on another disk.',
  ]);
  expect(existsSync(path.join(out, 'sitemap.xml'))).toBe(true);
});

test('a build.old another user owns is a warning, and later builds publish around it', async () => {
  const out = path.join(site.root, 'build');
  // The other user's folder: it cannot be deleted by us, whichever build tries.
  Object.assign(inject, { op: 'rm', code: 'EACCES', matches: (p: string) => p === `${out}.old` && existsSync(p) });
  try {
    const leftover =
      'The site was published, but the previous output moved aside to build.old could not be deleted (it probably belongs to another user).';
    const hint =
      'Delete build.old as its owner (for example `sudo rm -rf build.old`); later builds do not need it and step around it.';
    for (let i = 0; i < 2; i++) {
      const result = await build({ root: site.root, cache: createBuildCache() });
      expect(result.ok, shown(result)).toBe(true);
      expect(result.diagnostics.filter((d) => d.code === 'output-leftover').map(formatDiagnostic)).toEqual([
        `(site)  output-leftover  ${leftover}\n  ${hint}`,
      ]);
      expect(result.diagnostics.find((d) => d.code === 'output-leftover')!.severity).toBe('warning');
      expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    }
    // Only the undeletable folder is left; the second build's own aside folder was removed.
    expect((await readdir(site.root)).filter((e) => e.startsWith('build.'))).toEqual(['build.old']);
  } finally {
    Object.assign(inject, { op: undefined });
  }
});
