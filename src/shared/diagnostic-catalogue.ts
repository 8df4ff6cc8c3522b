/**
 * Every diagnostic docsgen can report, in one place. A code is stable: scripts and docs may
 * rely on it. `severity` is the default (config rules such as `onBrokenLinks` may change it);
 * `title` names the problem in a few words for lists such as the README's; `doc` says when it
 * is reported. The message and hint of each report are written where the problem is found,
 * since they quote the input.
 *
 * To add a diagnostic: add an entry here (the `DiagnosticCode` type follows), report it with
 * that code, and pin its text in a scenario site under test/sites/.
 */
export const DIAGNOSTICS = {
  // Configuration and command line
  'missing-config': {
    severity: 'error',
    title: 'No site config',
    doc: 'No site.config.ts (or .js/.mjs) in the project folder.',
  },
  'bad-config': {
    severity: 'error',
    title: 'Invalid config',
    doc: 'The config does not compile, throws while loading, or a field has the wrong shape; one report per bad field, with its dotted path.',
  },
  'bad-translation-file': {
    severity: 'error',
    title: 'Unreadable translation file',
    doc: 'A JSON file under `i18n/<locale>/` (`code.json`, `navbar.json`, `footer.json`, `current.json`, `version-<name>.json`) is not valid JSON or not an object of `{message}` entries (an empty file is a warning: nothing translated yet).',
  },
  'translation-without-source': {
    severity: 'warning',
    title: 'Translation of no doc',
    doc: 'A doc under `i18n/<locale>/docusaurus-plugin-content-docs/…` has no file at the same path in the docs folder, so no page uses it (Docusaurus ignores it too).',
  },
  'bad-out-dir': {
    severity: 'error',
    title: 'Unsafe output folder',
    doc: 'The output folder is the project, a parent of it, or a folder the build reads from.',
  },
  'unknown-config-key': {
    severity: 'error',
    title: 'Unknown config field',
    doc: 'The config has a field docsgen does not know (a typo such as `onBrokenLink`); the hint names the closest field.',
  },
  'unknown-code-theme': {
    severity: 'error',
    title: 'Unknown code theme',
    doc: '`codeBlocks.lightTheme` or `darkTheme` names no theme docsgen bundles for the engine; the hint names the closest one and lists them all.',
  },
  'markdown-plugin-missing': {
    severity: 'warning',
    title: 'Markdown plugin not installed',
    doc: 'A remark/rehype plugin named in `markdown` (a package or a file of the site) cannot be loaded from the site folder; the pages it would change are named and rendered without it. Install the package in the site folder.',
  },
  'markdown-plugin-failed': {
    severity: 'warning',
    title: 'Markdown plugin failed on a page',
    doc: 'A remark/rehype plugin the site loads threw while it changed a page (often: it imports a package, while it runs, that is not installed); the page is rendered without it. Install what it imports, or fix or remove the plugin.',
  },
  'unknown-main-doc': {
    severity: 'error',
    title: 'Unknown main doc',
    doc: "A version's `mainDoc` names no doc of that version.",
  },
  'foreign-output-folder': {
    severity: 'error',
    title: "Output folder not docsgen's",
    doc: 'The output path is a file, a folder holding files docsgen did not write, the file system root or the home folder; publishing would replace it.',
  },
  'bad-option': {
    severity: 'error',
    title: 'Invalid command-line option',
    doc: 'A command-line option has a value the command cannot use.',
  },
  'missing-output': {
    severity: 'error',
    title: 'No built site',
    doc: '`serve` or `check` was pointed at a folder without a built site (no index.html).',
  },
  'listen-failed': {
    severity: 'error',
    title: 'Cannot listen',
    doc: 'The preview server cannot bind the host and port (in use, privileged, or not an address of this machine).',
  },
  'bad-version-name': {
    severity: 'error',
    title: 'Invalid version name',
    doc: '`docsgen version` was given a name that cannot be a folder under the content folder.',
  },
  'version-exists': {
    severity: 'error',
    title: 'Version already exists',
    doc: '`docsgen version` was given a name, path or folder that another version already uses.',
  },
  'config-not-edited': {
    severity: 'error',
    title: 'Config not edited',
    doc: '`docsgen version` copied the content but could not add the version to the config; the line to add is printed.',
  },
  'version-docusaurus-layout': {
    severity: 'error',
    title: 'Cannot freeze this version',
    doc: '`docsgen version` was run on a latest version kept in the Docusaurus layout; the message says what to run instead.',
  },
  'missing-docusaurus-config': {
    severity: 'error',
    title: 'No Docusaurus config',
    doc: '`docsgen init --from-docusaurus` found no docusaurus.config.* in the folder.',
  },
  'bad-docusaurus-config': {
    severity: 'error',
    title: 'Docusaurus config does not load',
    doc: '`docsgen init --from-docusaurus` could not evaluate the Docusaurus config.',
  },
  'config-exists': {
    severity: 'error',
    title: 'Config already exists',
    doc: '`docsgen init` would overwrite an existing site.config.ts; pass --force to replace it.',
  },
  'init-site-exists': {
    severity: 'error',
    title: 'Folder holds a site',
    doc: '`docsgen init` was pointed at a folder that already has a site config or a content folder; it writes nothing there.',
  },
  'output-not-writable': {
    severity: 'error',
    title: 'Output folder not writable',
    doc: 'The system refused to write the output folder, its staging folder or the folder holding them (no permission, read-only disk, a file where a folder is expected); the previous site is left as it was.',
  },
  'output-locked': {
    severity: 'error',
    title: 'Output folder in use',
    doc: 'Another docsgen build is writing the same output folder and did not finish within the wait (`DOCSGEN_LOCK_WAIT_MS`); nothing was changed.',
  },
  'too-many-open-files': {
    severity: 'error',
    title: 'Too few file descriptors',
    doc: '`docsgen check` ran out of file descriptors (EMFILE, `ulimit -n`), so it cannot tell broken links from requests it could not make.',
  },
  'disk-full': {
    severity: 'error',
    title: 'Disk full',
    doc: 'The disk holding the output folder ran out of space (or quota) while the site was written; the previous site is left as it was.',
  },
  'output-leftover': {
    severity: 'warning',
    title: 'Old output not deleted',
    doc: 'The site was published, but the previous output moved aside (`build.old`) could not be deleted, usually because it belongs to another user; later builds step around it.',
  },
  system: {
    severity: 'error',
    title: 'System refused an operation',
    doc: 'The operating system refused something (disk full, no permission); the message names the file being processed and the system error.',
  },
  internal: {
    severity: 'error',
    title: 'Unexpected failure',
    doc: 'Something failed that docsgen did not expect; the message names the underlying error. Run with --debug for the stack trace.',
  },

  // Content files
  'empty-version': {
    severity: 'error',
    title: 'Version without docs',
    doc: 'A version named in the config has no markdown files in its folder.',
  },
  'page-too-large': {
    severity: 'error',
    title: 'Page too large',
    doc: 'A content file is over the size docsgen renders; split it into several pages.',
  },
  'bad-encoding': { severity: 'error', title: 'Not UTF-8', doc: 'A content file is not valid UTF-8.' },
  'bad-front-matter': {
    severity: 'error',
    title: 'Invalid front matter',
    doc: 'Front matter is not valid YAML, not a mapping, or a known key has a value of the wrong type.',
  },
  'unclosed-front-matter': {
    severity: 'error',
    title: 'Unclosed front matter',
    doc: 'A page starts front matter with `---` and never closes it.',
  },
  'unsafe-file-name': {
    severity: 'error',
    title: 'Unsafe file name',
    doc: 'A doc file name holds `#`, `?` or `%`, which break its URL; rename it or give it a `slug`.',
  },
  'symlink-outside-project': {
    severity: 'error',
    title: 'Link out of the project',
    doc: 'A symbolic link in a docs folder points outside the project (and outside that folder); what it points to is not published.',
  },
  'symlink-loop': {
    severity: 'error',
    title: 'Symbolic link loop',
    doc: 'A symbolic link points to a folder that contains it; it is not followed.',
  },
  'unknown-category-doc': {
    severity: 'error',
    title: 'Category links to a missing doc',
    doc: 'A `_category_.json` links to a doc that is not in its folder; the hint names the closest one.',
  },
  'empty-page': {
    severity: 'warning',
    title: 'Empty page',
    doc: 'A content file has no content besides front matter.',
  },
  'bad-category': {
    severity: 'error',
    title: 'Invalid category file',
    doc: 'A `_category_.json` does not parse or has fields of the wrong shape.',
  },

  // Routes and sidebars
  'duplicate-route': {
    severity: 'warning',
    title: 'Two pages at one URL',
    doc: 'Two docs resolve to the same URL; the later one in file order is dropped. Severity from `onDuplicateRoutes`.',
  },
  'page-route-clash': {
    severity: 'warning',
    title: 'A page of src/pages at a taken URL',
    doc: 'A file of the pages folder has the URL of a doc or of another page; it is not written. Rename or move one of them. Severity from `onDuplicateRoutes`.',
  },
  'page-missing-package': {
    severity: 'warning',
    title: 'A page imports a package that is not installed',
    doc: 'A React page of the pages folder, a component an MDX page imports, or an MDX page (a package its package.json lists), imports a package missing from node_modules, or a `@theme/*` module docsgen does not provide (on an MDX page, while a theme of site.config.ts `themes` is not installed: the theme is named); its components render only their children. Run `npm install` in the site folder.',
  },
  'page-render-error': {
    severity: 'error',
    title: 'A page of src/pages failed',
    doc: 'A React page of the pages folder did not compile, has no default-exported component, or threw while rendering. Fix the file and line named.',
  },
  'missing-sidebars': {
    severity: 'error',
    title: 'Missing sidebars file',
    doc: 'A version names a `sidebars` file that does not exist.',
  },
  'bad-sidebar': {
    severity: 'error',
    title: 'Invalid sidebar',
    doc: 'A sidebars file cannot be read, or an item or category has the wrong shape.',
  },
  'sidebars-missing-package': {
    severity: 'warning',
    title: 'A sidebars file imports a package that is not installed',
    doc: 'A sidebars.js imports a package found neither in the site nor in docsgen; the import reads as an empty module (an unused `require` does no harm). Run `npm install` in the site folder.',
  },
  'empty-autogenerated': {
    severity: 'warning',
    title: 'Empty autogenerated section',
    doc: "An autogenerated sidebar section's `dirName` names no folder with docs (one a generator writes and has not written, say); the section is left out, as Docusaurus does.",
  },
  'markdown-hook-failed': {
    severity: 'error',
    title: 'Markdown function failed',
    doc: "The site's `markdown.preprocessor` or `markdown.parseFrontMatter` (Docusaurus config functions init carries) threw or returned something else than it must for a page; the page is read as its file is.",
  },
  'feed-items-failed': {
    severity: 'error',
    title: 'createFeedItems failed',
    doc: "A blog's `feedOptions.createFeedItems` (a Docusaurus config function init carries) threw or did not return a list of items; no feed is written and the build stops, as in Docusaurus.",
  },
  'sidebar-generator-failed': {
    severity: 'error',
    title: 'sidebarItemsGenerator failed',
    doc: "A version's `sidebarItemsGenerator` (a Docusaurus docs plugin's, carried by init) threw, or did not settle within 30 seconds; the section keeps the items docsgen generates.",
  },
  'unsupported-sidebar-item': {
    severity: 'warning',
    title: 'Sidebar item not shown',
    doc: 'A sidebar item of a kind docsgen does not show (`html`); it is left out.',
  },
  'sidebar-unrouted-doc': {
    severity: 'error',
    title: 'Sidebar names a doc with no page',
    doc: 'A sidebar names a doc that exists but is not written: another page holds its URL, or its slug was refused; the message names both files and lines.',
  },
  'sidebar-doc-url-shared': {
    severity: 'warning',
    title: 'Sidebar names a doc whose URL another doc took',
    doc: 'A sidebar names a doc whose URL another doc of the version holds (`index.md` beside `README.md`); the entry links to that page, as in Docusaurus.',
  },
  'sidebar-unknown-doc': {
    severity: 'error',
    title: 'Sidebar names an unknown doc',
    doc: 'A sidebar names a doc id the version does not have; the hint names the nearest id.',
  },
  'unknown-sidebar': {
    severity: 'error',
    title: 'Unknown sidebar',
    doc: '`displayed_sidebar` names no sidebar of the version.',
  },
  'unknown-pagination-doc': {
    severity: 'error',
    title: 'Unknown pagination doc',
    doc: '`pagination_next` or `pagination_prev` names a doc the version does not have.',
  },
  'bad-versions-file': {
    severity: 'warning',
    title: 'Invalid versions.json',
    doc: 'versions.json is not a list of version names (an error for `init --from-docusaurus`).',
  },
  'version-not-configured': {
    severity: 'warning',
    title: 'Version not built',
    doc: 'versions.json lists a version that site.config.ts does not build.',
  },
  'path-escape': {
    severity: 'error',
    title: 'Path leaves the version',
    doc: 'A slug or category link would put a page outside its version (`../x`, an absolute URL).',
  },

  // Markdown
  'markdown-too-deep': {
    severity: 'error',
    title: 'Markdown nested too deep',
    doc: 'Lists, quotes, containers or raw HTML nest past the limit; the page is not rendered (measured before parsing, so the build stays fast).',
  },
  'markdown-too-complex': {
    severity: 'error',
    title: 'Markdown too complex',
    doc: 'A paragraph or page has more inline markup, blocks or table columns than the limit; the page is not rendered.',
  },
  'unsafe-link': {
    severity: 'warning',
    title: 'Link that runs code',
    doc: 'A markdown link is a `javascript:`, `vbscript:` or `data:` URL, which a click would run or open as a document; it is shown as text, with no link.',
  },
  'malformed-url': {
    severity: 'error',
    title: 'Malformed URL',
    doc: 'A link or image holds a `%` that is not a valid escape; write a literal % as %25.',
  },
  'unclosed-directive': {
    severity: 'warning',
    title: 'Unclosed container',
    doc: 'A `:::name` container has no closing `:::`; it runs to the end of the page.',
  },
  'self-closing-html': {
    severity: 'warning',
    title: 'Self-closing HTML',
    doc: '`<X />` for an element HTML does not self-close; it is rendered empty instead of swallowing the rest of the page.',
  },
  'invalid-html-tag': {
    severity: 'warning',
    title: 'Invalid HTML tag',
    doc: 'Raw HTML such as `<a|b>` or `<café>` names no valid element; it is shown as text. Write `&lt;` for a literal "<".',
  },
  'head-element-in-markdown': {
    severity: 'warning',
    title: 'Head element in markdown',
    doc: 'A raw `<title>`, `<meta>`, `<base>` or `<link>` in a page; it is left out.',
  },
  'image-outside-site': {
    severity: 'error',
    title: 'Image outside the site',
    doc: 'An image or linked file resolves (symbolic links followed) outside the content and static folders; it is not copied.',
  },
  'private-file-not-published': {
    severity: 'warning',
    title: 'File in a private folder',
    doc: 'An image, linked file or front matter `image` is in a version-control or secrets location (`.git`, `.svn`, `.hg`, `.env*`, `.ssh`, …), which is never published; the page shows it missing. Other dot-folders (`docs/.assets/`) are published when a page names a file in them, as Docusaurus does.',
  },
  'broken-markdown-link': {
    severity: 'warning',
    title: 'Link to a missing markdown file',
    doc: 'A link to a `.md` file matches no doc of the version. Severity from `onBrokenMarkdownLinks`.',
  },
  'corrupt-image': {
    severity: 'error',
    title: 'Damaged image',
    doc: 'A PNG, JPEG or WebP image a page uses is cut off or not an image of its kind (checked from its structure); it is not published. Reported at the markdown line that references it.',
  },
  'undecodable-image': {
    severity: 'warning',
    title: 'Image not decodable for smaller copies',
    doc: 'A raster image whose structure reads but whose pixels cannot be fully decoded (a cut-off JPEG, say): it is published as it is, without the smaller copies; browsers show what they can. Replace it with a valid image.',
  },
  'missing-image': {
    severity: 'error',
    title: 'Missing image',
    doc: 'A markdown image points to a file that does not exist.',
  },
  'missing-html-image': {
    severity: 'warning',
    title: 'Missing image in an HTML tag',
    doc: 'An `<img src>` written as HTML points to a missing file; the tag is kept as written, as Docusaurus does.',
  },
  'unknown-language': {
    severity: 'warning',
    title: 'Unknown code language',
    doc: 'A code block names a language the code engine (shiki or Prism) does not know; the block is shown as plain text.',
  },
  'unclosed-magic-comment': {
    severity: 'warning',
    title: 'Unclosed highlight block',
    doc: 'A magic comment opened a highlighted block that never ends.',
  },
  'unknown-directive': {
    severity: 'warning',
    title: 'Unknown directive',
    doc: 'A `:::name` container is not an admonition or a tab; it is shown as a plain block.',
  },
  'orphan-tab': {
    severity: 'warning',
    title: 'Tab outside a tab group',
    doc: 'A `:::tab` does not sit directly inside a `::::tabs` group.',
  },
  'bad-tabs': {
    severity: 'warning',
    title: 'Invalid tab group',
    doc: 'A `::::tabs` group holds something other than `:::tab` blocks, or no tab at all.',
  },
  'ignored-file': {
    severity: 'warning',
    title: 'File not used',
    doc: 'A file under the content folder is not a doc, a category file, a partial or an asset a doc uses, so it is not published.',
  },

  // MDX
  'mdx-syntax-error': {
    severity: 'error',
    title: 'Invalid MDX',
    doc: 'The file is not valid MDX (JSX, expressions, imports); the hint shows the lines around the place.',
  },
  'unknown-component': {
    severity: 'error',
    title: 'Unknown component',
    doc: 'A `<Component>` is neither imported, built in nor registered in `components`; the hint suggests the closest one.',
  },
  'not-carried-over': {
    severity: 'warning',
    title: 'Not carried over from Docusaurus',
    doc: 'An entry of `notCarriedOver` in site.config.ts: a Docusaurus plugin, theme or option init could not carry. Said once per build; also named at a page importing an `@theme/` module or linking to a route only it would give. Delete the entry once handled.',
  },
  'theme-client-modules': {
    severity: 'warning',
    title: "A theme package's client modules are not run",
    doc: "A package of site.config.ts `themes` (a Docusaurus theme, or a plugin shipping components) adds scripts to every page through `getClientModules()`, which docsgen does not run: the package and the scripts are named, once per build. Its stylesheets among them are published with the site's. Do what the scripts did with `scripts` in site.config.ts, or let it go.",
  },
  'unresolved-import': {
    severity: 'error',
    title: 'Import does not resolve',
    doc: 'An import names a file or export that does not exist, a component that does not compile, or a partial that fails or imports itself.',
  },
  'missing-export': {
    severity: 'warning',
    title: 'Package lacks an import',
    doc: "An MDX page imports a name an installed package does not export (`import { React } from 'react'`): the name is undefined, as a bundler leaves it, and the page builds.",
  },
  'mdx-expression-error': {
    severity: 'error',
    title: 'Expression throws',
    doc: 'A `{expression}` or an `export` throws while the page is built.',
  },
  'mdx-render-error': {
    severity: 'error',
    title: 'Component throws',
    doc: 'A component throws while the page renders.',
  },
  'render-timeout': {
    severity: 'error',
    title: 'Page code never ends',
    doc: "A page's code (an MDX `export`, expression or component) ran past the per-page deadline (10 s, `DOCSGEN_RENDER_TIMEOUT_MS`) and was stopped.",
  },
  'render-out-of-memory': {
    severity: 'error',
    title: 'Page runs out of memory',
    doc: 'Rendering the page used more memory than a render thread may (a component that renders itself, a huge loop); the page is not written.',
  },
  'mdx-unsupported': {
    severity: 'warning',
    title: 'Unsupported MDX',
    doc: "The file uses an MDX feature docsgen does not support (an `export default` layout; in `<Head>`, an element that cannot go in a document head), which is left out; or a `<TOCInline>` without `toc`, which lists the page's headings.",
  },
  'hydrate-ignored': {
    severity: 'warning',
    title: 'Cannot hydrate',
    doc: "`client:load` is set on a component that is not one of the site's own files; it stays static HTML.",
  },
  'hydrate-failed': {
    severity: 'warning',
    title: 'Hydration bundle failed',
    doc: 'The browser bundle of a hydrated component could not be built; the component stays static HTML.',
  },
  'prebuild-failed': {
    severity: 'error',
    title: 'Prebuild step failed',
    doc: 'A command of `prebuild` in site.config.ts exited with an error (or could not start); the build stops before writing anything, so the previous output stays.',
  },
  'live-codeblock-unavailable': {
    severity: 'warning',
    title: 'Live code block shown as code',
    doc: "A ```` ```jsx live ```` block needs the site's `react-live` (`npm install @docusaurus/theme-live-codeblock`); without it, or when its playground cannot be built, it shows as plain code.",
  },
  markdown: {
    severity: 'warning',
    title: 'Markdown problem',
    doc: "A markdown plugin reported a problem without a rule id. A site's own plugin that gives one (`file.message(text, {place, ruleId})`) reports under that id, as a warning.",
  },

  // Templates
  'bad-template': {
    severity: 'error',
    title: 'Invalid template',
    doc: 'A template does not compile or templates/index.ts does not export a component the build needs.',
  },
  'template-wrong-export': {
    severity: 'error',
    title: 'Template override exports the wrong name',
    doc: 'An override in templates/ lacks the export the theme imports (templates/Footer.tsx must export `Footer`).',
  },
  'template-overrides-nothing': {
    severity: 'warning',
    title: 'Template overrides nothing',
    doc: "A file in templates/ has the name of no theme file (templates/Foter.tsx) and no override imports it, so it changes nothing; the hint lists the theme's files.",
  },
  'swizzled-component': {
    severity: 'warning',
    title: 'Swizzled component not used',
    doc: "A Docusaurus site's `src/theme/<Name>` that replaces a page part (Footer, Navbar, NotFound, DocItem/Footer, Logo, Root) does not compile or has no default export; docsgen's own part is shown. Also a swizzled `Admonition` or `CodeBlock`: markdown's admonitions and fenced code are docsgen's, the site's component serves `@theme/…` imports only.",
  },
  'bad-stylesheet': {
    severity: 'error',
    title: 'Stylesheet does not compile',
    doc: 'A stylesheet (templates/custom.css, `stylesheets`, a Docusaurus `customCss`) has a syntax error, or a `url()` or `@import` of a missing file; reported at its line.',
  },

  'stylesheet-missing-package': {
    severity: 'warning',
    title: 'A stylesheet imports a package that is not installed',
    doc: "A stylesheet's `@import` names a file of a package missing from node_modules (the site's own packages in a monorepo, or any before `npm install`), or a Sass stylesheet finds no `sass` package; that import or stylesheet is left out, the rest is published.",
  },
  'postcss-failed': {
    severity: 'warning',
    title: "The site's PostCSS config or one of its plugins failed",
    doc: "The site's postcss.config could not be loaded, or a plugin it names (Tailwind, autoprefixer…) threw on a stylesheet: that stylesheet is published as written, without PostCSS, and the rest of the site is built. Fix the config or the stylesheet at the place named.",
  },
  'stylesheet-warning': {
    severity: 'warning',
    title: 'Stylesheet has a likely mistake',
    doc: 'esbuild, bundling a stylesheet of the site, found something browsers will ignore or misread (an unknown property or pseudo-class, a misplaced `@import`, a declaration outside any rule); reported at its line, the stylesheet is still published.',
  },

  // Links in the rendered output
  'broken-link': {
    severity: 'error',
    title: 'Broken link',
    doc: 'A link on a page matches no page or file of the site. Severity from `onBrokenLinks`.',
  },
  'link-letter-case': {
    severity: 'warning',
    title: 'Link differs from its page in letter case',
    doc: 'A link matches a page only when letter case is ignored (`/docs/Setup` for `/docs/setup`): write it as the page is named, since static hosts match paths exactly.',
  },
  'broken-image': {
    severity: 'error',
    title: 'Broken image',
    doc: 'An image on a page matches no file of the site. Severity from `onBrokenLinks`.',
  },
  'broken-anchor': {
    severity: 'warning',
    title: 'Broken anchor',
    doc: 'A link names a `#fragment` that the target page does not have. Severity from `onBrokenAnchors`.',
  },
  // Blog
  'bad-blog-post': {
    severity: 'error',
    title: 'Invalid blog post field',
    doc: "A blog post's front matter has a `date`, `authors` or `tags` value docsgen cannot read.",
  },
  'bad-blog-file': {
    severity: 'error',
    title: 'Invalid authors or tags file',
    doc: "The blog's authors.yml or tags.yml is not valid YAML or JSON, or an entry has the wrong shape.",
  },
  'unknown-blog-author': {
    severity: 'error',
    title: 'Unknown blog author',
    doc: 'A post names an author key the authors file does not have.',
  },
  'inline-blog-author': {
    severity: 'warning',
    title: 'Inline blog author',
    doc: 'A post describes an author in its front matter while the blog has an authors file. Severity from `blog.onInlineAuthors`.',
  },
  'inline-blog-tag': {
    severity: 'warning',
    title: 'Tag not in tags file',
    doc: "A post has a tag the blog's tags file does not define. Severity from `blog.onInlineTags`.",
  },
  'broken-chrome-link': {
    severity: 'warning',
    title: 'Navbar or footer link to no page',
    doc: 'A navbar or footer link points to a path of the site that no page or file holds (a blog without posts has no list page, as in Docusaurus).',
  },
  'inline-doc-tag': {
    severity: 'warning',
    title: 'Doc tag not in tags file',
    doc: "A doc has a tag its version's tags file (`tags.yml`) does not define. Severity from the version's `docTags.onInlineTags`.",
  },
} as const satisfies Record<string, { severity: 'error' | 'warning'; title: string; doc: string }>;

/** A code from the catalogue, or one a site's own markdown plugin chose (see `pluginCode`). */
export type DiagnosticCode = keyof typeof DIAGNOSTICS | PluginCode;

/** The rule id of a site's own plugin: branded, so a docsgen code cannot be misspelt into one. */
export type PluginCode = string & { readonly pluginCode: true };

export function pluginCode(ruleId: string): PluginCode {
  return ruleId as PluginCode;
}

export function isDiagnosticCode(code: unknown): code is keyof typeof DIAGNOSTICS {
  return typeof code === 'string' && Object.hasOwn(DIAGNOSTICS, code);
}
