import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A site whose docs use remark-math and rehype-katex without having installed them (docsgen's own
 * copies are used), with braces inside the math that MDX would otherwise read as expressions, and a
 * heading id written in non-ASCII letters.
 */
const { initAndBuild } = docusaurusFixtures('math');
let site: InitAndBuild;

beforeAll(async () => {
  site = await initAndBuild('math-and-ids');
}, 180_000);

describe('math and non-ASCII heading ids in a switched Docusaurus site', () => {
  it('renders the math with KaTeX, with no error or missing-plugin warning', () => {
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).not.toMatch(/mdx-syntax-error|markdown-plugin-missing/);
    const html = readFileSync(path.join(site.dir, 'build/shares/index.html'), 'utf8');
    expect(html).toContain('class="katex-display"');
    expect(html.match(/class="katex"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('takes a heading id in any letters, and a link to it is not broken', () => {
    const html = readFileSync(path.join(site.dir, 'build/shares/index.html'), 'utf8');
    expect(html).toMatch(/<h2[^>]* id="több-nyertes-projekt"/);
    expect(html).not.toContain('{#több');
    expect(diagnosticsOf(site.build)).not.toContain('broken-anchor');
  });
});
