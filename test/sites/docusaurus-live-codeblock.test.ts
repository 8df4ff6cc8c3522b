import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, runCli } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * Live code blocks (`@docusaurus/theme-live-codeblock`): a ```` ```jsx live ```` fence becomes an
 * editable playground whose result is prerendered, with the site's own react-live (here a tiny
 * stand-in with its API, in the fixture's node_modules) and its swizzled ReactLiveScope. The
 * browser side is test/e2e/live-codeblock.test.ts.
 */
const { copy, initAndBuild } = docusaurusFixtures('live-codeblock');
let site: InitAndBuild;
const page = (dir: string, rel: string) => readFileSync(path.join(dir, 'build', rel), 'utf8');
const PLAYGROUND_SCRIPT = /<script type="module" src="\/assets\/mdx\/live-playground-[0-9a-f]+\.js"><\/script>/g;

beforeAll(async () => {
  site = await initAndBuild('live-codeblock');
}, 180_000);

describe('live code blocks with react-live installed', () => {
  it('builds with no warning, and init no longer calls the ReactLiveScope unused', () => {
    expect(diagnosticsOf(site.build)).toBe('');
    expect(site.build.status).toBe(0);
    expect(site.init.stdout + site.init.stderr).not.toMatch(/ReactLiveScope/);
  });

  it("prerenders each block's result: a scope component, a noInline render() and a throw shown as the error", () => {
    const html = page(site.dir, 'docs/intro/index.html');
    expect(html.match(/class="live-playground"/g)).toHaveLength(3);
    expect(html).toMatch(
      /<div class="live-playground-preview"><strong class="tide-badge">Tide level (<!-- -->)?5(<!-- -->)? m<\/strong><\/div>/,
    );
    expect(html).toContain('<div class="live-playground-preview"><p class="low-water">Low water at 6:00</p></div>');
    expect(html).toContain(
      '<div class="live-playground-preview"><pre class="live-playground-error" role="alert">the harbour is closed</pre></div>',
    );
    // The editor holds the code; a fence without `live` stays a highlighted block.
    expect(html).toMatch(/<textarea[^>]*>function TideTable\(\) \{/);
    expect(html).toMatch(/<div class="code-block" data-language="jsx"[^>]*>.*const<\/span> harbour/s);
  });

  it('loads the playground script once, only on the page that has playgrounds', () => {
    expect(page(site.dir, 'docs/intro/index.html').match(PLAYGROUND_SCRIPT)).toHaveLength(1);
    expect(page(site.dir, 'docs/plain/index.html')).not.toMatch(/live-playground/);
    expect(
      readdirSync(path.join(site.dir, 'build/assets/mdx')).filter((f) => f.startsWith('live-playground')),
    ).toHaveLength(1);
  });
});

describe('live code blocks without react-live', () => {
  it('shows them as plain code with one warning naming what to install', async () => {
    const dir = copy('live-codeblock');
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    await runCli(['init', '--from-docusaurus', '.'], dir);
    const build = await runCli(['build'], dir);
    expect(build.status).toBe(0);
    const report = diagnosticsOf(build);
    expect(report.match(/live-codeblock-unavailable/g)).toHaveLength(1);
    expect(report).toContain('docs/intro.md:7:1');
    expect(report).toContain('npm install @docusaurus/theme-live-codeblock');
    const html = page(dir, 'docs/intro/index.html');
    expect(html).not.toMatch(/live-playground/);
    expect(html.match(/class="code-block"/g)).toHaveLength(4);
  });
});
