/**
 * Scenario sites: each one builds with the real CLI (bin/docsgen.js) to the
 * exact diagnostics a maintainer reads and the exit code CI sees.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, tempDir, type CliRun } from './cli.ts';

const made: string[] = [];

beforeAll(() => ensureCompiled());
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function build(site: string, extraArgs: string[] = []): Promise<CliRun & { out: string }> {
  const out = tempDir(path.basename(site));
  made.push(out);
  return { ...(await runCli(['build', '--root', site, '--out', out, ...extraArgs])), out };
}

/** A copy of a scenario site inside the project (so `import 'docsgen'` resolves), for files the test generates. */
function copySite(name: string, tag = name): string {
  // Tests run concurrently: each copy needs a folder of its own (`tag`).
  const dir = path.join(PROJECT, 'test/.tmp', `${tag}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(path.join(PROJECT, 'test/sites', name), dir, {
    recursive: true,
    filter: (src) => !src.includes('.docsgen-cache'),
  });
  made.push(dir);
  return path.relative(PROJECT, dir);
}

describe.concurrent('links', () => {
  test('broken-link: a link to no page fails the build, with a suggestion where one is near', async ({ expect }) => {
    const run = await build('test/sites/broken-link');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      content/v1/intro.md:6:10  broken-link  Link "/v1/guide/instal" matches no page in version v1.
        Did you mean "/v1/guide/install"?
      content/v1/intro.md:8:43  broken-link  Link "/v1/zzzz-qqqq-nowhere" matches no page in version v1.
        Check the path, or link to the page's markdown file (e.g. ../getting-started/installation.md).

      2 errors, 0 warnings"
    `);
    expect(existsSync(path.join(run.out, 'index.html'))).toBe(false);
  });

  test('template-wrong-export: an override without the name the theme imports is reported at the override', async ({
    expect,
  }) => {
    const run = await build('test/sites/template-wrong-export');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      templates/Footer.tsx  template-wrong-export  templates/Footer.tsx replaces the theme's Footer.tsx but does not export "Footer", which the theme imports (theme Layout.tsx:4).
        Export it under that name (export function Footer…), or delete templates/Footer.tsx to use the theme's own.

      1 error, 0 warnings"
    `);
    expect(diagnosticsOf(run)).not.toContain('src/theme/');
  });

  test('broken-anchor: links to missing headings warn (an <a name> is a target) and the site is built', async ({
    expect,
  }) => {
    const run = await build('test/sites/broken-anchor');
    expect(run.status).toBe(0);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Warnings:
      content/v1/intro.md:8:5  broken-anchor  Anchor "#configur" does not exist on /v1/setup/.
        Did you mean "#configure"?
      content/v1/intro.md:8:50  broken-anchor  Anchor "#getting-hlep" does not exist on /v1/intro/.
        Did you mean "#getting-help"?
      content/v1/intro.md:9:5  broken-anchor  Anchor "#zzzz-qqqq-wwww" does not exist on /v1/setup/.
        Check the heading text; ids are lowercase with hyphens.

      0 errors, 3 warnings"
    `);
    expect(existsSync(path.join(run.out, 'v1/intro/index.html'))).toBe(true);
  });

  test('broken-md-link: a markdown link to a missing .md file warns and the site is built', async ({ expect }) => {
    const run = await build('test/sites/broken-md-link');
    expect(run.status).toBe(0);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Warnings:
      content/v1/intro.md:6:36  broken-markdown-link  Markdown link "./instal.md" points to no doc of version v1.
      content/v1/intro.md:7:5  broken-markdown-link  Markdown link "../v0/guide.md" points to no doc of version v1.

      0 errors, 2 warnings"
    `);
  });

  test('duplicate-route: the second page for a URL warns and is not written', async ({ expect }) => {
    const run = await build('test/sites/duplicate-route');
    expect(run.status).toBe(0);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Warnings:
      content/v1/setup.md:1  duplicate-route  Route "/v1/setup/" is already taken by content/v1/guide/setup.md, so this page is not written.
        Give one of them a different \`slug\` in its front matter.
      content/v1/tips.mdx:1  duplicate-route  Route "/v1/tips/" is already taken by content/v1/tips.md, so this page is not written.
        Give one of them a different \`slug\` in its front matter.

      0 errors, 2 warnings"
    `);
    // tips.md beside tips.mdx: the file the warning names as kept is the one published.
    expect(readFileSync(path.join(run.out, 'v1/tips/index.html'), 'utf8')).toContain(
      '<h1 class="doc-title">Tips (markdown)</h1>',
    );
  });
});

describe.concurrent('bad input', () => {
  test('bad-front-matter: bad YAML and wrong types are errors with file and line', async ({ expect }) => {
    const run = await build('test/sites/bad-front-matter');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      content/v1/bad-yaml.md:3:14  bad-front-matter  Front matter is not valid YAML: a quoted value has no closing quote.
        Check indentation and quote values that contain ":" or start with a special character.
      content/v1/list.md:2  bad-front-matter  Front matter must be a mapping of keys to values.
        Write one \`key: value\` per line.
      content/v1/wrong-types.md:3  bad-front-matter  "sidebar_position" must be a number, got string "second".
        Write sidebar_position: <number>.
      content/v1/wrong-types.md:4  bad-front-matter  "hide_table_of_contents" must be a boolean, got string "yes".
        Write hide_table_of_contents: <boolean>.
      content/v1/wrong-types.md:5  bad-front-matter  "toc_max_heading_level" must be a whole number from 2 to 6, got 9.

      5 errors, 0 warnings"
    `);
  });

  test('bad-category: invalid _category_.json is an error with the JSON problem', async ({ expect }) => {
    const run = await build('test/sites/bad-category');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      content/v1/guide/_category_.json:3:3  bad-category  Not valid JSON: Expected ',' or '}' after property value.
        Fix the JSON: quote keys and strings, separate entries with commas.
      content/v1/reference/_category_.json:2  bad-category  Invalid category: "label" must be a string, got number 3.
        Expected {"label": string, "position": number, "link": {"type": "generated-index", "description": string}}.
      content/v1/reference/_category_.json:3  bad-category  Invalid category: "position" must be a number, got string "last".
        Expected {"label": string, "position": number, "link": {"type": "generated-index", "description": string}}.
      content/v1/reference/_category_.json:4  bad-category  Invalid category: "link.type" must be "generated-index" or "doc", got string "page".
        Expected {"label": string, "position": number, "link": {"type": "generated-index", "description": string}}.

      4 errors, 0 warnings"
    `);
  });

  test('bad-sidebar: a sidebars file with an unknown doc id, bad items, an unknown displayed_sidebar and an empty autogenerated section (a warning)', async ({
    expect,
  }) => {
    const run = await build('test/sites/bad-sidebar');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Warnings:
      sidebars.js:7  empty-autogenerated  The autogenerated section names the folder "reference", which version current does not have (or holds no docs); the section is left out.
        dirName is a folder inside the version folder; "." is all of it. If a tool writes that folder, run it before building.

      Errors:
      docs/intro.md:2  unknown-sidebar  displayed_sidebar "doc" is not a sidebar of version current (docs).
        Did you mean "docs"?
      sidebars.js:4  sidebar-unknown-doc  The sidebar names the doc "guides/instal", which version current does not have.
        Did you mean "guides/install"? A doc id is the file's path in the version folder without extension (or its front matter id).
      sidebars.js:5  bad-sidebar  docs[2] (Guides).items[0]: a "doc" item needs "id", the doc id (its path in the version folder without extension).
        Write {"type": "doc", "id": "getting-started/installation"}.
      sidebars.js:6  bad-sidebar  docs[3]: unknown item type string "page".
        An item is a doc id string, or an object with "type": "doc", "ref", "link", "category", "autogenerated" or "html".

      4 errors, 1 warning"
    `);
  });

  test('bad-config: one line per bad field, pointing at the field', async ({ expect }) => {
    const run = await build('test/sites/bad-config');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      site.config.ts:6  bad-config  url: Invalid URL, got "not a url"
      site.config.ts:7  bad-config  versions.0.path: a URL path starting with /, got "v1"
      site.config.ts:9  bad-config  navbar.items.0.href: is required (a string)
      site.config.ts:12  bad-config  onBrokenLinks: expected one of "throw", "warn", "ignore", got "fail"
      site.config.ts:14  bad-config  toc.minHeadingLevel: expected a number, got "two"

      5 errors, 0 warnings"
    `);
  });

  test('bad-code-theme: an unknown code theme is named by its config key, with the closest theme and the list', async ({
    expect,
  }) => {
    const run = await build('test/sites/bad-code-theme');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      site.config.ts:12  unknown-code-theme  codeBlocks.lightTheme: "github-ligt" is not a code theme docsgen knows.
        Did you mean "github-light"? Known themes: andromeeda, aurora-x, ayu-dark, ayu-light, ayu-mirage, catppuccin-frappe, catppuccin-latte, catppuccin-macchiato, catppuccin-mocha, dark-plus, dracula, dracula-soft, everforest-dark, everforest-light, github-dark, github-dark-default, github-dark-dimmed, github-dark-high-contrast, github-light, github-light-default, github-light-high-contrast, gruvbox-dark-hard, gruvbox-dark-medium, gruvbox-dark-soft, gruvbox-light-hard, gruvbox-light-medium, gruvbox-light-soft, horizon, horizon-bright, houston, kanagawa-dragon, kanagawa-lotus, kanagawa-wave, laserwave, light-plus, material-theme, material-theme-darker, material-theme-lighter, material-theme-ocean, material-theme-palenight, min-dark, min-light, monokai, night-owl, night-owl-light, nord, one-dark-pro, one-light, plastic, poimandres, red, rose-pine, rose-pine-dawn, rose-pine-moon, slack-dark, slack-ochin, snazzy-light, solarized-dark, solarized-light, synthwave-84, tokyo-night, vesper, vitesse-black, vitesse-dark, vitesse-light.
      site.config.ts:13  unknown-code-theme  codeBlocks.darkTheme: "midnight-purple" is not a code theme docsgen knows.
        Known themes: andromeeda, aurora-x, ayu-dark, ayu-light, ayu-mirage, catppuccin-frappe, catppuccin-latte, catppuccin-macchiato, catppuccin-mocha, dark-plus, dracula, dracula-soft, everforest-dark, everforest-light, github-dark, github-dark-default, github-dark-dimmed, github-dark-high-contrast, github-light, github-light-default, github-light-high-contrast, gruvbox-dark-hard, gruvbox-dark-medium, gruvbox-dark-soft, gruvbox-light-hard, gruvbox-light-medium, gruvbox-light-soft, horizon, horizon-bright, houston, kanagawa-dragon, kanagawa-lotus, kanagawa-wave, laserwave, light-plus, material-theme, material-theme-darker, material-theme-lighter, material-theme-ocean, material-theme-palenight, min-dark, min-light, monokai, night-owl, night-owl-light, nord, one-dark-pro, one-light, plastic, poimandres, red, rose-pine, rose-pine-dawn, rose-pine-moon, slack-dark, slack-ochin, snazzy-light, solarized-dark, solarized-light, synthwave-84, tokyo-night, vesper, vitesse-black, vitesse-dark, vitesse-light.

      2 errors, 0 warnings"
    `);
  });

  test('corrupt-image: damaged images are named with the markdown line that uses them, and not published', async ({
    expect,
  }) => {
    const run = await build('test/sites/corrupt-image');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      content/v1/intro.md:9:1  corrupt-image  Image "./half.png" (content/v1/half.png) is damaged: it is cut off inside the chunk header at byte 33. It is not published; replace it with a valid image.
      content/v1/intro.md:13:1  corrupt-image  Image "./cut.jpg" (content/v1/cut.jpg) is damaged: it is cut off before its end-of-image marker. It is not published; replace it with a valid image.
      content/v1/intro.md:15:1  corrupt-image  Image "./notpng.png" (content/v1/notpng.png) is damaged: it does not start with the PNG signature. It is not published; replace it with a valid image.

      3 errors, 0 warnings"
    `);
  });

  test('path-escape: slugs that would leave the output folder are rejected', async ({ expect }) => {
    const run = await build('test/sites/path-escape');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      content/v1/escape.md:4  path-escape  The slug "../../../outside" would leave the version folder; "..", "." and absolute URLs are not allowed.
        Use a slug made of URL path segments inside the version, e.g. \`slug: /my-page\`.
      content/v1/guide/_category_.json:1  path-escape  The slug "/../../../category-outside" would leave the version folder; "..", "." and absolute URLs are not allowed.
        Use a \`link.slug\` made of URL path segments inside the version, e.g. "/category/guides".
      content/v1/url.md:3  path-escape  The slug "file:///etc/passwd" would leave the version folder; "..", "." and absolute URLs are not allowed.
        Use a slug made of URL path segments inside the version, e.g. \`slug: /my-page\`.
      content/v1/windows.md:3  path-escape  The slug "C:\\Windows\\evil" would leave the version folder; "..", "." and absolute URLs are not allowed.
        Use a slug made of URL path segments inside the version, e.g. \`slug: /my-page\`.

      4 errors, 0 warnings"
    `);
    expect(existsSync(path.join(run.out, '..', 'outside'))).toBe(false);
  });

  test('odd-content: an empty page and unknown directives warn; the directive text is kept', async ({ expect }) => {
    const run = await build('test/sites/odd-content');
    expect(run.status).toBe(0);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Warnings:
      content/v1/empty.md:1  empty-page  The page has no content.
        Write some content or delete the file.
      content/v1/intro.md:6:1  unknown-directive  Unknown directive ":::tipp"; it is shown as plain text. Known: note, tip, info, warning, danger, caution, tabs, tab.
      content/v1/intro.md:10:1  unknown-directive  Unknown directive "::youtube"; it is shown as plain text. Known: note, tip, info, warning, danger, caution, tabs, tab.

      0 errors, 3 warnings"
    `);
    const { readFileSync } = await import('node:fs');
    const html = readFileSync(path.join(run.out, 'v1/intro/index.html'), 'utf8');
    expect(html).toContain(':::tipp');
    expect(html).toContain('<kbd>Ctrl</kbd>');
  });

  test('a markdown file that is not UTF-8 is an error naming the file', async ({ expect }) => {
    const site = copySite('odd-content');
    writeFileSync(
      path.join(PROJECT, site, 'content/v1/latin1.md'),
      Buffer.from('---\ntitle: Caf\xe9\n---\n\nCaf\xe9 cr\xe8me.\n', 'latin1'),
    );
    const run = await build(site);
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toContain(
      'content/v1/latin1.md  bad-encoding  The file is not valid UTF-8.\n  Save it as UTF-8 in your editor.',
    );
  });

  test('bad-references: an unknown mainDoc and a category linked to a missing doc fail the build with a suggestion', async ({
    expect,
  }) => {
    const run = await build('test/sites/bad-references');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      content/v1/guide/_category_.json:1  unknown-category-doc  The category links to doc "setpu", which is not in its folder v1/guide.
        Did you mean "setup"?
      site.config.ts  unknown-main-doc  versions.0.mainDoc: "intr" is not a doc of version v1.
        Did you mean "intro"?

      2 errors, 0 warnings"
    `);
  });

  test('a symbolic link to a parent folder is reported once instead of repeating the docs', async ({ expect }) => {
    const { symlinkSync } = await import('node:fs');
    const site = copySite('odd-content', 'symlink-loop');
    symlinkSync('.', path.join(PROJECT, site, 'content/v1/loop'));
    const run = await build(site);
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toContain(
      'content/v1/loop  symlink-loop  This symbolic link points to content/v1, a folder that contains it, so the docs would repeat without end.',
    );
  });

  test('file names with #, ? or % are errors unless the page has a slug', async ({ expect }) => {
    const site = copySite('odd-content', 'unsafe-names');
    writeFileSync(path.join(PROJECT, site, 'content/v1/c#.md'), '# C#\n\nText.\n');
    writeFileSync(path.join(PROJECT, site, 'content/v1/100%.md'), '# Full\n\nText.\n');
    writeFileSync(path.join(PROJECT, site, 'content/v1/why?.md'), '---\nslug: /why\n---\n\n# Why\n');
    const run = await build(site);
    expect(run.status).toBe(1);
    const text = diagnosticsOf(run);
    expect(text).toContain(
      'content/v1/100%.md  unsafe-file-name  The file name holds "%", which cannot appear as is in a URL path; links to this page would be dead.',
    );
    expect(text).toContain('content/v1/c#.md  unsafe-file-name  The file name holds "#"');
    expect(text).not.toContain('why?.md');
  });

  test('never-settling-config: a config whose top-level await never settles fails with exit 1 and says so', async ({
    expect,
  }) => {
    const run = await build('test/sites/never-settling-config');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'site.config.ts  bad-config  The config never finished loading: a top-level await in it (or in a module it imports) never settles.\n  Make every awaited promise resolve or reject, then build again.\n',
    );
  });

  test('hostile-markdown: pathological nesting and emphasis fail fast at file:line; a % typo is named; no staging is left', async ({
    expect,
  }) => {
    const site = copySite('hostile-markdown');
    writeFileSync(
      path.join(PROJECT, site, 'content/v1/lists.md'),
      '---\ntitle: Lists\n---\n\n' + '- '.repeat(10_000) + 'a\n',
    );
    writeFileSync(path.join(PROJECT, site, 'content/v1/stars.md'), '# Stars\n\n' + '*a'.repeat(50_000) + '\n');
    const run = await build(site);
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      content/v1/intro.md:5:46  malformed-url  Link "./x%ZZ.md" has a malformed percent-escape "%ZZ"; it cannot be resolved. Write a literal % as %25.
      content/v1/lists.md:5:1  markdown-too-deep  This line nests 10000 lists, quotes, \`:::\` containers or indentation levels; docsgen renders up to 100.
        Flatten the structure, or put the text in a fenced code block if it is meant literally.
      content/v1/stars.md:3:1  markdown-too-complex  This paragraph has more than 1,000 pieces of inline markup (\`*\`, \`_\`, \`~\`, \`[\`, \`]\`, code spans, \`&\`, \`<\`, and \`{\` in MDX); parsing it would take too long.
        Split the paragraph, put literal text in \`code\` or a fenced block, or escape the characters as \\* \\_ \\[ \\].

      3 errors, 0 warnings"
    `);
    expect(existsSync(`${run.out}.staging`)).toBe(false);
  });

  test('huge-page: a 10 MB page is reported as too large at once; nothing is written', async ({ expect }) => {
    const site = copySite('huge-page');
    const paragraph =
      'Lorem ipsum dolor sit amet, **consectetur** adipiscing elit, see [the intro](./intro.md) and `code`.\n\n';
    let body = '---\ntitle: Huge\n---\n\n';
    for (let i = 0; body.length < 10 * 1024 * 1024; i++)
      body += (i % 50 === 0 ? `## Section ${i}\n\n` : '') + paragraph;
    writeFileSync(path.join(PROJECT, site, 'content/v1/huge.md'), body);
    const run = await build(site);
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Errors:
      content/v1/huge.md  page-too-large  The file is 10.0 MB; docsgen renders files up to 1.0 MB.
        Split it into several pages (one per topic) in a folder with a _category_.json.

      1 error, 0 warnings"
    `);
    expect(existsSync(path.join(run.out, 'index.html'))).toBe(false);
  });
});

describe('output safety', () => {
  test('an output folder holding files docsgen did not write is refused and left alone; an earlier output is rebuilt', async ({
    expect,
  }) => {
    const { readFileSync } = await import('node:fs');
    const out = tempDir('foreign');
    made.push(out);
    writeFileSync(path.join(out, 'authoring.md'), '# My notes\n');
    const refused = await runCli(['build', '--root', 'test/sites/odd-content', '--out', out]);
    expect(refused.status).toBe(1);
    expect(diagnosticsOf(refused).replaceAll(out, '<out>')).toMatchInlineSnapshot(`
      "Warnings:
      content/v1/empty.md:1  empty-page  The page has no content.
        Write some content or delete the file.

      Errors:
      (site)  foreign-output-folder  The output folder <out> holds files docsgen did not write (such as <out>/authoring.md); building would delete them.
        Choose another --out folder, or move those files away and delete the folder first.

      1 error, 1 warning"
    `);
    expect(readFileSync(path.join(out, 'authoring.md'), 'utf8')).toBe('# My notes\n');

    const file = path.join(out, 'authoring.md');
    const onFile = await runCli(['build', '--root', 'test/sites/odd-content', '--out', file]);
    expect(onFile.status).toBe(1);
    expect(diagnosticsOf(onFile).replaceAll(out, '<out>')).toMatchInlineSnapshot(`
      "Warnings:
      content/v1/empty.md:1  empty-page  The page has no content.
        Write some content or delete the file.

      Errors:
      (site)  foreign-output-folder  The output path <out>/authoring.md is a file, not a folder; building would replace it.
        Choose another --out folder.

      1 error, 1 warning"
    `);
    expect(readFileSync(file, 'utf8')).toBe('# My notes\n');

    const fresh = tempDir('own');
    made.push(fresh);
    expect((await runCli(['build', '--root', 'test/sites/odd-content', '--out', fresh])).status).toBe(0);
    expect((await runCli(['build', '--root', 'test/sites/odd-content', '--out', fresh])).status).toBe(0);
  });

  test('a failing build leaves the previous output exactly as it was', async ({ expect }) => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const out = tempDir('previous');
    made.push(out);
    const snapshot = () => {
      const files = readdirSync(out, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(out, path.join(e.parentPath, e.name)))
        .sort();
      return new Map(files.map((f) => [f, readFileSync(path.join(out, f))]));
    };
    const good = await runCli(['build', '--root', 'test/sites/broken-anchor', '--out', out]);
    expect(good.status).toBe(0);
    const before = snapshot();
    expect(before.has('v1/intro/index.html')).toBe(true);

    // Fails after rendering and writing the staging folder (link check)…
    const broken = await runCli(['build', '--root', 'test/sites/broken-link', '--out', out]);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('the previous output');
    // …and fails before anything is rendered (config).
    const badConfig = await runCli(['build', '--root', 'test/sites/bad-config', '--out', out]);
    expect(badConfig.status).toBe(1);

    const after = snapshot();
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [file, bytes] of before) expect(after.get(file)!.equals(bytes), file).toBe(true);
    expect(existsSync(`${out}.staging`)).toBe(false);
  });

  test('users see diagnostics, not stack traces; --debug adds the trace', async ({ expect }) => {
    const config = await build('test/sites/bad-config');
    expect(config.stderr).not.toMatch(/^\s+at /m);
    const missing = path.join(tempDir('missing'), 'nothing-here');
    const plain = await runCli(['check', '--out', missing]);
    expect(plain.status).toBe(1);
    expect(plain.stderr).toContain('missing-output  There is no built site in');
    expect(plain.stderr).not.toMatch(/^\s+at /m);
    const debug = await runCli(['check', '--out', missing, '--debug']);
    expect(debug.status).toBe(1);
    expect(debug.stderr).toMatch(/^\s+at /m);
  });

  test('an output folder that would replace the project is refused', async ({ expect }) => {
    const run = await runCli(['build', '--root', 'test/sites/broken-anchor', '--out', '.']);
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatch(
      /^Errors:\nsite\.config\.ts  bad-out-dir  The output folder .* contains the project; building would replace it\.\n  Pass an output folder of its own, e\.g\. --out build\.\n\n1 error, 0 warnings$/,
    );
    expect(existsSync(path.join(PROJECT, 'test/sites/broken-anchor/site.config.ts'))).toBe(true);
  });
});
