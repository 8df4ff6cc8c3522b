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
    const mod = await loadSiteModule(path.join(root, 'src/components/VersionedLink.jsx'), root, createSiteModuleCache());
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
