import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/**
 * `<CodeBlock live>` in an MDX page (`@theme/CodeBlock` with the live prop): a playground, as a
 * ```` ```jsx live ```` fence is (test/sites/docusaurus-live-codeblock.test.ts covers the fences).
 */
const { initAndBuild } = docusaurusFixtures('live-codeblock-jsx');

describe('<CodeBlock live> in JSX', () => {
  it('becomes a prerendered playground with live or live={true}; without it, a code block', async () => {
    const site = await initAndBuild('live-codeblock-jsx');
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).toBe('');
    const html = readFileSync(path.join(site.dir, 'build/docs/jsx/index.html'), 'utf8');
    expect(html.match(/class="live-playground"/g)).toHaveLength(2);
    expect(html).toMatch(/<div class="live-playground-preview"><span class="buoy">Buoy (<!-- -->)?42<\/span><\/div>/);
    expect(html).toContain('<div class="live-playground-preview"><em>flag up</em></div>');
    expect(html).toMatch(/<textarea[^>]*>function Buoy\(\) \{/);
    expect(html).toMatch(/<div class="code-block" data-language="jsx"[^>]*>.*mooring/s);
    expect(html).toMatch(/<script type="module" src="\/assets\/mdx\/live-playground-[0-9a-f]+\.js"><\/script>/);
  }, 180_000);
});
