/** The link check on shapes of real sites: a link that differs from its page in letter case, a link into another locale. */
import { expect, test } from 'vitest';
import { checkLinks } from './check-links.ts';
import { otherLocaleBases } from './locale-link-bases.ts';
import type { RenderedPage } from './render/route-renderer.ts';
import type { FoundLink } from '../render/markdown/rehype-links.ts';
import { formatDiagnostic } from '../shared/diagnostics.ts';
import type { SiteSettings } from '../shared/config-schema.ts';

function page(path: string, file: string, links: FoundLink[] = [], ids: string[] = []): RenderedPage {
  return { route: { path, kind: 'page', file }, outFile: '', html: '', links, ids, assets: [], title: path };
}

const check = (links: FoundLink[], bases?: string[]) =>
  checkLinks({
    pages: [
      page('/', 'src/pages/index.jsx', links),
      page('/docs/languages/terraform', 'docs/terraform.md', [], ['setup']),
    ],
    files: new Set(),
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    ...(bases ? { otherLocaleBases: bases } : {}),
  }).map((d) => `${d.severity} ${formatDiagnostic(d)}`);

test('a link that matches a page only ignoring letter case is a warning naming the page, its anchor still checked', () => {
  const found = check([
    { href: '/docs/languages/Terraform', kind: 'link', line: 3, column: 9 },
    { href: '/docs/Languages/terraform#nope', kind: 'link', line: 4, column: 1 },
  ]);
  expect(found).toHaveLength(3);
  expect(found[0]).toMatch(
    /^warning src\/pages\/index.jsx:3:9 {2}link-letter-case {2}Link "\/docs\/languages\/Terraform"/,
  );
  expect(found[0]).toContain('Write the path as /docs/languages/terraform.');
  expect(found[2]).toMatch(/broken-anchor {2}Anchor "#nope" does not exist on \/docs\/languages\/terraform/);
  // A truly missing page is still an error.
  expect(check([{ href: '/docs/languages/terraformx', kind: 'link', line: 1, column: 1 }])[0]).toMatch(
    /^error .*broken-link/,
  );
});

test("a link into another locale's base is checked as the same page of this build", () => {
  const links: FoundLink[] = [
    { href: '/fr/docs/languages/terraform/', kind: 'link', line: 1, column: 1 },
    { href: '/fr/', kind: 'link', line: 2, column: 1 },
    { href: '/fr/docs/nowhere', kind: 'link', line: 3, column: 1 },
  ];
  const found = check(links, ['/fr/']);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^error .*:3:1 {2}broken-link {2}Link "\/fr\/docs\/nowhere"/);
  // Without the locale, /fr/ is a folder like any other.
  expect(check(links)).toHaveLength(3);
});

test('the other locales are those under the root, from the default locale or from another one', () => {
  const i18n = {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'pt-BR'],
    localeConfigs: { 'pt-BR': { path: 'pt' } },
  } as unknown as NonNullable<SiteSettings['i18n']>;
  expect(otherLocaleBases({ baseUrl: '/site/', i18n })).toEqual(['/site/fr/', '/site/pt/']);
  expect(otherLocaleBases({ baseUrl: '/site/pt/', i18n: { ...i18n, currentLocale: 'pt-BR' } })).toEqual(['/site/fr/']);
  expect(otherLocaleBases({ baseUrl: '/', i18n: undefined })).toEqual([]);
});
