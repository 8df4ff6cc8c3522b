import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsVersionFolder, fileForLocale, pluginFolder, translationFolder } from './locale-files.ts';

const root = path.join(path.sep, 'site');
const existing = (files: string[]) => (file: string) => files.includes(file);

describe('fileForLocale', () => {
  const source = path.join(root, 'docs/guides/setup.md');
  const translated = path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md');

  it('takes the translation when the locale has the file', () => {
    const q = { root, locale: 'fr', plugin: 'docs' as const, sub: 'current', rel: 'guides/setup.md', source };
    expect(fileForLocale({ ...q, exists: existing([translated]) })).toEqual({ file: translated, translated: true });
  });

  it('falls back to the default locale file, file by file, when the translation is missing', () => {
    const q = { root, locale: 'fr', plugin: 'docs' as const, sub: 'current', rel: 'guides/setup.md', source };
    expect(fileForLocale({ ...q, exists: existing([]) })).toEqual({ file: source, translated: false });
  });

  it('looks up blog posts and pages in their plugin folders, without a version folder', () => {
    const post = path.join(root, 'i18n/de/docusaurus-plugin-content-blog/2024-01-02-hello.md');
    const q = { root, locale: 'de', plugin: 'blog' as const, rel: '2024-01-02-hello.md' };
    expect(
      fileForLocale({ ...q, source: path.join(root, 'blog/2024-01-02-hello.md'), exists: existing([post]) }).file,
    ).toBe(post);
    const page = path.join(root, 'i18n/de/docusaurus-plugin-content-pages/about.md');
    const p = {
      root,
      locale: 'de',
      plugin: 'pages' as const,
      rel: 'about.md',
      source: path.join(root, 'src/pages/about.md'),
    };
    expect(fileForLocale({ ...p, exists: existing([page]) }).file).toBe(page);
  });

  it('names the folder of a docs or blog instance with an id', () => {
    expect(pluginFolder('docs')).toBe('docusaurus-plugin-content-docs');
    expect(pluginFolder('docs', 'default')).toBe('docusaurus-plugin-content-docs');
    expect(pluginFolder('docs', 'community')).toBe('docusaurus-plugin-content-docs-community');
    expect(translationFolder({ root, locale: 'ja', plugin: 'docs', instanceId: 'api', sub: 'current' })).toBe(
      path.join(root, 'i18n/ja/docusaurus-plugin-content-docs-api/current'),
    );
  });
});

describe('docsVersionFolder', () => {
  it('maps a versioned_docs folder to version-<name> and anything else to current', () => {
    expect(docsVersionFolder('versioned_docs/version-2.x')).toBe('version-2.x');
    expect(docsVersionFolder('website/versioned_docs/version-1.0.0/')).toBe('version-1.0.0');
    expect(docsVersionFolder('docs')).toBe('current');
    expect(docsVersionFolder(undefined)).toBe('current');
  });

  it("maps a docs instance's <id>_versioned_docs folder to version-<name> too", () => {
    expect(docsVersionFolder('community_versioned_docs/version-1.0')).toBe('version-1.0');
    expect(docsVersionFolder('community')).toBe('current');
  });
});
