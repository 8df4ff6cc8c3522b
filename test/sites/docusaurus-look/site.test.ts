import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { build, type BuildResult } from '../../../src/pipeline/index.ts';
import { initFromDocusaurus } from '../../../src/cli/init-from-docusaurus.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostics.ts';
import { attr, classes, parseHtml, query, queryAll, text, type HtmlElement } from '../../support/html.ts';

const root = import.meta.dirname;
let tmp: string;
let result: BuildResult;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-docusaurus-look-'));
  result = await build({ root, outDir: path.join(tmp, 'site') });
}, 120_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function page(route: string): Promise<HtmlElement> {
  return parseHtml(await readFile(path.join(result.outDir, route.replace(/^\/|\/$/g, ''), 'index.html'), 'utf8'));
}

/** The navbar's items as `text -> href`, `*` marking the active ones. */
async function navbar(route: string): Promise<string[]> {
  const nav = query(await page(route), 'nav.navbar')!;
  return queryAll(nav, 'a')
    .filter((a) => !classes(a).includes('navbar-toggle'))
    .map((a) => `${classes(a).includes('active') ? '*' : ''}${text(a).trim()} -> ${attr(a, 'href')}`);
}

describe('docusaurus-look scenario site (a Docusaurus site keeps its look)', () => {
  it('is what init --from-docusaurus writes from docusaurus.config.js, and builds with nothing reported', async () => {
    const copy = path.join(tmp, 'init');
    await cp(root, copy, { recursive: true, filter: (f) => !f.includes('.docsgen-cache') });
    const mapped = await initFromDocusaurus({ dir: copy, force: true });
    expect(await readFile(mapped.file, 'utf8')).toBe(await readFile(path.join(root, 'site.config.ts'), 'utf8'));
    expect(mapped.unmapped).toEqual([
      "src/css/custom.css: sets --ifm-alert-padding-vertical, which docsgen's theme does not read (the --ifm-* it reads are listed in docs/theme-variables.md)",
    ]);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('keeps every navbar item in the config order and side, with Docusaurus active states', async () => {
    expect(await navbar('/docs/guide/setup')).toEqual([
      'Lookout -> /',
      '*Guide -> /docs/intro/',
      'API -> /docs/api/reference/',
      'Current docs -> /docs/intro/',
      '*Setup -> /docs/guide/setup/',
      '*Introduction -> /docs/intro/',
      'Source -> https://example.com/lookout',
      '*Setup -> /docs/guide/setup/',
      'Playground -> /playground/',
      '*Next -> /docs/guide/setup/',
      'All versions -> https://example.com/lookout/versions',
      'SearchCtrlK -> /search/',
      'Issues -> https://example.com/lookout/issues',
    ]);
    // The doc item leads to its own doc and is the only active one there (another sidebar than Guide's).
    expect((await navbar('/docs/api/reference')).filter((l) => l.startsWith('*'))).toEqual([
      '*API -> /docs/api/reference/',
      '*Next -> /docs/api/reference/',
    ]);
    const html = await page('/docs/intro');
    expect(query(html, 'nav.navbar .navbar-left details.navbar-dropdown summary')).toBeDefined();
    expect(text(query(html, 'nav.navbar .navbar-right .navbar-html')!)).toBe('beta');
    const logos = queryAll(html, 'nav.navbar .navbar-brand img').map((img) => `${attr(img, 'class')} ${attr(img, 'src')}`);
    expect(logos).toEqual(['navbar-logo themed-light /img/logo.svg', 'navbar-logo themed-dark /img/logo-dark.svg']);
  });

  it('renders the footer columns, logo and HTML copyright inside the swizzled Footer wrapper', async () => {
    const html = await page('/docs/intro');
    expect(text(query(html, 'section.look-footer-extra')!)).toBe('Lookout is kept by its users.');
    const footer = query(html, 'footer.footer')!;
    expect(classes(footer)).toContain('footer-dark');
    expect(queryAll(footer, 'h2.footer-title').map(text)).toEqual(['Docs', 'Community']);
    expect(queryAll(footer, '.footer-items a').map((a) => `${text(a)} -> ${attr(a, 'href')}`)).toEqual([
      'Introduction -> /docs/intro/',
      'Setup -> /docs/guide/setup/',
      'Forum -> https://example.com/forum',
      'Chat -> https://example.com/chat',
    ]);
    expect(text(query(footer, '.footer-copyright')!)).toBe('Copyright © 2025 Lookout™. Cookie Policy Built with care.');
    expect(attr(query(footer, '.footer-logo img')!, 'src')).toBe('/img/logo.svg');
  });

  it("bundles the custom CSS: its colours, and its url() image and font published with hashed names", async () => {
    const html = await page('/docs/intro');
    const css = await readFile(path.join(result.outDir, attr(query(html, 'link[rel=stylesheet]')!, 'href')!), 'utf8');
    expect(css).toContain('#b0125b');
    const media = await readdir(path.join(result.outDir, 'assets/media'));
    expect(media).toEqual([expect.stringMatching(/^badge-\w+\.svg$/), expect.stringMatching(/^look-sans-\w+\.woff2$/)]);
    for (const file of media) expect(css).toContain(`../media/${file}`);
    expect(attr(query(html, 'link[rel=icon]')!, 'href')).toBe('/img/favicon.svg');
    expect(attr(query(html, 'meta[name=keywords]')!, 'content')).toBe('lookout, docs');
  });

  it('compiles the Sass a site component imports (.module.scss and a global .scss) with the sass package the site installed', async () => {
    const copy = path.resolve(root, `../../.tmp/docusaurus-look-sass-${process.pid}`);
    onTestFinished(() => rm(copy, { recursive: true, force: true }));
    await cp(root, copy, { recursive: true, filter: (f) => !f.includes('.docsgen-cache') });
    // A stand-in for the site's `sass` package (docsgen ships none): variables, nesting left out.
    const sass = path.join(copy, 'node_modules/sass');
    await mkdir(sass, { recursive: true });
    await writeFile(path.join(sass, 'package.json'), '{"name":"sass","version":"1.0.0","main":"index.js"}');
    await writeFile(
      path.join(sass, 'index.js'),
      `const fs = require('fs');
const { pathToFileURL } = require('url');
exports.compile = (file) => {
  const source = fs.readFileSync(file, 'utf8');
  const bad = source.split('\\n').findIndex((l) => l.startsWith('@error'));
  if (bad >= 0) throw Object.assign(new Error('stand-in'), { sassMessage: 'expected ";".', span: { url: pathToFileURL(file), start: { line: bad, column: 0 } } });
  const vars = {};
  const css = source
    .replace(/^\\$([\\w-]+):\\s*([^;]+);\\n?/gm, (_, n, v) => ((vars[n] = v), ''))
    .replace(/\\$([\\w-]+)/g, (_, n) => vars[n]);
  return { css, loadedUrls: [pathToFileURL(file)] };
};`,
    );
    await mkdir(path.join(copy, 'src/pages'), { recursive: true });
    await writeFile(path.join(copy, 'src/pages/sassy.module.scss'), '$pink: #b0125b;\n.title { color: $pink; }\n');
    await writeFile(path.join(copy, 'src/pages/sassy.scss'), '$green: #0b6e4f;\n.sassy-global { color: $green; }\n');
    await writeFile(
      path.join(copy, 'src/pages/sassy.js'),
      `import Layout from '@theme/Layout';
import styles from './sassy.module.scss';
import './sassy.scss';
export default function Sassy() {
  return <Layout title="Sassy"><h1 className={styles.title}>Sassy</h1><p className="sassy-global">Global</p></Layout>;
}`,
    );
    const built = await build({ root: copy, outDir: path.join(tmp, 'sass-site') });
    expect(built.diagnostics.map(formatDiagnostic)).toEqual([]);
    const html = await readFile(path.join(built.outDir, 'sassy/index.html'), 'utf8');
    const title = /<h1 class="(title_[\w-]{4})"/.exec(html)?.[1];
    expect(title).toBeDefined();
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const css = [
      ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!),
      ...(await Promise.all(sheets.map((href) => readFile(path.join(built.outDir, href), 'utf8')))),
    ].join('\n');
    const flat = css.replace(/\s+/g, '');
    expect(flat.includes(`.${title}{color:#b0125b`), 'the module class keeps its compiled colour').toBe(true);
    expect(flat.includes('.sassy-global{color:#0b6e4f'), 'the global Sass stylesheet is in the page CSS').toBe(true);
    // A Sass mistake in a module is the site's, at its line.
    await writeFile(path.join(copy, 'src/pages/sassy.module.scss'), '$pink: #b0125b;\n@error here\n.title { color: $pink; }\n');
    const broken = await build({ root: copy, outDir: path.join(tmp, 'sass-broken') });
    expect(broken.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([
      'src/pages/sassy.module.scss:2 page-render-error The page could not be compiled: expected ";".',
    ]);
  });

  it('names a swizzled Admonition and CodeBlock, which markdown does not use, and uses them where MDX imports them', async () => {
    const copy = path.resolve(root, `../../.tmp/docusaurus-look-mdparts-${process.pid}`);
    onTestFinished(() => rm(copy, { recursive: true, force: true }));
    await cp(root, copy, { recursive: true, filter: (f) => !f.includes('.docsgen-cache') });
    await mkdir(path.join(copy, 'src/theme/Admonition'), { recursive: true });
    await writeFile(
      path.join(copy, 'src/theme/Admonition/index.js'),
      'export default function Admonition({ children }) { return <aside className="site-admonition">{children}</aside>; }\n',
    );
    await writeFile(
      path.join(copy, 'src/theme/CodeBlock.js'),
      'export default function CodeBlock({ children }) { return <pre className="site-codeblock">{children}</pre>; }\n',
    );
    await writeFile(
      path.join(copy, 'docs/imports.mdx'),
      "import CodeBlock from '@theme/CodeBlock';\n\n# Imports\n\n<CodeBlock>let x = 1;</CodeBlock>\n\n:::note\n\nMarkdown's own.\n\n:::\n",
    );
    const built = await build({ root: copy, outDir: path.join(tmp, 'mdparts-site') });
    expect(built.diagnostics.map((d) => `${d.file} ${d.code} ${d.message}`)).toEqual([
      "src/theme/Admonition/index.js swizzled-component The swizzled Admonition does not draw markdown's admonitions (:::note, :::tip…): docsgen draws them itself. It is used where an MDX page or a component imports @theme/Admonition.",
      "src/theme/CodeBlock.js swizzled-component The swizzled CodeBlock does not draw markdown's fenced code blocks: docsgen draws them itself. It is used where an MDX page or a component imports @theme/CodeBlock.",
    ]);
    const html = await readFile(path.join(built.outDir, 'docs/imports/index.html'), 'utf8');
    expect(html).toContain('<pre class="site-codeblock">let x = 1;</pre>');
    expect(html).toMatch(/class="admonition admonition-note/);
  });

  it("reports esbuild's warnings on the custom CSS at their line, and still publishes it", async () => {
    const copy = path.resolve(root, `../../.tmp/docusaurus-look-warn-${process.pid}`);
    onTestFinished(() => rm(copy, { recursive: true, force: true }));
    await cp(root, copy, { recursive: true, filter: (f) => !f.includes('.docsgen-cache') });
    const css = path.join(copy, 'src/css/custom.css');
    const before = await readFile(css, 'utf8');
    await writeFile(css, `${before}.look-typo {\n  colr: red;\n}\n`);
    const line = before.split('\n').length + 1;
    const built = await build({ root: copy, outDir: path.join(tmp, 'warn-site') });
    expect(built.ok).toBe(true);
    expect(built.diagnostics.map(formatDiagnostic)).toEqual([
      `src/css/custom.css:${line}:3  stylesheet-warning  "colr" is not a known CSS property.\n  Did you mean "color" instead?`,
    ]);
  });

  it('reports a url() to a missing file at its line, and leaves out Sass without the sass package, instead of crashing', async () => {
    // Inside the repository, so its site.config.ts finds docsgen as this site's does.
    const copy = path.resolve(root, `../../.tmp/docusaurus-look-broken-${process.pid}`);
    onTestFinished(() => rm(copy, { recursive: true, force: true }));
    await cp(root, copy, { recursive: true, filter: (f) => !f.includes('.docsgen-cache') });
    const css = path.join(copy, 'src/css/custom.css');
    await writeFile(css, (await readFile(css, 'utf8')).replace('url(../img/badge.svg)', 'url(../img/gone.svg)'));
    // A Sass stylesheet in a project without the sass package.
    await writeFile(path.join(copy, 'src/css/extra.scss'), '$pink: #b0125b;\n.x { color: $pink; }\n');
    const config = path.join(copy, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('"src/css/custom.css"', '"src/css/custom.css", "src/css/extra.scss"'));
    const broken = await build({ root: copy, outDir: path.join(tmp, 'broken-site') });
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "src/css/custom.css:30:15  bad-stylesheet  The stylesheet refers to "../img/gone.svg", which does not exist.
        Fix the path: relative to the stylesheet, or from the site root ("/img/x.svg") for a file of static/.",
      ]
    `);
    // Without the broken url(), the Sass stylesheet (no sass package installed) is left out with a warning.
    await writeFile(css, (await readFile(css, 'utf8')).replace('url(../img/gone.svg)', 'url(../img/badge.svg)'));
    const built = await build({ root: copy, outDir: path.join(tmp, 'sass-left-out') });
    expect(built.ok).toBe(true);
    expect(built.diagnostics.map(formatDiagnostic)).toContain(
      'src/css/extra.scss:1:1  stylesheet-missing-package  This stylesheet is Sass, which needs the "sass" package, and the project has none; ' +
        'it is left out.\n  Install it in the project (npm install --save-dev sass), as docusaurus-plugin-sass needs it too.',
    );
  });
});
