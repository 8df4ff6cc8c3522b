import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus 2 site whose docs home is named by the docs option `homePageId`: that doc is
 * served at the root of every docs version, as Docusaurus 2 served it, and links to it go there.
 */
const { initAndBuild } = docusaurusFixtures('home-page-id');
let site: InitAndBuild;
const built = (rel: string) => path.join(site.dir, 'build', rel);

beforeAll(async () => {
  site = await initAndBuild('home-page-id');
}, 180_000);

describe('docs homePageId', () => {
  it('is carried over by init to every version, not listed as dropped', () => {
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config.match(/homePageId: "getting-started"/g)).toHaveLength(2);
    expect(site.init.stdout).not.toContain('homePageId');
  });

  it("serves the doc at each version's docs root, and not at its own id", () => {
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).not.toMatch(/Errors:|broken/);
    expect(readFileSync(built('docs/index.html'), 'utf8')).toContain('Version one: light it with a match.');
    expect(readFileSync(built('docs/next/index.html'), 'utf8')).toContain('Light the lantern first.');
    expect(existsSync(built('docs/next/getting-started/index.html'))).toBe(false);
  });

  it('points markdown links and the sidebar at the docs root', () => {
    const wicks = readFileSync(built('docs/next/wicks/index.html'), 'utf8');
    expect(wicks).toContain('href="/docs/next/">the start');
    expect(wicks).toMatch(/<a [^>]*href="\/docs\/next\/"[^>]*>Getting started/);
  });
});
