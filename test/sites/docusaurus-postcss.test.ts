import { readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, PROJECT, runCli, type CliRun } from './cli.ts';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus site styled through PostCSS (postcss-tailwind): postcss.config.js names a
 * Tailwind-like plugin and a prefixer, both tiny fakes in the site's node_modules; PostCSS itself
 * is the site's too (linked in, as `npm install` would put it). The utility classes its pages use
 * land in the published stylesheet; without the packages, or with a plugin that throws, the
 * stylesheet is published as written with a warning saying why.
 */
const { copy } = docusaurusFixtures('postcss');

async function build(dir: string): Promise<CliRun> {
  const init = await runCli(['init', '--from-docusaurus', '.'], dir);
  expect(init.status).toBe(0);
  return runCli(['build'], dir);
}
const stylesheet = (dir: string) => {
  const css = path.join(dir, 'build/assets/css');
  return readdirSync(css)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(css, f), 'utf8'))
    .join('\n');
};
const withPostcss = (dir: string) =>
  symlinkSync(path.join(PROJECT, 'node_modules/postcss'), path.join(dir, 'node_modules/postcss'), 'dir');

describe("a site's PostCSS plugins", () => {
  let dir: string;
  let run: CliRun;
  beforeAll(async () => {
    dir = copy('postcss-tailwind');
    withPostcss(dir);
    run = await build(dir);
  }, 180_000);

  it('run on custom.css: the classes the pages use are published, prefixed, and the unused one is not', () => {
    expect(diagnosticsOf(run)).toBe('');
    expect(run.status).toBe(0);
    const css = stylesheet(dir);
    expect(css).toContain('.tw-centre{text-align:center}');
    expect(css).toContain('.tw-bold{font-weight:700}');
    expect(css).toContain('.tw-wide{-tide-letter-spacing:.2em;letter-spacing:.2em}');
    expect(css).not.toContain('tw-unused');
    expect(css).not.toContain('@tidewind');
  });

  it("run on a component's CSS module too: its rules are prefixed, under the module's scoped class", () => {
    const html = readFileSync(path.join(dir, 'build/index.html'), 'utf8');
    const scoped = /<span class="(berth_[A-Za-z0-9_-]+)">Berth 7<\/span>/.exec(html)?.[1];
    expect(scoped).toBeDefined();
    // The page's own stylesheet (the CSS of the components it imports), as it links it.
    const href = /<link rel="stylesheet" href="\/(assets\/pages\/[^"]+\.css)"/.exec(html)?.[1];
    const css = readFileSync(path.join(dir, 'build', href!), 'utf8').replace(/\s+/g, '');
    expect(css).toMatch(new RegExp(`\\.${scoped}\\{-tide-letter-spacing:0?\\.1em;letter-spacing:0?\\.1em;?\\}`));
  });

  it('a plugin that throws is named with the file; the stylesheet is published as written and the build goes on', async () => {
    const stylesheetFile = path.join(dir, 'src/css/custom.css');
    writeFileSync(
      stylesheetFile,
      readFileSync(stylesheetFile, 'utf8').replace('@tidewind utilities;', '@tidewind explode;'),
    );
    const broken = await runCli(['build'], dir);
    expect(broken.status).toBe(0);
    expect(diagnosticsOf(broken)).toMatch(
      /src\/css\/custom\.css:1:1 +postcss-failed +The PostCSS plugin "tidewind" \(postcss\.config\.js\) failed on this stylesheet: tidewind cannot explode; it is published without PostCSS\./,
    );
    expect(stylesheet(dir)).toContain('--ifm-color-primary');
    expect(readdirSync(path.join(dir, 'build/docs/berths'))).toContain('index.html');
  });
});

/** The setup Tailwind's guide gives for Docusaurus: an inline plugin whose `configurePostCss` pushes the plugins. */
const INLINE_PLUGIN = `
  plugins: [
    async function quayStyles() {
      return {
        name: 'quay-styles',
        configurePostCss(postcssOptions) {
          postcssOptions.plugins.push(require('tidewind'));
          postcssOptions.plugins.push(require('tide-prefixer'));
          return postcssOptions;
        },
      };
    },
  ],
  presets: [`;

describe("a Docusaurus plugin's configurePostCss", () => {
  it('is carried over by init as postcssPlugins, and the build runs them', async () => {
    const dir = copy('postcss-tailwind');
    withPostcss(dir);
    rmSync(path.join(dir, 'postcss.config.js'));
    const configFile = path.join(dir, 'docusaurus.config.js');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace('\n  presets: [', INLINE_PLUGIN));
    const init = await runCli(['init', '--from-docusaurus', '.'], dir);
    const run = await runCli(['build'], dir);
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toMatch(
      /postcssPlugins: \[\s*["']tidewind["'],\s*["']tide-prefixer["']\s*\]/,
    );
    // Init says the plugin's PostCSS part is carried over; the build calls nothing dropped and says nothing about the stylesheets.
    expect(init.stdout + init.stderr).toMatch(
      /plugins\[0\]: its PostCSS plugins \(tidewind, tide-prefixer\) are carried over as postcssPlugins/,
    );
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).not.toContain('notCarriedOver');
    expect(diagnosticsOf(run)).not.toMatch(/stylesheet|postcss|not-carried-over/i);
    expect(run.status).toBe(0);
    expect(stylesheet(dir)).toContain('.tw-wide{-tide-letter-spacing:.2em;letter-spacing:.2em}');
  }, 180_000);
});

describe('a PostCSS config whose packages are not installed', () => {
  it('builds with one warning naming what to install, and the stylesheet as written', async () => {
    const dir = copy('postcss-tailwind');
    rmSync(path.join(dir, 'node_modules'), { recursive: true });
    const run = await build(dir);
    expect(run.status).toBe(0);
    expect(diagnosticsOf(run)).toContain(
      'src/css/custom.css:1:1  stylesheet-missing-package  postcss.config.js names PostCSS plugins, but "postcss", "tidewind", "tide-prefixer" are not installed',
    );
    expect(diagnosticsOf(run)).toContain('npm install --save-dev postcss tidewind tide-prefixer');
    expect(diagnosticsOf(run)).toMatch(/\n0 errors, 1 warning$/);
    expect(stylesheet(dir)).toContain('--ifm-color-primary');
  }, 180_000);
});
