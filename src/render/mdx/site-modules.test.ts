import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteModuleCache, loadSiteModule, siteFileInStack } from './site-modules.ts';

// Inside the repository, so the component's `react` import resolves as in a site.
const tmpDir = path.join(import.meta.dirname, '../../../test/.tmp');
mkdirSync(tmpDir, { recursive: true });
const root = mkdtempSync(path.join(tmpDir, 'site-modules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('site components in errors', () => {
  it('names the component file when it throws while rendering', async () => {
    mkdirSync(path.join(root, 'src/components'), { recursive: true });
    // Reads a Docusaurus-only config field, as some site components do.
    writeFileSync(
      path.join(root, 'src/components/VersionedLink.jsx'),
      'export default function VersionedLink(props) {\n  const presets = props.config.presets;\n  return <a href={presets[0]}>{props.children}</a>;\n}\n',
    );
    const mod = await loadSiteModule(
      path.join(root, 'src/components/VersionedLink.jsx'),
      root,
      createSiteModuleCache(),
    );
    let caught: unknown;
    try {
      renderToString(createElement(mod.exports.default as FunctionComponent<{ config: object }>, { config: {} }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TypeError);
    expect(siteFileInStack(caught)).toBe('src/components/VersionedLink.jsx');
    expect(siteFileInStack(new Error('elsewhere'))).toBeUndefined();
  });
});

describe('site modules shared between components', () => {
  it('runs a file two components import once, so both see one context (as in one Docusaurus bundle)', async () => {
    const dir = path.join(root, 'src/shared-ctx');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'ctx.js'),
      "import { createContext } from 'react';\nexport const Ctx = createContext(null);\n",
    );
    writeFileSync(
      path.join(dir, 'Provider.jsx'),
      'import { Ctx } from \'./ctx\';\nexport default function P({ children }) { return <Ctx.Provider value="tide">{children}</Ctx.Provider>; }\n',
    );
    writeFileSync(
      path.join(dir, 'Reader.jsx'),
      "import { useContext } from 'react';\nimport { Ctx } from '@site/src/shared-ctx/ctx';\nexport default function R() { return <b>{useContext(Ctx) ?? 'none'}</b>; }\n",
    );
    const cache = createSiteModuleCache();
    const provider = await loadSiteModule(path.join(dir, 'Provider.jsx'), root, cache);
    const reader = await loadSiteModule(path.join(dir, 'Reader.jsx'), root, cache);
    const P = provider.exports.default as FunctionComponent<{ children?: unknown }>;
    const R = reader.exports.default as FunctionComponent;
    expect(renderToString(createElement(P, null, createElement(R)))).toBe('<b>tide</b>');
    expect(reader.inputs).toContain('src/shared-ctx/ctx.js');
  });
});
