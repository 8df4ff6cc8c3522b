import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from './cli.ts';
import { docusaurusFixtures, htmlFiles, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * Docusaurus sites in shapes the other scenarios lack, copied to a temporary folder, then
 * `docsgen init --from-docusaurus .` and `docsgen build` there through the real CLI.
 */
const { copy, initAndBuild } = docusaurusFixtures('dsite');

describe('a blog-only site (`docs: false` in the preset)', () => {
  let site: InitAndBuild;
  beforeAll(async () => {
    site = await initAndBuild('blog-only');
  }, 180_000);

  it('carries `docs: false` over and builds with no diagnostic', () => {
    expect(site.init.status).toBe(0);
    expect(readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8')).toMatch(/^\s*docs: false,?$/m);
    expect(site.build.stderr).toBe('');
    expect(site.build.status).toBe(0);
  });

  it('has no docs route and no version landing, the blog at the root, and the pages', () => {
    const out = path.join(site.dir, 'build');
    const files = htmlFiles(out);
    expect(files.filter((f) => f.startsWith('docs/'))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        '2024/03/01/first-light/index.html',
        '2024/04/01/second-light/index.html',
        'about/index.html',
      ]),
    );
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Second light');
    expect(existsSync(path.join(out, 'docs'))).toBe(false);
  });

  it("joins titles with the site's titleDelimiter (`Post · Site`), carried into site.config.ts", () => {
    expect(readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8')).toMatch(/titleDelimiter: "·"/);
    expect(site.init.stdout + site.init.stderr).not.toContain('titleDelimiter');
    const out = path.join(site.dir, 'build');
    const post = readFileSync(path.join(out, '2024/03/01/first-light/index.html'), 'utf8');
    expect(post).toMatch(/<title>First light · Field Notes<\/title>/);
    expect(readFileSync(path.join(out, 'about/index.html'), 'utf8')).toMatch(/<title>[^<]+ · Field Notes<\/title>/);
  });
});

describe("a page's CSS module naming an image of static/ by its URL (`url(/img/x.png)`)", () => {
  let site: InitAndBuild;
  beforeAll(async () => {
    site = await initAndBuild('page-css-static');
  }, 180_000);

  it('builds the page, the image of static/ taken into its stylesheet, an unknown one left to the host', () => {
    expect(site.build.stderr).toBe('');
    expect(site.build.status).toBe(0);
    const out = path.join(site.dir, 'build');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Lighthouse keeps the lights on.');
    const css = readdirSync(path.join(out, 'assets/pages'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(out, 'assets/pages', f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/background-image: url\(data:image\/png;base64,/);
    expect(css).toContain('url(/img/on-the-host-only.png)');
    expect(css).toContain('url(/icons/on-the-host-only.svg)');
  });

  it("bundles an image custom.css names by Docusaurus's `@site/` alias", () => {
    const out = path.join(site.dir, 'build');
    const sheets = readdirSync(path.join(out, 'assets'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.css'),
    );
    const global = sheets
      .map((f) => readFileSync(path.join(out, 'assets', f), 'utf8'))
      .find((t) => t.includes('.hero-strip'));
    expect(global).toMatch(/\.hero-strip\s*\{\s*background:\s*url\("?\.\.\/media\/dot-\w+\.png"?\) repeat-x/);
  });
});

describe('showLastUpdateTime and showLastUpdateAuthor, from the git history', () => {
  let dir: string;
  let build: CliRun;
  beforeAll(async () => {
    dir = copy('last-update');
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: { ...process.env, GIT_AUTHOR_DATE: '2024-05-01T12:00:00Z', GIT_COMMITTER_DATE: '2024-05-01T12:00:00Z' },
      });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.test', 'commit', '-qm', 'docs');
    await runCli(['init', '--from-docusaurus', '.'], dir);
    build = await runCli(['build'], dir);
  }, 180_000);

  it("carries both options over and shows the doc's last commit date and author at its foot", () => {
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toMatch(/showLastUpdateTime: true/);
    expect(build.status).toBe(0);
    const html = readFileSync(path.join(dir, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toMatch(
      /<span class="doc-last-update">Last updated(<!-- -->)? on <time dateTime="2024-05-01T12:00:00.000Z">May 1, 2024<\/time> by Ada Lovelace<\/span>/,
    );
  });
});
