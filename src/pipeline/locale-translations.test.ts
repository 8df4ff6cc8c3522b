import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../shared/types.ts';
import type { SiteSettings } from '../shared/config-schema.ts';
import {
  mergeMessages,
  parseTranslationFile,
  translateFooter,
  translateNavbar,
  translateSidebarItems,
} from './locale-translations.ts';
import { mergeSitemaps } from './locale-builds.ts';

describe('parseTranslationFile', () => {
  it('reads {message, description} entries and plain strings', () => {
    const text = JSON.stringify({ 'item.label.Docs': { message: 'Doku', description: 'x' }, title: 'Titel' });
    expect(parseTranslationFile(text, 'i18n/de/navbar.json')).toEqual({
      messages: { 'item.label.Docs': 'Doku', title: 'Titel' },
      diagnostics: [],
    });
  });

  it('reports broken JSON with the file and keeps no message', () => {
    const { messages, diagnostics } = parseTranslationFile('{ "a": ', 'i18n/de/code.json');
    expect(messages).toEqual({});
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([['bad-translation-file', 'i18n/de/code.json']]);
    expect(diagnostics[0]!.message).toMatch(/^The file is not valid JSON/);
  });

  it('takes an empty file as nothing translated yet, with a warning', () => {
    const { messages, diagnostics } = parseTranslationFile('\n', 'i18n/zh/footer.json');
    expect(messages).toEqual({});
    expect(diagnostics.map((d) => [d.severity, d.code, d.file, d.message])).toEqual([
      ['warning', 'bad-translation-file', 'i18n/zh/footer.json', 'The file is empty; the default texts are used.'],
    ]);
  });

  it('names entries without a message and keeps the others', () => {
    const { messages, diagnostics } = parseTranslationFile('{"a": {"message": "A"}, "b": {"text": "B"}}', 'f.json');
    expect(messages).toEqual({ a: 'A' });
    expect(diagnostics[0]!.message).toBe('The entry "b" has no "message" text; the default text is kept there.');
  });
});

describe('translations merged over the default text', () => {
  it('translates navbar labels it has and keeps the others', () => {
    const navbar = {
      title: 'Lantern',
      items: [
        { type: 'docs' as const, label: 'Docs' },
        { type: 'link' as const, label: 'Blog', href: '/blog' },
        { type: 'versions' as const },
      ],
    } as SiteSettings['navbar'];
    expect(translateNavbar(navbar, { 'item.label.Docs': 'Documentation', title: 'Lanterne' })).toEqual({
      title: 'Lanterne',
      items: [
        { type: 'docs', label: 'Documentation' },
        { type: 'link', label: 'Blog', href: '/blog' },
        { type: 'versions' },
      ],
    });
    expect(translateFooter({ copyright: '© Lantern', links: [] }, {})).toEqual({ copyright: '© Lantern', links: [] });
    expect(translateFooter({ copyright: '© Lantern', links: [] }, { copyright: '© Lanterne' })).toEqual({
      copyright: '© Lanterne',
      links: [],
    });
  });

  it('translates sidebar categories, links and labelled docs by sidebar name, nested ones too', () => {
    const items: SidebarItem[] = [
      { type: 'doc', docId: 'intro', label: 'Intro', href: '/docs/intro' },
      {
        type: 'category',
        dir: 'guides',
        label: 'Guides',
        items: [
          { type: 'category', dir: 'guides/deep', label: 'Deep', items: [] },
          { type: 'link', label: 'GitHub', href: 'https://x.test', external: true },
        ],
      },
    ];
    const out = translateSidebarItems('docs', items, {
      'sidebar.docs.category.Guides': 'Guides pratiques',
      'sidebar.docs.category.Deep': 'Profond',
      'sidebar.docs.link.GitHub': 'Dépôt',
      'sidebar.other.category.Guides': 'wrong sidebar',
    });
    expect(JSON.stringify(out)).not.toContain('wrong sidebar');
    const guides = out[1] as Extract<SidebarItem, { type: 'category' }>;
    expect([out[0]!.label, guides.label, guides.items[0]!.label, guides.items[1]!.label]).toEqual([
      'Intro',
      'Guides pratiques',
      'Profond',
      'Dépôt',
    ]);
  });

  it('lets later message sets win', () => {
    expect(mergeMessages({ a: '1', b: '1' }, { b: '2' })).toEqual({ a: '1', b: '2' });
  });
});

describe('mergeSitemaps', () => {
  it("adds the other locales' urls to the root sitemap", () => {
    const wrap = (urls: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${u}</loc></url>`).join('\n')}\n</urlset>\n`;
    expect(
      mergeSitemaps(wrap(['https://x.test/a']), [wrap(['https://x.test/fr/a']), wrap(['https://x.test/ar/a'])]),
    ).toBe(wrap(['https://x.test/a', 'https://x.test/fr/a', 'https://x.test/ar/a']));
  });
});
