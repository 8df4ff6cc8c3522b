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
  'missing-config': { severity: 'error', title: 'No site config', doc: 'No site.config.ts (or .js/.mjs) in the project folder.' },
  'bad-config': { severity: 'error', title: 'Invalid config', doc: 'The config does not compile, throws while loading, or a field has the wrong shape; one report per bad field, with its dotted path.' },
  'bad-out-dir': { severity: 'error', title: 'Unsafe output folder', doc: 'The output folder is the project, a parent of it, or a folder the build reads from.' },
  'bad-option': { severity: 'error', title: 'Invalid command-line option', doc: 'A command-line option has a value the command cannot use.' },
  'missing-output': { severity: 'error', title: 'No built site', doc: '`serve` or `check` was pointed at a folder without a built site (no index.html).' },
  'listen-failed': { severity: 'error', title: 'Cannot listen', doc: 'The preview server cannot bind the host and port (in use, privileged, or not an address of this machine).' },
  'bad-version-name': { severity: 'error', title: 'Invalid version name', doc: '`docsgen version` was given a name that cannot be a folder under the content folder.' },
  'version-exists': { severity: 'error', title: 'Version already exists', doc: '`docsgen version` was given a name, path or folder that another version already uses.' },
  'config-not-edited': { severity: 'error', title: 'Config not edited', doc: '`docsgen version` copied the content but could not add the version to the config; the line to add is printed.' },
  internal: { severity: 'error', title: 'Unexpected failure', doc: 'Something failed that docsgen did not expect; the message names the underlying error. Run with --debug for the stack trace.' },

  // Content files
  'empty-version': { severity: 'error', title: 'Version without docs', doc: 'A version named in the config has no markdown files in its folder.' },
  'page-too-large': { severity: 'error', title: 'Page too large', doc: 'A content file is over the size docsgen renders; split it into several pages.' },
  'bad-encoding': { severity: 'error', title: 'Not UTF-8', doc: 'A content file is not valid UTF-8.' },
  'bad-front-matter': { severity: 'error', title: 'Invalid front matter', doc: 'Front matter is not valid YAML, not a mapping, or a known key has a value of the wrong type.' },
  'empty-page': { severity: 'warning', title: 'Empty page', doc: 'A content file has no content besides front matter.' },
  'bad-category': { severity: 'error', title: 'Invalid category file', doc: 'A `_category_.json` does not parse or has fields of the wrong shape.' },

  // Routes and sidebars
  'duplicate-route': { severity: 'warning', title: 'Two pages at one URL', doc: 'Two docs resolve to the same URL; the later one in file order is dropped. Severity from `onDuplicateRoutes`.' },
  'path-escape': { severity: 'error', title: 'Path leaves the version', doc: 'A slug or category link would put a page outside its version (`../x`, an absolute URL).' },

  // Markdown
  'broken-markdown-link': { severity: 'warning', title: 'Link to a missing markdown file', doc: 'A link to a `.md` file matches no doc of the version. Severity from `onBrokenMarkdownLinks`.' },
  'missing-image': { severity: 'error', title: 'Missing image', doc: 'A markdown image points to a file that does not exist.' },
  'unknown-language': { severity: 'warning', title: 'Unknown code language', doc: 'A code block names a language shiki does not know; the block is shown as plain text.' },
  'unclosed-magic-comment': { severity: 'warning', title: 'Unclosed highlight block', doc: 'A magic comment opened a highlighted block that never ends.' },
  'unknown-directive': { severity: 'warning', title: 'Unknown directive', doc: 'A `:::name` container is not an admonition or a tab; it is shown as a plain block.' },
  'orphan-tab': { severity: 'warning', title: 'Tab outside a tab group', doc: 'A `:::tab` does not sit directly inside a `::::tabs` group.' },
  'bad-tabs': { severity: 'warning', title: 'Invalid tab group', doc: 'A `::::tabs` group holds something other than `:::tab` blocks, or no tab at all.' },
  'bad-envconfig': { severity: 'warning', title: 'Invalid envconfig block', doc: 'An `envconfig` code block is not a YAML list of variables with a name each.' },
  'ignored-file': { severity: 'warning', title: 'File not used', doc: 'A file under the content folder is not a doc, a category file, a partial or an asset a doc uses, so it is not published.' },

  // MDX
  'mdx-syntax-error': { severity: 'error', title: 'Invalid MDX', doc: 'The file is not valid MDX (JSX, expressions, imports); the hint shows the lines around the place.' },
  'unknown-component': { severity: 'error', title: 'Unknown component', doc: 'A `<Component>` is neither imported, built in nor registered in `components`; the hint suggests the closest one.' },
  'unresolved-import': { severity: 'error', title: 'Import does not resolve', doc: 'An import names a file or export that does not exist, a component that does not compile, or a partial that fails or imports itself.' },
  'mdx-expression-error': { severity: 'error', title: 'Expression throws', doc: 'A `{expression}` or an `export` throws while the page is built.' },
  'mdx-render-error': { severity: 'error', title: 'Component throws', doc: 'A component throws while the page renders.' },
  'mdx-unsupported': { severity: 'warning', title: 'Unsupported MDX', doc: 'The file uses an MDX feature docsgen does not support (an `export default` layout); it is ignored.' },
  'hydrate-ignored': { severity: 'warning', title: 'Cannot hydrate', doc: '`client:load` is set on a component that is not one of the site\'s own files; it stays static HTML.' },
  'hydrate-failed': { severity: 'warning', title: 'Hydration bundle failed', doc: 'The browser bundle of a hydrated component could not be built; the component stays static HTML.' },
  markdown: { severity: 'warning', title: 'Markdown problem', doc: 'A markdown plugin reported a problem without a code of its own.' },

  // Templates
  'bad-template': { severity: 'error', title: 'Invalid template', doc: 'A template does not compile or templates/index.ts does not export a component the build needs.' },

  // Links in the rendered output
  'broken-link': { severity: 'error', title: 'Broken link', doc: 'A link on a page matches no page or file of the site. Severity from `onBrokenLinks`.' },
  'broken-image': { severity: 'error', title: 'Broken image', doc: 'An image on a page matches no file of the site. Severity from `onBrokenLinks`.' },
  'broken-anchor': { severity: 'warning', title: 'Broken anchor', doc: 'A link names a `#fragment` that the target page does not have. Severity from `onBrokenAnchors`.' },
} as const satisfies Record<string, { severity: 'error' | 'warning'; title: string; doc: string }>;

export type DiagnosticCode = keyof typeof DIAGNOSTICS;

export function isDiagnosticCode(code: unknown): code is DiagnosticCode {
  return typeof code === 'string' && Object.hasOwn(DIAGNOSTICS, code);
}
