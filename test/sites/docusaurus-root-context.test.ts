import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A swizzled Root provides a context from a site module; a component imported by a doc, a blog
 * post and a React page reads it. Docusaurus bundles the Root and the pages together, so they
 * share one copy of the context: docsgen must too, or the component finds no provider and throws.
 */
const { initAndBuild } = docusaurusFixtures('root-context');
let site: InitAndBuild;
const page = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('root-context');
}, 180_000);

describe('a context the swizzled Root provides', () => {
  it('builds with no error or warning', () => {
    // Nothing was dropped by init: no not-carried-over noise either.
    expect(diagnosticsOf(site.build)).not.toMatch(/mdx-render-error|react-page|not-carried-over|Errors:/);
    expect(site.build.status).toBe(0);
  });

  it("reaches a doc's and a post's imported component, prerendered with the Root's value", () => {
    expect(page('docs/depth/index.html')).toMatch(/<span class="depth">12(<!-- -->)? (<!-- -->)?fathoms<\/span>/);
    expect(page('blog/2024/03/01/soundings/index.html')).toMatch(
      /<span class="depth">40(<!-- -->)? (<!-- -->)?fathoms/,
    );
  });

  it('reaches a React page of src/pages, and the Root still wraps each page once', () => {
    const tides = page('tides/index.html');
    expect(tides).toMatch(/Depths on this site are in (<!-- -->)?fathoms(<!-- -->)?\./);
    expect(tides.match(/class="tide-root"/g)).toHaveLength(1);
    expect(page('docs/depth/index.html').match(/class="tide-root"/g)).toHaveLength(1);
  });
});
