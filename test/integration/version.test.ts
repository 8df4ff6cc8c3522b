import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { cutVersion, insertVersionEntry } from '../../src/cli/version.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { copyScenarioSite } from './support/temp-site.ts';

const entry = { name: 'v3.0', label: '3.0', path: '/v3.0', banner: 'unmaintained' as const, mainDoc: 'intro' };

describe('insertVersionEntry', () => {
  it("adds the frozen copy right after the latest entry, in the file's own style", () => {
    const text = `export default defineConfig({\n  versions: [\n    { name: 'v3', label: 'v3 latest', path: '/v3' }, // latest\n    { name: 'v2', label: '2.x', path: '/v2' },\n  ],\n  latestVersion: 'v3',\n});\n`;
    const out = insertVersionEntry(text, 'v3', entry);
    expect('text' in out && out.text).toMatchInlineSnapshot(`
      "export default defineConfig({
        versions: [
          { name: 'v3', label: 'v3 latest', path: '/v3' }, // latest
          { name: 'v3.0', label: '3.0', path: '/v3.0', banner: 'unmaintained', mainDoc: 'intro' },
          { name: 'v2', label: '2.x', path: '/v2' },
        ],
        latestVersion: 'v3',
      });
      "
    `);
  });

  it('handles a last entry without a trailing comma and multi-line entries', () => {
    const text = `export default {\n  versions: [\n    {\n      name: "v1",\n      path: "/v1",\n    }\n  ],\n};\n`;
    const out = insertVersionEntry(text, 'v1', entry);
    expect('text' in out && out.text).toContain(
      `    },\n    { name: 'v3.0', label: '3.0', path: '/v3.0', banner: 'unmaintained', mainDoc: 'intro' }\n  ],`,
    );
  });

  it('gives up with a reason when the table is not written out in the config', () => {
    expect(
      insertVersionEntry(`const versions = load();\nexport default { versions, latestVersion: 'v3' };\n`, 'v3', entry),
    ).toEqual({
      error: 'No `versions: [` array was found in the config (is it built in another file or a variable?).',
    });
    expect(insertVersionEntry(`export default { versions: [...older, { name: 'v2' }] };\n`, 'v3', entry)).toEqual({
      error: "No entry with name 'v3' was found in the versions array.",
    });
  });
});

describe('docsgen version <name>', () => {
  let site: Awaited<ReturnType<typeof copyScenarioSite>>;
  let out = '';
  beforeAll(async () => {
    site = await copyScenarioSite('small-docs');
    vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((out += String(s)), true));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await site?.remove();
  });

  it('freezes the latest content, adds the version after it, and the next build shows it with the unmaintained banner', async () => {
    const code = await cutVersion('v2.0', { root: site.root, label: '2.0', banner: 'unmaintained' });
    expect(code, out).toBe(0);
    const config = await readFile(path.join(site.root, 'site.config.ts'), 'utf8');
    expect(config).toContain(
      `    { name: 'v2', label: 'v2 latest', path: '/v2', banner: 'none', mainDoc: 'intro' },\n    { name: 'v2.0', label: '2.0', path: '/v2.0', banner: 'unmaintained', mainDoc: 'intro' },\n    { name: 'v1',`,
    );
    expect(config).toContain("latestVersion: 'v2'");
    // The copy's absolute links now stay inside the frozen version.
    expect(await readFile(path.join(site.root, 'content/v2.0/guide/configure.md'), 'utf8')).toContain(
      '[guide](/v2.0/category/guide)',
    );
    expect(await readFile(path.join(site.root, 'content/v2/guide/configure.md'), 'utf8')).toContain(
      '[guide](/v2/category/guide)',
    );

    const result = await build({ root: site.root });
    expect(result.ok, result.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
    const frozen = result.pages.find((p) => p.route.path === '/v2.0/guide/install/')!.html;
    expect(frozen).toContain('class="version-banner"');
    expect(frozen).toMatch(/<summary[^>]*>2\.0<\/summary>/);
    const latest = result.pages.find((p) => p.route.path === '/v2/guide/install/')!.html;
    expect(latest).not.toContain('class="version-banner"');
    expect(latest).toMatch(/data-version="v2\.0"[^>]*>2\.0</);
  });

  it('refuses a name that is taken and leaves everything as it was', async () => {
    out = '';
    const before = await readFile(path.join(site.root, 'site.config.ts'), 'utf8');
    expect(await cutVersion('v1', { root: site.root, banner: 'unmaintained' })).toBe(1);
    expect(out).toMatch(
      /^Errors:\n\S*site\.config\.ts  version-exists  A version named "v1" is already in the versions table\./m,
    );
    expect(out).toContain('A version named "v1" is already in the versions table.');
    expect(await readFile(path.join(site.root, 'site.config.ts'), 'utf8')).toBe(before);
  });

  it('refuses hidden or dot names and paths with . or .. segments, before copying anything', async () => {
    const before = await readFile(path.join(site.root, 'site.config.ts'), 'utf8');
    const folders = async () => (await readdir(path.join(site.root, 'content'))).sort();
    const had = await folders();
    for (const name of ['.hidden', '...', '..', '-x']) {
      out = '';
      expect(await cutVersion(name, { root: site.root, banner: 'unmaintained' })).toBe(1);
      expect(out).toContain(`${name}  bad-version-name  "${name}" cannot be a version folder name under content/.`);
    }
    for (const bad of ['/v4/../v2', '/v4/./x', '/v4//x']) {
      out = '';
      expect(await cutVersion('v4', { root: site.root, path: bad, banner: 'unmaintained' })).toBe(1);
      expect(out).toContain(`--path ${bad}  bad-option  `);
    }
    expect(await folders()).toEqual(had);
    expect(await readFile(path.join(site.root, 'site.config.ts'), 'utf8')).toBe(before);
  });
});
