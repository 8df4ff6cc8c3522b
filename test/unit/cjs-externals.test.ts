import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { bundleWithPlugins } from '../support/compile-plugin-bundle.ts';
// @ts-expect-error: a build script in plain JavaScript, without declarations
import { cjsExternals } from '../../scripts/lib/cjs-externals.mjs';

const BANNER = `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(path.join(process.cwd(), 'x.js'))});\n`;

describe("the compile step's CommonJS externals", () => {
  it('loads React and esbuild with require(): no ES import of them is left, and they work as imported', async () => {
    const source =
      "import { createElement as h } from 'react';\nimport { renderToString as r } from 'react-dom/server';\n" +
      "import * as esbuild from 'esbuild';\nexport const html = r(h('b', null, 'x'));\nexport const version = esbuild.version;\n" +
      'export { h, r };';
    const text = await bundleWithPlugins(source, [cjsExternals(process.cwd())]);
    expect(text).not.toMatch(/from "(react|esbuild)/);
    expect(text).toContain('require("react-dom/server")');
    const url = `data:text/javascript;base64,${Buffer.from(BANNER + text).toString('base64')}`;
    const mod = (await import(url)) as { html: string; version: string; h: unknown; r: unknown };
    expect(mod.html).toBe('<b>x</b>');
    expect(mod.version).toMatch(/^\d+\.\d+\.\d+/);
    // The same module objects as an ES import of the CommonJS packages gives.
    expect(mod.h).toBe(createElement);
    expect(mod.r).toBe(renderToString);
  });
});
