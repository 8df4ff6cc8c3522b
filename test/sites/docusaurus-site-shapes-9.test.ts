import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A versioned Docusaurus 3 site switched as is, before `npm install`, with shapes real sites had that
 * docsgen once got wrong: a sidebars.js that `require`s packages it never uses (`react`, one that is
 * not installed anywhere); a versioned doc linking `/docs/x.md`, the current version's file from the project root.
 */
const { initAndBuild } = docusaurusFixtures('site-shapes-9');
let site: InitAndBuild;
const built = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('site-shapes-9');
}, 180_000);

describe('a switched versioned Docusaurus 3 site with real-site shapes (9)', () => {
  it('builds with no error', () => {
    expect(diagnosticsOf(site.build)).not.toMatch(/Errors:|internal|page-render-error|mdx-render-error/);
    expect(site.build.status).toBe(0);
  });

  it('reads a sidebars.js requiring `react` and an uninstalled package, warning only about the latter', () => {
    const report = diagnosticsOf(site.build);
    expect(report).toContain('sidebars.js  sidebars-missing-package');
    expect(report).toContain('"left-pad-never-installed", which is not installed');
    expect(report).not.toContain('"react"');
    const page = built('docs/next/intro/index.html');
    expect(page).toContain('Kestrels hang still in the wind above the verge.');
    expect(page).toMatch(/Hovering[\s\S]*Facing the wind/);
  });

  it("resolves a versioned doc's `/docs/wind.md` from the project root, to the current version's page", () => {
    expect(built('docs/intro/index.html')).toContain('href="/docs/next/wind/"');
    expect(diagnosticsOf(site.build)).not.toContain('broken-markdown-link');
  });

  it('shows no date and prints nothing of git when the site is not in a git repository', () => {
    expect(site.build.stderr).not.toMatch(/fatal|not a git repository/);
    expect(built('docs/next/intro/index.html')).not.toContain('Last updated');
  });

  it("uses a page's own `export const Details` (and the exports beside it) instead of the theme's", () => {
    const page = built('docs/next/api/index.html');
    expect(page).toContain('<section class="own-details"><p>Returns every kestrel seen today.</p></section>');
    expect(page).toContain('<span class="badge badge--secondary">non-null</span>');
    expect(diagnosticsOf(site.build)).not.toMatch(/already been declared|unknown-component/);
  });

  it('gives a component\'s `import url from "./kestrel.svg?url"` the image\'s URL, not a component', () => {
    expect(built('docs/next/api/index.html')).toMatch(
      /<img class="plate" src="data:image\/svg\+xml,[^"]*circle[^"]*" alt="A kestrel plate"\/>/,
    );
  });

  it("gives an MDX doc's `import styles from '../styles.module.css'` its scoped class names and their CSS", () => {
    const page = built('docs/next/sub/framed/index.html');
    const scoped = /<div class="(gradient_[\w-]{4})"><p>Framed text\.<\/p><\/div>/.exec(page)?.[1];
    expect(scoped).toBeDefined();
    expect(page).toMatch(new RegExp(`<style>[^<]*\\.${scoped} \\{[^}]*border-radius: 20px`));
    expect(diagnosticsOf(site.build)).not.toContain('has no export named');
  });
});
