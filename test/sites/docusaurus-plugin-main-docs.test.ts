import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A site whose main docs are an id-less `plugin-content-docs` in `plugins` beside `docs: false` in
 * the preset, and whose second instance is filled at build time by a generator docsgen does not run.
 */
const { initAndBuild } = docusaurusFixtures('plugin-main-docs');
let site: InitAndBuild;

beforeAll(async () => {
  site = await initAndBuild('plugin-main-docs');
}, 180_000);

describe('main docs declared as a plugin', () => {
  it('init reads them as the main docs (their folder and route), not as a dropped second instance', () => {
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/path: "\/learn"/);
    expect(config).toMatch(/folder: "documentation"/);
    expect(site.init.stdout).not.toContain('a second docs instance');
  });

  it('builds them at their route', () => {
    expect(site.build.status).toBe(0);
    expect(readFileSync(path.join(site.dir, 'build/learn/intro/index.html'), 'utf8')).toContain('Trim the wick');
    expect(existsSync(path.join(site.dir, 'build/learn/refill/index.html'))).toBe(true);
  });

  it('warns of a link into the left-out instance, naming it, instead of failing the build', () => {
    const lines = diagnosticsOf(site.build).split('\n');
    const link = lines.find((l) => l.includes('/api/interfaces/WickOptions'));
    expect(link).toContain('broken-link');
    expect(link).toContain('Only docs instance "api" (api/) of the Docusaurus config, which init did not carry over');
    expect(diagnosticsOf(site.build)).toMatch(/^0 errors, /m);
  });
});
