import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { docsgenReact, requireShimSource } from './react-require-shim.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'react-shim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('React for compiled templates, loaded with require()', () => {
  it('re-exports a CommonJS module: its names, itself as default, the same objects as require()', async () => {
    const cjs = path.join(dir, 'lib.cjs');
    writeFileSync(cjs, 'exports.add = (a, b) => a + b; exports.value = { n: 1 }; exports["not-a-name"] = 2;');
    const shim = path.join(dir, 'shim.mjs');
    const names = Object.keys(createRequire(import.meta.url)(cjs) as object);
    writeFileSync(shim, requireShimSource(cjs, names));
    const mod = (await import(pathToFileURL(shim).href)) as Record<string, unknown> & {
      default: Record<string, unknown>;
    };
    expect((mod.add as (a: number, b: number) => number)(2, 3)).toBe(5);
    expect(mod.value).toBe(createRequire(import.meta.url)(cjs).value);
    expect(mod.default['not-a-name']).toBe(2);
    expect(Object.keys(mod).sort()).toEqual(['add', 'default', 'value']);
  });

  it('a component compiled with the plugin renders with the React docsgen resolves', async () => {
    const entry = path.join(dir, 'page.tsx');
    writeFileSync(
      entry,
      "import { useId } from 'react';\nimport { renderToString } from 'react-dom/server';\n" +
        'function Page() { return <p id={useId()}>hi</p>; }\nexport const html = renderToString(<Page />);',
    );
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      write: false,
      plugins: [docsgenReact()],
    });
    const text = out.outputFiles[0]!.text;
    expect(text).toContain('createRequire(import.meta.url)');
    expect(text).not.toMatch(/from "react/);
    const file = path.join(dir, 'page.mjs');
    writeFileSync(file, text);
    const { html } = (await import(pathToFileURL(file).href)) as { html: string };
    expect(html).toMatch(/^<p id="[^"]+">hi<\/p>$/);
  });
});
