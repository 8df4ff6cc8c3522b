import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Compiles one module that exists only in memory, placed at `file` inside the repository,
 * with the compiler options of `tsconfig`; returns the error messages.
 */
function compileProbe(tsconfig: string, file: string, source: string, withProjectFiles = false): string[] {
  const configPath = path.join(root, tsconfig);
  const parsed = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, ts.sys.readFile).config,
    ts.sys,
    path.dirname(configPath),
  );
  const probe = path.join(root, file);
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === probe ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === probe || fileExists(name);
  // A composite project checks imports against its own file list, so the probe joins that list as a new file would.
  const program = ts.createProgram(
    withProjectFiles ? [...parsed.fileNames, probe] : [probe],
    { ...parsed.options, noEmit: true },
    host,
  );
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('layer boundaries', () => {
  it('the compiler refuses a DOM global in pipeline code', () => {
    const errors = compileProbe(
      'tsconfig.json',
      'src/pipeline/probe-dom.ts',
      'export const here = window.location.href;\n',
    );
    expect(errors).toContain("Cannot find name 'window'.");
  }, 120_000);

  it('the same pipeline probe without the DOM global compiles, so the refusal is about the global', () => {
    expect(
      compileProbe(
        'tsconfig.json',
        'src/pipeline/probe-dom.ts',
        "import path from 'node:path';\nexport const here = path.sep;\n",
      ),
    ).toEqual([]);
  }, 120_000);

  it('the compiler refuses a render import in browser code', () => {
    const errors = compileProbe(
      'src/client/tsconfig.json',
      'src/client/probe-render.ts',
      "import { renderDocument } from '../render/document.tsx';\nexport const f = renderDocument;\n",
      true,
    );
    expect(
      errors.some((e) => /File '.*src\/render\/document\.tsx' is not listed within the file list of project/.test(e)),
    ).toBe(true);
  }, 120_000);

  it('browser code may import shared code', () => {
    expect(
      compileProbe(
        'src/client/tsconfig.json',
        'src/client/probe-shared.ts',
        "import { routeKey } from '../shared/paths.ts';\nexport const f = routeKey;\n",
        true,
      ),
    ).toEqual([]);
  }, 120_000);

  it('the import graph has no cycle and no upward or cross-side import', () => {
    const out = execFileSync(process.execPath, [path.join(root, 'scripts/check-deps.mjs'), '--root', root], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/, 0 cycles, 0 boundary problems\./);
  });

  it("refuses Node code importing a devDependency (a user's install lacks it), not browser code", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-deps-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      };
      write('package.json', JSON.stringify({ dependencies: { react: '19' }, devDependencies: { mermaid: '11' } }));
      write('src/pipeline/diagrams.ts', "import mermaid from 'mermaid';\nimport { createElement } from 'react';\n");
      write('src/client/islands/mermaid.ts', "export const load = () => import('mermaid');\n");
      const run = spawnSync(process.execPath, [path.join(root, 'scripts/check-deps.mjs'), '--root', dir], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        "src/pipeline/diagrams.ts  imports mermaid: a devDependency, absent from a user's install (make it a dependency).",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
