import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostics.ts';
import { attr, parseHtml, query, queryAll, text, type HtmlElement } from '../../support/html.ts';

/** A site using every extension point: plugins, head tags, scripts, a stylesheet and one overridden component. */
const root = import.meta.dirname;
let tmp: string;
let result: BuildResult;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-extended-site-'));
  result = await build({ root, outDir: path.join(tmp, 'site') });
}, 120_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function page(rel: string): Promise<HtmlElement> {
  return parseHtml(await readFile(path.join(result.outDir, rel), 'utf8'));
}

describe('extended-site scenario site', () => {
  it('builds; the remark plugin reports its own problem with file, line and rule id', () => {
    expect(result.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "content/v2/intro.md:9:1  unknown-placeholder  Unknown placeholder "{{glazebook}}"."
    `);
    expect(result.ok).toBe(true);
  });

  it('a remark plugin from the config changes the rendered text, using the page context docsgen gives it', async () => {
    const doc = await page('v2/intro/index.html');
    expect(text(query(doc, '.markdown p')!)).toBe('Kiln v2 reaches cone 10.');
  });

  it('a rehype plugin from the config changes the HTML tree', async () => {
    const doc = await page('v2/intro/index.html');
    expect(queryAll(doc, 'table').map((t) => attr(t, 'class'))).toEqual(['kiln-table']);
  });

  it('templates/Footer.tsx replaces the theme footer on every kind of page; the navbar stays the theme one', async () => {
    for (const rel of ['index.html', 'v2/intro/index.html', '404.html', 'search/index.html']) {
      const doc = await page(rel);
      expect(text(query(doc, 'footer')!), rel).toBe('Fired in the Kiln Manual kiln · Kiln Manual authors');
      expect(attr(query(doc, 'footer')!, 'class'), rel).toBe('footer kiln-footer');
      expect(text(query(doc, 'nav.navbar .navbar-brand')!), rel).toBe('Kiln Manual');
    }
  });

  it('head tags and scripts from the config are on every page, with HTML attribute names', async () => {
    const html = await readFile(path.join(result.outDir, 'v2/intro/index.html'), 'utf8');
    const doc = parseHtml(html);
    expect(attr(query(doc, 'meta[name="theme-color"]')!, 'content')).toBe('#aa3311');
    expect(html).toContain('<link rel="preconnect" href="https://fonts.kiln-manual.test" crossorigin="anonymous"/>');
    const srcs = queryAll(doc, 'script').map((s) => attr(s, 'src')).filter(Boolean);
    expect(srcs).toContain('/js/firing-timer.js');
    expect(srcs).toContain('https://widgets.kiln-manual.test/chat.js');
    expect(attr(query(doc, 'script[src="https://widgets.kiln-manual.test/chat.js"]')!, 'async')).toBe('');
    // The widget's file comes from the site's static/ beside the theme's favicon.
    expect(await readFile(path.join(result.outDir, 'js/firing-timer.js'), 'utf8')).toContain('firingTimer');
  });

  it('the extra stylesheet is bundled after the theme CSS', async () => {
    const dir = path.join(result.outDir, 'assets/css');
    const css = await readFile(path.join(dir, (await readdir(dir)).find((f) => f.endsWith('.css'))!), 'utf8');
    expect(css).toMatch(/\.kiln-table\{border:3px solid #aa3311\}\s*$/);
    expect(css.indexOf('.kiln-table')).toBeGreaterThan(css.indexOf('.navbar'));
  });
});
