/** The build-time link check: rendered pages against each other and the output files, no server. */
import { describe, expect, test } from 'vitest';
import { checkLinks, checkLinksAgain, type LinkCheckMemo } from '../../src/pipeline/check-links.ts';
import type { RenderedPage } from '../../src/pipeline/render/route-renderer.ts';
import type { BuildReaction } from '../../src/shared/config-schema.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import type { FoundLink } from '../../src/render/markdown/rehype-links.ts';

function page(path: string, file: string | undefined, links: FoundLink[] = [], ids: string[] = []): RenderedPage {
  return {
    route: { path, kind: 'doc', version: 'v3', file },
    outFile: '',
    html: '',
    links,
    ids,
    assets: [],
    title: path,
  };
}

const pages = [
  page(
    '/v3/intro',
    'content/v3/intro.md',
    [
      { href: '/v3/getting-started/instal', kind: 'link', line: 12, column: 5 },
      { href: '/v3/getting-started/installation#updating', kind: 'link', line: 14, column: 1 },
      { href: '/v3/getting-started/installation#updatin', kind: 'link', line: 15, column: 1 },
      { href: '/img/banner.svg', kind: 'image', line: 3, column: 1 },
      { href: '/img/baner.svg', kind: 'image', line: 4, column: 1 },
      { href: 'mailto:someone@example.test', kind: 'link', line: 20, column: 1 },
      { href: '/v3/intro.html#demo', kind: 'link', line: 21, column: 1 },
    ],
    ['demo'],
  ),
  page('/v3/getting-started/installation', 'content/v3/getting-started/installation.md', [], ['updating']),
];
const files = new Set(['/img/banner.svg', '/assets/css/styles.css']);

const run = (onBrokenLinks: BuildReaction, onBrokenAnchors: BuildReaction) =>
  checkLinks({ pages, files, onBrokenLinks, onBrokenAnchors })
    .map((d) => `${d.severity} ${formatDiagnostic(d)}`)
    .join('\n');

describe('checkLinks', () => {
  test('defaults: broken links and images are errors with a suggestion, broken anchors warn', () => {
    expect(run('throw', 'warn')).toMatchInlineSnapshot(`
      "error content/v3/intro.md:12:5  broken-link  Link "/v3/getting-started/instal" matches no page in version v3.
        Did you mean "/v3/getting-started/installation"?
      warning content/v3/intro.md:15:1  broken-anchor  Anchor "#updatin" does not exist on /v3/getting-started/installation.
        Did you mean "#updating"?
      error content/v3/intro.md:4:1  broken-image  Image "/img/baner.svg" matches no file in static/ or the output.
        Did you mean "/img/banner.svg"?"
    `);
  });

  test('severity follows the config per rule', () => {
    expect(run('warn', 'throw')).toMatch(/^warning .*broken-link[\s\S]*^error .*broken-anchor/m);
    expect(run('ignore', 'ignore')).toBe('');
    expect(
      run('ignore', 'warn')
        .split('\n')
        .filter((l) => /^(error|warning) /.test(l)),
    ).toHaveLength(1);
  });

  test('a link to a blog post on a site without a blog says how to add the blog', () => {
    const blog = [
      page('/v3/intro', 'content/v3/intro.md', [
        { href: '/blog/2020/05/27/flat-node-modules-is-not-the-only-way', kind: 'link', line: 7, column: 3 },
      ]),
    ];
    const [found] = checkLinks({ pages: blog, files, onBrokenLinks: 'throw', onBrokenAnchors: 'throw' });
    expect(found?.hint).toBe(
      'The site has no blog: add a `blog` section to site.config.ts for the posts in blog/ (init --from-docusaurus writes it), or link to the published post with its full URL.',
    );
  });

  test('a link that already starts with the baseUrl is checked without it, as Docusaurus keeps it once', () => {
    const based = [
      page('/v3/intro', 'content/v3/intro.md', [
        { href: '/docs/v3/getting-started/installation#updating', kind: 'link', line: 2, column: 1 },
        { href: '/docs/img/banner.svg', kind: 'image', line: 3, column: 1 },
        { href: '/docs/v3/nowhere', kind: 'link', line: 4, column: 1 },
        { href: '/docsearch', kind: 'link', line: 5, column: 1 },
      ]),
      pages[1]!,
    ];
    const found = checkLinks({
      pages: based,
      files,
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      baseUrl: '/docs/',
    }).map((d) => formatDiagnostic(d).split('\n')[0]);
    expect(found).toEqual([
      'content/v3/intro.md:4:1  broken-link  Link "/docs/v3/nowhere" matches no page in version v3.',
      'content/v3/intro.md:5:1  broken-link  Link "/docsearch" matches no page in version v3.',
    ]);
  });
});

describe('checkLinksAgain (watch mode)', () => {
  const lines = (found: { diagnostics: Parameters<typeof formatDiagnostic>[0][] }) =>
    found.diagnostics.map((d) => formatDiagnostic(d).split('\n')[0]);
  const guide = (ids: string[]) => page('/v3/guide', 'content/v3/guide.md', [], ids);
  const intro = page('/v3/intro', 'content/v3/intro.md', [
    { href: '/v3/guide#setup', kind: 'link', line: 3, column: 1 },
  ]);
  const keys = (entries: Record<string, string>) => new Map(Object.entries(entries));
  const again = (
    list: RenderedPage[],
    k: Map<string, string>,
    memo?: LinkCheckMemo,
    fileSet: ReadonlySet<string> = files,
  ) => checkLinksAgain({ pages: list, files: fileSet, onBrokenLinks: 'throw', onBrokenAnchors: 'warn', keys: k, memo });

  test('an edited page is checked again; the others keep what the last check found', () => {
    const broken = page('/v3/other', 'content/v3/other.md', [
      { href: '/v3/nowhere', kind: 'link', line: 7, column: 2 },
    ]);
    const first = again(
      [intro, guide(['setup']), broken],
      keys({ '/v3/intro': 'a', '/v3/guide': 'b', '/v3/other': 'c' }),
    );
    expect(lines(first)).toEqual([
      'content/v3/other.md:7:2  broken-link  Link "/v3/nowhere" matches no page in version v3.',
    ]);
    const edited = page('/v3/intro', 'content/v3/intro.md', [{ href: '/v3/gide', kind: 'link', line: 4, column: 1 }]);
    const second = again(
      [edited, guide(['setup']), broken],
      keys({ '/v3/intro': 'a2', '/v3/guide': 'b', '/v3/other': 'c' }),
      first.memo,
    );
    expect(lines(second)).toEqual([
      'content/v3/intro.md:4:1  broken-link  Link "/v3/gide" matches no page in version v3.',
      'content/v3/other.md:7:2  broken-link  Link "/v3/nowhere" matches no page in version v3.',
    ]);
    // Fixed: the problem goes away with the page's next key.
    const third = again(
      [intro, guide(['setup']), broken],
      keys({ '/v3/intro': 'a3', '/v3/guide': 'b', '/v3/other': 'c' }),
      second.memo,
    );
    expect(lines(third)).toEqual([
      'content/v3/other.md:7:2  broken-link  Link "/v3/nowhere" matches no page in version v3.',
    ]);
  });

  test('a page whose heading ids changed has the links of unchanged pages to it checked again', () => {
    const first = again([intro, guide(['setup'])], keys({ '/v3/intro': 'a', '/v3/guide': 'b' }));
    expect(lines(first)).toEqual([]);
    const second = again([intro, guide(['installing'])], keys({ '/v3/intro': 'a', '/v3/guide': 'b2' }), first.memo);
    expect(lines(second)).toEqual([
      'content/v3/intro.md:3:1  broken-anchor  Anchor "#setup" does not exist on /v3/guide.',
    ]);
  });

  test('a heading change re-checks only the pages with an anchor link into that page, and renaming it back mends them', () => {
    const other = page('/v3/other', 'content/v3/other.md', [{ href: '/v3/guide', kind: 'link', line: 2, column: 1 }]);
    const first = again(
      [intro, guide(['setup']), other],
      keys({ '/v3/intro': 'a', '/v3/guide': 'b', '/v3/other': 'c' }),
    );
    expect(first.memo.linkers.get('/v3/guide')).toEqual(new Set(['/v3/intro']));
    const otherEntry = first.memo.pages.get('/v3/other');
    const introEntry = first.memo.pages.get('/v3/intro');
    const second = again(
      [intro, guide(['installing']), other],
      keys({ '/v3/intro': 'a', '/v3/guide': 'b2', '/v3/other': 'c' }),
      first.memo,
    );
    expect(lines(second)).toEqual([
      'content/v3/intro.md:3:1  broken-anchor  Anchor "#setup" does not exist on /v3/guide.',
    ]);
    // The page linking without an anchor kept its entry; the one with the anchor link was checked again.
    expect(second.memo.pages.get('/v3/other')).toBe(otherEntry);
    expect(second.memo.pages.get('/v3/intro')).not.toBe(introEntry);
    const third = again(
      [intro, guide(['setup']), other],
      keys({ '/v3/intro': 'a', '/v3/guide': 'b3', '/v3/other': 'c' }),
      second.memo,
    );
    expect(lines(third)).toEqual([]);
  });

  test('a removed file that another page stopped using is still seen by the page that uses it', () => {
    const image = (path: string, file: string, href: string) =>
      page(path, file, [{ href, kind: 'image', line: 2, column: 1 }]);
    const a = image('/v3/a', 'content/v3/a.md', '/img/banner.svg');
    const b = image('/v3/b', 'content/v3/b.md', '/img/banner.svg');
    const first = again([a, b], keys({ '/v3/a': 'a', '/v3/b': 'b' }));
    const bEdited = image('/v3/b', 'content/v3/b.md', '/assets/css/styles.css');
    const second = again([a, bEdited], keys({ '/v3/a': 'a', '/v3/b': 'b2' }), first.memo);
    expect(lines(second)).toEqual([]);
    const third = again(
      [a, bEdited],
      keys({ '/v3/a': 'a', '/v3/b': 'b2' }),
      second.memo,
      new Set(['/assets/css/styles.css']),
    );
    expect(lines(third)).toEqual([
      'content/v3/a.md:2:1  broken-image  Image "/img/banner.svg" matches no file in static/ or the output.',
    ]);
  });

  test('a removed page or a removed file is seen by the unchanged pages that link to it', () => {
    const linking = page('/v3/intro', 'content/v3/intro.md', [
      { href: '/v3/guide', kind: 'link', line: 3, column: 1 },
      { href: '/img/banner.svg', kind: 'image', line: 5, column: 1 },
    ]);
    const first = again([linking, guide([])], keys({ '/v3/intro': 'a', '/v3/guide': 'b' }));
    expect(lines(first)).toEqual([]);
    const gone = again([linking], keys({ '/v3/intro': 'a' }), first.memo);
    expect(lines(gone)).toEqual([
      'content/v3/intro.md:3:1  broken-link  Link "/v3/guide" matches no page in version v3.',
    ]);
    const noImage = again(
      [linking, guide([])],
      keys({ '/v3/intro': 'a', '/v3/guide': 'b' }),
      first.memo,
      new Set(['/assets/css/styles.css']),
    );
    expect(lines(noImage)).toEqual([
      'content/v3/intro.md:5:1  broken-image  Image "/img/banner.svg" matches no file in static/ or the output.',
    ]);
    // And the file coming back clears the problem of the page that did not change.
    const back = again(
      [linking, guide([])],
      keys({ '/v3/intro': 'a', '/v3/guide': 'b' }),
      noImage.memo,
      new Set([...files, '/search/t-new.json']),
    );
    expect(lines(back)).toEqual([]);
  });
});
