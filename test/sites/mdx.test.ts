/**
 * MDX scenario sites through the real CLI: a Docusaurus-shaped docs folder builds with no
 * diagnostics and no MDX left on the page; every MDX mistake is pinned as the user reads it.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { diagnosticsOf, ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';
import { unpackPageRecords, type PageShard } from '../../src/shared/search-format.ts';
import { readSearchFile } from '../support/search-files.ts';

const made: string[] = [];
beforeAll(() => ensureCompiled());
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function build(site: string): Promise<CliRun & { out: string }> {
  const out = tempDir(path.basename(site));
  made.push(out);
  return { ...(await runCli(['build', '--root', site, '--out', out])), out };
}

/** The article body of a built doc page, as text and as element list. */
function contentOf(out: string, route: string): { html: string; text: string; tags: string[] } {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  const start = html.indexOf('<div class="markdown">');
  const body = html.slice(start, html.indexOf('<div class="doc-meta">', start));
  const tags: string[] = [];
  const texts: string[] = [];
  const walk = (node: { nodeName: string; value?: string; childNodes?: unknown[] }) => {
    if (node.nodeName === '#text') texts.push(node.value ?? '');
    else if (!node.nodeName.startsWith('#')) tags.push(node.nodeName);
    if (node.nodeName === 'style' || node.nodeName === 'script') return;
    for (const c of node.childNodes ?? []) walk(c as typeof node);
  };
  walk(parse(body) as never);
  return { html: body, text: texts.join(''), tags };
}

describe.concurrent('MDX', () => {
  test('docusaurus-mdx: a Docusaurus docs folder builds unchanged, with nothing of MDX left on the pages', async ({
    expect,
  }) => {
    const run = await build('test/sites/docusaurus-mdx');
    expect(diagnosticsOf(run)).toBe('');
    expect(run.status).toBe(0);

    const intro = contentOf(run.out, 'v1/intro');
    // No import text, no comment text, expressions evaluated.
    expect(intro.text).not.toMatch(/\bimport\b|\bexport\b|\/\*|\{/);
    expect(intro.text).toContain('Lantern serves on port 8080 and knows 2 flags: --watch, --quiet.');
    // Only HTML elements: no <tabs>, <tabitem>, <image> leftovers.
    const known = new Set([
      'html',
      'head',
      'body',
      'div',
      'p',
      'button',
      'pre',
      'code',
      'span',
      'svg',
      'path',
      'use',
      'img',
      'details',
      'summary',
      'table',
      'tbody',
      'tr',
      'th',
      'td',
      'a',
      'style',
      'script',
    ]);
    expect(intro.tags.filter((t) => !known.has(t))).toEqual([]);
    // Tabs: the island's markup, synced by groupId, following ?pm=.
    expect(intro.html).toContain('<div class="tabs" data-island="tabs" data-group-id="pm" data-query-key="pm">');
    expect(intro.html.match(/role="tab"/g)).toHaveLength(4);
    expect(intro.html).toMatch(/aria-selected="true"[^>]*data-value="npm"/);
    // <Image img={require("@site/static/img/shot.png")} /> went through the image step (size known).
    expect(intro.html).toContain('<img src="/img/shot.png" alt="The Lantern window" width="64" height="40"/>');
    expect(intro.html).not.toMatch(/<img(?![^>]*\bsrc=)/);
    // ThemedImage with useBaseUrl sources.
    expect(intro.html).toContain('src="/img/logo-light.png" class="themed-image themed-image--light"');
    expect(intro.html).toContain('src="/img/logo-dark.png" class="themed-image themed-image--dark"');
    // The site component imports theme-classic's Details and reads customFields; its CSS module comes along.
    expect(intro.html).toMatch(/<details class="details"><summary>Option <code>LANTERN_PORT<\/code><\/summary>/);
    expect(intro.text).toContain('any port | 1024 | true');
    expect(intro.text).toContain('lantern-cli');
    expect(intro.html).toMatch(/<style>[^<]*\.table_[\w-]{4} \{/);
    // client:load: server HTML inside the hydration root, its bundle loaded on this page only.
    // The site context rides along, so the component's hooks read the same values in the browser.
    expect(intro.html).toMatch(
      /<div data-mdx-hydrate="Counter-[0-9a-f]{8}" data-props="\{&quot;start&quot;:3\}" data-site="\{[^"]*&quot;baseUrl&quot;:&quot;\/&quot;,&quot;customFields&quot;:\{&quot;package&quot;:&quot;lantern-cli&quot;\}[^"]*\}" style="display:contents"><button type="button" class="counter">Clicked <!-- -->3<!-- --> times <span class="counter-site">on <!-- -->lantern-cli<!-- --> at <!-- -->\/<\/span><\/button><\/div>/,
    );
    expect(intro.html).toMatch(
      /<script type="module" src="\/assets\/mdx\/Counter-[0-9a-f]{8}-[0-9a-f]{8}\.js"><\/script>/,
    );
    // A global component whose imports name theme-common's helpers and its internal entry (as swizzled components do).
    expect(intro.html).toContain('<p class="card-count">One card shown</p>');
    // `metadata`, as every Docusaurus MDX page has it in scope.
    expect(intro.text).toContain('This page: Getting started, Install Lantern and light up your first folder.');
    // .mdx → .md links resolved.
    expect(intro.html).toContain('<a href="/v1/guide/configuration/">configuration</a>');
    expect(intro.html).toContain('<a href="/v1/guide/advanced/">advanced</a>');

    const page = readFileSync(path.join(run.out, 'v1/intro/index.html'), 'utf8');
    // "# Getting started" after the imports is the title, shown once.
    expect(page).toContain('<title>Getting started | Lantern</title>');
    expect(page.match(/<h1/g)).toHaveLength(1);
    // The meta description and search records come from what the page shows, never from import lines.
    const advancedPage = readFileSync(path.join(run.out, 'v1/guide/advanced/index.html'), 'utf8');
    expect(advancedPage).toContain('<meta name="description" content="Watching a network drive is slow."/>');
    // The local index's page files hold each page's records (`c`: the text a hit shows).
    const pageFiles = readdirSync(path.join(run.out, 'search/v1')).filter((f) => f.startsWith('r-'));
    const contents = pageFiles.flatMap((f) =>
      unpackPageRecords(JSON.parse(readSearchFile(path.join(run.out, 'search/v1', f))) as PageShard).map(
        (r) => r.c ?? '',
      ),
    );
    expect(contents).toContain('Lantern serves on port 8080 and knows 2 flags: --watch, --quiet.');
    expect(contents).toContain('Package · lantern-cli');
    expect(contents.filter((c) => /\bimport\b/.test(c))).toEqual([]);
    expect(readFileSync(path.join(run.out, 'llms.txt'), 'utf8')).not.toMatch(/import|@theme/);

    const advanced = contentOf(run.out, 'v1/guide/advanced');
    // CodeBlock with literal code takes the highlighted-code path.
    expect(advanced.html).toMatch(
      /<div class="code-block has-title" data-language="yaml" data-island="copy-code"><div class="code-title">lantern.yml<\/div>/,
    );
    expect(advanced.html).toContain('class="admonition admonition-warning"');
    expect(advanced.html).toMatch(/<details class="details"><summary>Why a lantern\?<\/summary>/);
    expect(advanced.html).toContain('<strong>markdown</strong>');
    expect(advanced.html).toContain('<a href="/v1/intro/">introduction</a>');
    expect(advanced.html).toContain('<div style="padding:4px" class="note">');
    expect(advanced.html).toContain('Set <code>watch: false</code> on slow disks.');
    // A partial (_shared-note.mdx) renders where it is imported, and is neither a page nor an ignored file.
    expect(advanced.text).toContain('This note lives in a partial and shows wherever it is imported.');
    expect(advanced.html).toContain('class="admonition admonition-info"');
    expect(() => readFileSync(path.join(run.out, 'v1/guide/_shared-note/index.html'))).toThrow();
    // The partial's own markdown image is published with the page that shows it.
    const partialImage = /<img src="(\/assets\/images\/window-[0-9a-f]+\.png)" alt="The window, in a partial"/.exec(
      advanced.html,
    )?.[1];
    expect(partialImage && existsSync(path.join(run.out, partialImage))).toBe(true);
    expect(advanced.html).not.toContain('data-mdx-hydrate');
    expect(advanced.html).not.toContain('<script');

    // @theme/Heading gets the markdown headings' # link; useLocation and useColorMode answer while prerendering.
    const hooks = contentOf(run.out, 'v1/guide/hooks');
    expect(hooks.html).toContain(
      '<h2 id="widget-state">Widget state<a class="hash-link" href="#widget-state" aria-label="Direct link to Widget state">#</a></h2>',
    );
    expect(hooks.text).toContain('Prerendered at /v1/guide/hooks/, DOM absent.');
    expect(hooks.text).toContain('Colour mode: light');
    expect(hooks.text).toContain('Waiting for the browser');
    // <Highlight> comes from the site's swizzled src/theme/MDXComponents, without an import; its CSS
    // module only on the page that uses it.
    expect(hooks.html).toMatch(
      /The default port is <span class="highlight_[\w-]{4}" style="background-color:#25c2a0">8080<\/span>/,
    );
    expect(hooks.html).toMatch(/<style>[^<]*\.highlight_[\w-]{4} \{/);
    expect(advanced.html).not.toMatch(/highlight_[\w-]{4}/);
    // An explicit heading id (`{#limits}`), which MDX alone would read as an expression.
    expect(hooks.html).toContain(
      '<h2 id="limits">Limits and <code>flags</code><a class="hash-link" href="#limits" aria-label="Direct link to Limits and flags">',
    );
    expect(hooks.html).toContain('<a href="#limits">the limits</a>');
    // A JSON import is the parsed value, with its top-level keys as named imports.
    expect(hooks.text).toContain('Ports go up to 65535; the first flag is --watch.');
    // `!!./snippets/port.ts?raw` is the file's text; in <CodeBlock> it is highlighted like a fenced block.
    expect(hooks.html).toMatch(
      /<div class="code-block has-title" data-language="ts" data-island="copy-code"><div class="code-title">port\.ts<\/div>.*<code><span class="c\d+">export const<\/span> port/,
    );

    // @docusaurus/Head: its title and description replace the page's, its other tags join the head or replace the document's own
    // (once, though the component that adds one is used twice); nothing of it shows in the article.
    const apisPage = readFileSync(path.join(run.out, 'v1/guide/site-apis/index.html'), 'utf8');
    const apisHead = apisPage.slice(0, apisPage.indexOf('</head>'));
    expect(apisHead).toContain('<title>Lantern site APIs</title>');
    expect(apisHead.match(/<title>/g)).toHaveLength(1);
    expect(apisHead).toContain('<meta name="description" content="How Lantern components read the site."/>');
    expect(apisHead).not.toContain('replaced by the one in Head');
    expect(apisHead).toContain('<meta property="og:image" content="https://lantern.test/img/card.png"/>');
    // A tag the document has too (og:title here) is the page's alone.
    expect(apisHead.match(/<meta property="og:title"[^>]*>/g)).toEqual([
      '<meta property="og:title" content="Site APIs: how Lantern components read the site"/>',
    ]);
    expect(apisHead.match(/<link rel="alternate" type="application\/rss\+xml" href="\/releases.xml"\/>/g)).toHaveLength(
      1,
    );
    const apis = contentOf(run.out, 'v1/guide/site-apis');
    expect(apis.html).not.toMatch(/<title|<meta|<link/);
    // <TOCInline toc={toc} />: the page's headings as nested links, at the site's levels (2 to 3) or those given.
    expect(apis.html).toContain(
      '<div class="toc-inline"><ul><li><a href="#theme-config">Theme config</a><ul><li><a href="#from-siteconfigts">From site.config.ts</a></li></ul></li><li><a href="#messages">Messages</a></li><li><a href="#diagram">Diagram</a></li></ul></div>',
    );
    expect(apis.html).toContain(
      '<div class="toc-inline"><ul><li><a href="#from-siteconfigts">From site.config.ts</a><ul><li><a href="#deep-detail">Deep detail</a></li></ul></li></ul></div>',
    );
    // useThemeConfig: the site's themeConfig over what docsgen's config says; usePrismTheme: the light code colours.
    expect(apis.text).toContain('Chat: https://chat.lantern.test; navbar hides on scroll: true; brand: Lantern.');
    expect(apis.text).toContain('TOC levels 2 to 3; site config has the same theme config.');
    expect(apis.html).toContain('<div class="theme-info" style="background:#f6f8fa;color:#1f2328">');
    // @theme/CodeBlock given code a component computed: highlighted like a fence, with its title,
    // line numbers and highlighted lines; inside a client:load component it stays as the browser renders it
    // (no highlighting, no copy button added to what React hydrates).
    expect(apis.html).toMatch(
      /<div class="code-block has-title" data-language="ts" data-island="copy-code"><div class="code-title">lantern.config.ts<\/div><div class="code-body"><pre class="shiki [^"]*line-numbers"[^>]*><code><span class="line"><span class="[^"]+">export default<\/span> \{<\/span>\n<span class="line code-line-highlighted">  port/,
    );
    expect(apis.html).toMatch(
      /<div data-mdx-hydrate="ConfigSnippet-[0-9a-f]{8}"[^>]*><div class="code-block has-title" data-language="ts"><div class="code-title">lantern.config.ts<\/div><div class="code-body"><pre class="shiki shiki-themes"><code><span class="line code-line-numbered">export default \{/,
    );
    expect(apis.html).not.toContain('data-code-ref');
    // useGlobalData / useRouteContext answer for the docs; Interpolate fills values; isInternalUrl.
    expect(apis.text).toContain('Docs at /v1, versions 1.x; this page is from docusaurus-plugin-content-docs.');
    expect(apis.html).toContain('Welcome <strong>Ada</strong>, <!-- -->3<!-- --> lanterns are lit.');
    expect(apis.text).toContain('Internal: true; external: false.');
    // The MDXComponents of an ejected swizzle imports @theme/MDXComponents/* and @theme/Mermaid:
    // its <Mermaid> is the diagram a mermaid fence makes, its MDXHeading a heading with its # link.
    expect(apis.html).toContain(
      '<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-source" tabindex="0"><code>graph LR; Request--&gt;Lantern</code></pre></div>',
    );
    expect(apis.html).toContain(
      '<h3 id="first-step">First step<a class="hash-link" href="#first-step" aria-label="Direct link to First step">#</a></h3>',
    );

    const configuration = contentOf(run.out, 'v1/guide/configuration');
    expect(configuration.html).toContain('<a href="/v1/intro/">getting started</a>');
    expect(configuration.html).toContain('<a href="/v1/guide/advanced/">advanced</a>');
    // An mdx-code-block is part of the page: its export is defined, its fence lines gone.
    const defaults = contentOf(run.out, 'v1/guide/defaults');
    expect(defaults.html).toContain('<td><code class="port-default">8080</code></td>');
    expect(defaults.html).not.toMatch(/data-language="mdx-code-block"|export function/);
    // A component's own markdown import renders as a partial would, links resolved.
    const platforms = contentOf(run.out, 'v1/guide/platforms');
    expect(platforms.html).toContain(
      '<p>Open <strong>Xcode</strong> and check <a href="/v1/guide/defaults/">the defaults</a>.</p></section>',
    );
    // An imported SVG is a component that renders it inline, its props on the <svg> (SVGR's way), in MDX and in components.
    expect(platforms.html).toContain(
      '<span style="display:contents"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" class="diagram"><title>Request flow</title><rect x="1" y="1" width="8" height="8"/></svg></span>',
    );
    expect(platforms.html).toContain(
      '<section class="ios"><span style="display:contents"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="32"><rect',
    );
    // The category file with a comment and a trailing comma was read.
    expect(readFileSync(path.join(run.out, 'v1/intro/index.html'), 'utf8')).toContain('Guide');
  });

  test('bad-mdx: each MDX mistake is an error at its place with a code frame and what to do; a stray file and an unclosed container warn, framed as written', async ({
    expect,
  }) => {
    const run = await build('test/sites/bad-mdx');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Warnings:
      content/v1/admonitions.mdx:7:1  unclosed-directive  \`:::tip\` is never closed, so it runs to the end of the page.
              6 |
          > 7 | :::tip An old-style title
              | ^
            8 |
      content/v1/notes.txt  ignored-file  This file is not a doc, a category file or a file a doc uses, so it is not published.
        Link or import it from a doc, move it to static/ to publish it as is, or delete it.
      content/v1/site-apis.mdx:9:1  mdx-unsupported  \`<Head>\` holds a <div>, which cannot go in the page's <head>; it is left out.
        Put only <title>, <meta>, <link>, <script>, <style>, <base> and <noscript> in <Head>.
             8 |
          >  9 | <Head>
               | ^
            10 |   <title>Kept</title>
      content/v1/toc-inline.mdx:7:1  mdx-unsupported  \`<TOCInline>\` has no \`toc\` prop; it lists this page's headings.
        Write \`<TOCInline toc={toc} />\`: Docusaurus needs the prop.
            6 |
          > 7 | <TOCInline />
              | ^
            8 |

      Errors:
      content/v1/generated.mdx:6:1  unresolved-import  Import "!!raw-loader!@site/.generated/api/types.ts" does not resolve (looked for .generated/api/types.ts).
        The folder .generated/ does not exist: if a script makes it (a clone of another repository, generated files), run it before building. Paths starting with @site/ are read from the site root, ./ and ../ from the folder of the doc.
            5 | import CodeBlock from '@theme/CodeBlock';
          > 6 | import types from '!!raw-loader!@site/.generated/api/types.ts';
              | ^
            7 |
      content/v1/intro.mdx:6:1  unresolved-import  Import "@site/src/components/Missing" does not resolve (looked for src/components/Missing).
        The folder src/ does not exist: if a script makes it (a clone of another repository, generated files), run it before building. Paths starting with @site/ are read from the site root, ./ and ../ from the folder of the doc.
            5 | import Tabs from '@theme/Tabs';
          > 6 | import Missing from '@site/src/components/Missing';
              | ^
            7 | import Tab from '@theme/Tab';
      content/v1/intro.mdx:7:1  unresolved-import  Import "@theme/Tab" does not resolve (looked for @theme/Tab).
        Did you mean '@theme/Tabs'? docsgen provides: @theme/Tabs, @theme/TabItem, @theme/Details, @theme/Admonition, @theme/Admonition/Icon/Note, @theme/Admonition/Icon/Tip, @theme/Admonition/Icon/Info, @theme/Admonition/Icon/Warning, @theme/Admonition/Icon/Danger, @theme/CodeBlock, @theme/CodeInline, @theme/IdealImage, @theme/ThemedImage, @theme/MDXComponents, @theme/MDXComponents/A, @theme/MDXComponents/Code, @theme/MDXComponents/Pre, @theme/MDXComponents/Details, @theme/MDXComponents/Heading, @theme/MDXComponents/Ul, @theme/MDXComponents/Li, @theme/MDXComponents/Img, @theme/Mermaid, @theme/Footer, @theme/Navbar, @theme/Navbar/Layout, @theme/Navbar/Content, @theme/Navbar/Logo, @theme/Navbar/Search, @theme/Navbar/ColorModeToggle, @theme/Navbar/MobileSidebar, @theme/Navbar/MobileSidebar/Toggle, @theme/NavbarItem, @theme/NavbarItem/DropdownNavbarItem, @theme/NavbarItem/DefaultNavbarItem, @theme/NavbarItem/LocaleDropdownNavbarItem, @theme/SearchBar, @theme/Footer/Layout, @theme/Footer/Links, @theme/Footer/Links/MultiColumn, @theme/Footer/Links/Simple, @theme/Footer/Logo, @theme/Footer/Copyright, @theme/Footer/LinkItem, @theme/NotFound, @theme/NotFound/Content, @theme/DocItem/Footer, @theme/DocItem/Layout, @theme/BlogPostItem, @theme/Logo, @theme/Root, @theme/Layout/Provider, @theme/LayoutProviders, @theme/DocCardList, @theme/DocCard, @theme/Heading, @theme/TOCInline, @theme/Layout, @theme/IconExternalLink, @theme/Icon/ExternalLink, @theme/EditThisPage, @theme/LastUpdated, @theme/TagsListInline, @docusaurus/Link, @docusaurus/Head, @docusaurus/useBaseUrl, @docusaurus/useDocusaurusContext, @docusaurus/BrowserOnly, @docusaurus/plugin-content-docs/client, @docusaurus/plugin-content-blog/client, @docusaurus/Translate, @docusaurus/theme-common, @docusaurus/useIsBrowser, @docusaurus/ExecutionEnvironment, @docusaurus/router, @docusaurus/Interpolate, @docusaurus/isInternalUrl, @docusaurus/useGlobalData, @docusaurus/useRouteContext.
            6 | import Missing from '@site/src/components/Missing';
          > 7 | import Tab from '@theme/Tab';
              | ^
            8 |
      content/v1/intro.mdx:9:1  unknown-component  \`<Tabz>\` is not defined.
        Did you mean \`Tabs\`?
             8 |
          >  9 | <Tabz groupId="pm">
               | ^
            10 |   Content stays visible.
      content/v1/intro.mdx:13:1  unknown-component  \`<Image>\` is not defined.
        Did you mean \`Image\` from '@theme/IdealImage'? Add \`import Image from '@theme/IdealImage';\` below the front matter.
            12 |
          > 13 | <Image img="x.png" />
               | ^
            14 |
      content/v1/intro.mdx:15:16  mdx-expression-error  This expression threw when the page was rendered: answer is not defined.
        Expressions run at build time with the page's imports and exports in scope; browser globals such as window do not exist there (wrap such code in <BrowserOnly>).
            14 |
          > 15 | The answer is {answer.value}.
               |                ^
            16 |
      content/v1/site-apis.mdx:16:2  mdx-expression-error  This expression threw when the page was rendered: no global data for the plugin "docusaurus-plugin-content-blog" (id "default"): docsgen has data for "docusaurus-plugin-content-docs" only.
        Expressions run at build time with the page's imports and exports in scope; browser globals such as window do not exist there (wrap such code in <BrowserOnly>).
            15 |
          > 16 | {JSON.stringify(usePluginData('docusaurus-plugin-content-blog', 'default', { failfast: true }))}
               |  ^
            17 |
      content/v1/syntax.mdx:5:14  mdx-syntax-error  MDX syntax error: Expected a closing tag for \`<br>\` before the end of \`paragraph\`.
        MDX needs void tags closed: \`<br />\`, \`<img … />\` (MDX 1 (Docusaurus 2) accepted it; MDX 2 and later (Docusaurus 3) do not).
            4 |
          > 5 | A line break <br> that is never closed.
              |              ^
            6 |

      8 errors, 4 warnings"
    `);
  });
});
