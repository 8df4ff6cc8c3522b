/**
 * The files `docsgen init` writes: a config, one docs version with two pages and a
 * README. Pure (name in, files out) so a golden test can pin every byte.
 */
export interface ScaffoldOptions {
  /** Folder name of the new site; the title is made from it. */
  name: string;
  /** docsgen's own version, for the package.json dependency. */
  docsgenVersion: string;
  /** Whether the folder already has a package.json (then it is left alone). */
  hasPackageJson: boolean;
}

/** Relative path → file text, in the order they are listed to the user. */
export function scaffoldFiles(o: ScaffoldOptions): Map<string, string> {
  const title = titleFrom(o.name);
  const files = new Map<string, string>();
  files.set('site.config.ts', siteConfigText(title));
  files.set('content/v1/intro.md', introPage(title));
  files.set('content/v1/getting-started.md', gettingStartedPage());
  files.set('README.md', readmeText(title));
  files.set('.gitignore', 'node_modules/\nbuild/\n.docsgen-cache/\n');
  if (!o.hasPackageJson) files.set('package.json', packageJsonText(o.name));
  return files;
}

function siteConfigText(title: string): string {
  return `import { defineConfig } from 'docsgen';

/** The site's configuration; every field is documented in your editor (hover a field name). */
export default defineConfig({
  title: ${JSON.stringify(title)},
  tagline: 'Documentation built with docsgen',
  // The address the site will be published at: canonical links and the sitemap use it.
  url: 'https://example.com',
  versions: [{ name: 'v1', label: 'v1', path: '/v1', mainDoc: 'intro' }],
  latestVersion: 'v1',
  navbar: { title: ${JSON.stringify(title)}, items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: ${JSON.stringify(`${title} authors`)} },
});
`;
}

function introPage(title: string): string {
  return `---
sidebar_position: 1
description: What this documentation covers.
---

# Introduction

Welcome to the ${title} documentation. Start with [getting started](./getting-started.md).

## Editing these pages

Every markdown file under \`content/v1/\` is a page. Its route follows its path:
\`content/v1/intro.md\` is served at \`/v1/intro\`.
`;
}

function gettingStartedPage(): string {
  return `---
sidebar_position: 2
---

# Getting started

:::tip
Run \`docsgen serve --watch\` while you write: the browser reloads on every save.
:::

\`\`\`bash title="terminal"
docsgen build
\`\`\`
`;
}

function readmeText(title: string): string {
  return `# ${title}

Documentation site built with docsgen.

- \`docsgen serve --watch\`: build, preview on http://127.0.0.1:3000 and rebuild on every change.
- \`docsgen build\`: write the site to \`build/\`, ready for any static host.

Pages live in \`content/<version>/\`, the settings in \`site.config.ts\`. To change the look of one
component, add a file of the same name to \`templates/\` (for example \`templates/Footer.tsx\`); to
add CSS, write \`templates/custom.css\`.
`;
}

function packageJsonText(name: string): string {
  const pkg = {
    name: packageName(name),
    private: true,
    type: 'module',
    scripts: { build: 'docsgen build', serve: 'docsgen serve --watch', check: 'docsgen check' },
    // No docsgen dependency: it is not on the public registry, and the config's `import 'docsgen'`
    // resolves to the docsgen that runs it (a global install, or one added with npm install path/to/docsgen).
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** `my-docs` → `My Docs`; an empty or odd name gives `Documentation`. */
export function titleFrom(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.length ? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') : 'Documentation';
}

function packageName(name: string): string {
  const clean = name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return clean || 'docs';
}
