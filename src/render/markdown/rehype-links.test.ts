import { describe, expect, it } from 'vitest';
import { h } from 'hastscript';
import { VFile } from 'vfile';
import type { Element, Root } from 'hast';
import { isExternal, rehypeLinks, resolveMarkdownLink, type FoundLink, type LinkContext } from './rehype-links.ts';

// Route facts of a small versioned site: v1 has a readme index, v3 a readme with slug and a folder-named doc.
const fileToDoc = new Map([
  ['v3:intro', 'intro'],
  ['v3:getting-started/installation', 'getting-started/installation'],
  ['v3:getting-started/reverse-proxy', 'getting-started/reverse-proxy'],
  ['v3:configuration/metadata', 'configuration/metadata'],
  ['v3:configuration/readme', 'configuration/readme'],
  ['v3:configuration/search & sort', 'configuration/search & sort'],
  ['v3:development/development', 'development/development'],
  ['v3:advanced/php', 'advanced/php-runtime'],
  ['v1:intro', 'intro'],
  ['v1:configuration/readme', 'configuration/readme'],
]);
const docPaths = new Map([
  ['v3:intro', '/v3/intro'],
  ['v3:getting-started/installation', '/v3/getting-started/installation'],
  ['v3:getting-started/reverse-proxy', '/v3/getting-started/reverse-proxy'],
  ['v3:configuration/metadata', '/v3/configuration/metadata'],
  ['v3:configuration/readme', '/v3/configuration/readme'],
  ['v3:configuration/search & sort', '/v3/configuration/search & sort'],
  ['v3:development/development', '/v3/development/'],
  ['v3:advanced/php-runtime', '/v3/advanced/php-runtime'],
  ['v1:intro', '/v1/intro'],
  ['v1:configuration/readme', '/v1/configuration/'],
]);
const ctx = (version: string, relPath: string): LinkContext => ({ version, relPath, fileToDoc, docPaths });

describe('resolveMarkdownLink', () => {
  it('resolves sibling, parent and nested links relative to the page', () => {
    expect(resolveMarkdownLink('./metadata.md', ctx('v3', 'configuration/batch'))).toBe('/v3/configuration/metadata');
    expect(resolveMarkdownLink('metadata.md', ctx('v3', 'configuration/batch'))).toBe('/v3/configuration/metadata');
    expect(resolveMarkdownLink('../getting-started/reverse-proxy.md', ctx('v3', 'configuration/batch'))).toBe(
      '/v3/getting-started/reverse-proxy',
    );
    expect(resolveMarkdownLink('getting-started/installation.md', ctx('v3', 'intro'))).toBe(
      '/v3/getting-started/installation',
    );
    expect(resolveMarkdownLink('../intro.md', ctx('v3', 'configuration/metadata'))).toBe('/v3/intro');
  });

  it('resolves to folder routes, slugs and ids, not to file paths', () => {
    expect(resolveMarkdownLink('../development/development.md', ctx('v3', 'advanced/php'))).toBe('/v3/development/');
    expect(resolveMarkdownLink('./readme.md', ctx('v3', 'configuration/metadata'))).toBe('/v3/configuration/readme');
    expect(resolveMarkdownLink('./configuration/readme.md', ctx('v1', 'intro'))).toBe('/v1/configuration/');
    expect(resolveMarkdownLink('../advanced/php.md', ctx('v3', 'configuration/metadata'))).toBe(
      '/v3/advanced/php-runtime',
    );
  });

  it("resolves a relative link to a file of another version to that version's page, as Docusaurus does", () => {
    const versionFolders = new Map([
      ['docs', 'v3'],
      ['versioned_docs/version-v1', 'v1'],
    ]);
    const from = { ...ctx('v3', 'configuration/metadata'), file: 'docs/configuration/metadata.md', versionFolders };
    expect(resolveMarkdownLink('../../versioned_docs/version-v1/configuration/readme.md', from)).toBe(
      '/v1/configuration/',
    );
    // Not a doc of that version, or outside every version folder: still unresolved.
    expect(resolveMarkdownLink('../../versioned_docs/version-v1/configuration/metadata.md', from)).toBeUndefined();
    expect(resolveMarkdownLink('../../README.md', from)).toBeUndefined();
  });

  it('treats a leading slash as the version folder', () => {
    expect(resolveMarkdownLink('/configuration/metadata.md', ctx('v3', 'advanced/php'))).toBe(
      '/v3/configuration/metadata',
    );
  });

  it('takes the sibling over the version root when both have the bare name', () => {
    const both = new Map([
      ['v3:index', 'index'],
      ['v3:server/api/index', 'server/api/index'],
      ['v3:server/api/reference', 'server/api/reference'],
    ]);
    const paths = new Map([
      ['v3:index', '/v3/'],
      ['v3:server/api/index', '/v3/server/api/'],
      ['v3:server/api/reference', '/v3/server/api/reference'],
    ]);
    const from = { version: 'v3', relPath: 'server/api/reference', fileToDoc: both, docPaths: paths };
    expect(resolveMarkdownLink('index.md', from)).toBe('/v3/server/api/');
    expect(resolveMarkdownLink('/index.md', from)).toBe('/v3/');
  });

  it('reads a bare path beside the page first, then from the version folder, as Docusaurus 3 does', () => {
    // `metadata.md` from configuration/batch: the sibling wins over any other file of that name.
    expect(resolveMarkdownLink('metadata.md', ctx('v3', 'configuration/batch'))).toBe('/v3/configuration/metadata');
    // `configuration/metadata.md` from a page two folders down: only the version folder has it.
    expect(resolveMarkdownLink('configuration/metadata.md', ctx('v3', 'getting-started/installation'))).toBe(
      '/v3/configuration/metadata',
    );
    // `intro.md` exists at the version root, so it wins over a missing sibling.
    expect(resolveMarkdownLink('intro.md', ctx('v3', 'configuration/metadata'))).toBe('/v3/intro');
    // `./` and `../` are always relative to the page.
    expect(resolveMarkdownLink('./intro.md', ctx('v3', 'configuration/metadata'))).toBeUndefined();
  });

  it('reads /<version folder>/x.md from the project root, as Docusaurus does', () => {
    const inDocs = { ...ctx('v3', 'getting-started/installation'), file: 'docs/getting-started/installation.md' };
    expect(resolveMarkdownLink('/docs/configuration/metadata.md', inDocs)).toBe('/v3/configuration/metadata');
    expect(resolveMarkdownLink('/other/configuration/metadata.md', inDocs)).toBeUndefined();
  });

  it('decodes percent-encoded file names and ignores a query', () => {
    expect(resolveMarkdownLink('./search%20&%20sort.md', ctx('v3', 'configuration/metadata'))).toBe(
      '/v3/configuration/search & sort',
    );
    expect(resolveMarkdownLink('./metadata.md?plain', ctx('v3', 'configuration/batch'))).toBe(
      '/v3/configuration/metadata',
    );
  });

  it('stays inside the version', () => {
    // v1 has no metadata page; the v3 one must not be used.
    expect(resolveMarkdownLink('./metadata.md', ctx('v1', 'configuration/readme'))).toBeUndefined();
    expect(resolveMarkdownLink('../../v3/intro.md', ctx('v1', 'configuration/readme'))).toBeUndefined();
    expect(resolveMarkdownLink('../intro.md', ctx('v3', 'intro'))).toBeUndefined();
  });

  it('returns undefined for files that are no doc', () => {
    expect(resolveMarkdownLink('./missing.md', ctx('v3', 'configuration/metadata'))).toBeUndefined();
  });
});

describe('rehypeLinks', () => {
  const run = (children: Element[], version = 'v3', relPath = 'configuration/batch') => {
    const tree: Root = { type: 'root', children };
    const file = new VFile({ path: `content/${version}/${relPath}.md` });
    rehypeLinks(() => ctx(version, relPath))(tree, file);
    return { tree, file, links: (file.data as { links?: FoundLink[] }).links ?? [] };
  };

  it('rewrites markdown links to routes, keeping the hash, and records them for the link check', () => {
    const a = h('a', { href: './metadata.md#hidden' }, 'hidden');
    const { links, file } = run([a]);
    expect(a.properties.href).toBe('/v3/configuration/metadata#hidden');
    expect(links).toEqual([
      { href: '/v3/configuration/metadata#hidden', kind: 'link', line: undefined, column: undefined },
    ]);
    expect(file.messages).toEqual([]);
  });

  it('reports a markdown link to no doc as broken-markdown-link', () => {
    const a = h('a', { href: '../nowhere.md' }, 'x');
    const { file, links } = run([a]);
    expect(a.properties.href).toBe('../nowhere.md');
    expect(links).toEqual([]);
    expect(file.messages.map((m) => [m.ruleId, m.reason])).toEqual([
      ['broken-markdown-link', 'Markdown link "../nowhere.md" points to no doc of version v3.'],
    ]);
  });

  it('opens web links in a new tab safely and does not check them', () => {
    const web = h('a', { href: 'https://nginx.org/' }, 'nginx');
    const mail = h('a', { href: 'mailto:someone@example.org' }, 'mail');
    const { links } = run([web, mail]);
    expect(web.properties).toMatchObject({ target: '_blank', rel: ['noopener', 'noreferrer'] });
    expect(mail.properties.target).toBeUndefined();
    expect(links).toEqual([]);
  });

  it('records plain site paths and in-page anchors as they are', () => {
    const { links } = run([
      h('a', { href: '/v3/category/-configuration' }, 'c'),
      h('a', { href: '#multiple-patterns' }, 'm'),
    ]);
    expect(links.map((l) => l.href)).toEqual(['/v3/category/-configuration', '#multiple-patterns']);
  });
});

describe('isExternal', () => {
  it('recognises schemes and protocol-relative URLs', () => {
    expect(isExternal('https://x.org')).toBe(true);
    expect(isExternal('//cdn.example.org/a.js')).toBe(true);
    expect(isExternal('mailto:a@b.c')).toBe(true);
    expect(isExternal('/v3/intro')).toBe(false);
    expect(isExternal('../intro.md')).toBe(false);
  });
});
