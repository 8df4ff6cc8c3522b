import { describe, expect, it } from 'vitest';
import type { VersionConfig } from '../../shared/config-schema.ts';
import type { CategorySource, PageSource, SidebarItem } from '../../shared/types.ts';
import { categorySource, pageSources, version } from '../../../test/support/sources.ts';
import { buildRouteTable } from '../routes.ts';
import { buildSidebars, categoryLabel, findTrail, flatten, neighbours, sortItems } from './sidebars.ts';
import type { SidebarsFile } from './items.ts';
import { formatDiagnostic, type Diagnostic } from '../../shared/diagnostics.ts';

function navFor(pages: PageSource[], categories: CategorySource[] = [], versions: VersionConfig[] = [version('v3')]) {
  const { table } = buildRouteTable({ pages, categories, versions, onDuplicateRoutes: 'warn' });
  return buildSidebars({ pages, categories, versions, table });
}

/** Sidebar as indented lines: `label -> href`, categories marked with `+`. */
function outline(items: readonly SidebarItem[], depth = 0): string[] {
  return items.flatMap((item) => {
    const pad = '  '.repeat(depth);
    if (item.type === 'doc' || item.type === 'link') return [`${pad}${item.label} -> ${item.href}`];
    return [`${pad}+ ${item.label} -> ${item.href ?? '(no page)'}`, ...outline(item.items, depth + 1)];
  });
}

// The v3 configuration folder as the facts order it: positions, ties by file name, unpositioned last.
const v3Pages = pageSources([
  ['v3/intro.md', { title: '👋 Welcome', sidebar_position: 1 }],
  ['v3/v3.md', { title: 'New in v3.0', sidebar_position: 1.1 }],
  ['v3/changelog.md', { title: 'Changelog', sidebar_position: 1.5 }],
  ['v3/getting-started/reverse-proxy.md', { title: 'Reverse Proxy', sidebar_position: 2 }],
  ['v3/getting-started/installation.md', { title: 'Installation', sidebar_position: 1 }],
  ['v3/configuration/timing.md', { title: 'Timing' }],
  ['v3/configuration/search.md', { title: 'Search & Sorting', sidebar_position: 3 }],
  ['v3/configuration/i18n.md', { title: 'Format', sidebar_position: 3 }],
  ['v3/configuration/cors.md', { title: 'CORS' }],
  ['v3/configuration/batch.md', { title: 'Batch Downloads' }],
  ['v3/configuration/readme.md', { title: 'Readme Rendering', sidebar_position: 4, slug: 'readme' }],
  ['v3/configuration/password.md', { title: 'Password Protection', sidebar_position: 0.5 }],
  ['v3/configuration/themes.md', { title: 'Themes', sidebar_position: 0 }],
  ['v3/configuration/metadata.md', { title: 'Metadata', sidebar_position: -1 }],
  ['v3/advanced/redis.md', { title: 'Redis' }],
  ['v3/advanced/php.md', { title: 'PHP', sidebar_position: 2 }],
  ['v3/advanced/caching.md', { title: 'Caching' }],
  ['v3/development/development.md', { title: 'Development', sidebar_position: 2 }],
]);
const v3Categories = [
  categorySource(['v3/getting-started', { label: '🚀 Getting Started', position: 2 }]),
  categorySource(['v3/configuration', { label: '⚙️ Configuration', position: 3 }]),
  categorySource(['v3/development', { label: '🛠️ Development', position: 5 }]),
  categorySource(['v3/advanced', { label: '⚡ Advanced', position: 5 }]),
];

describe('buildSidebars', () => {
  const nav = navFor(v3Pages, v3Categories, [version('v3', { mainDoc: 'intro' })]).get('v3')!;

  it('orders by position, then file or folder name, unpositioned items last', () => {
    expect(nav.sidebar.name).toBe('tutorialSidebar');
    expect(outline(nav.sidebar.items)).toEqual([
      '👋 Welcome -> /v3/intro',
      'New in v3.0 -> /v3/v3',
      'Changelog -> /v3/changelog',
      '+ 🚀 Getting Started -> /v3/category/-getting-started',
      '  Installation -> /v3/getting-started/installation',
      '  Reverse Proxy -> /v3/getting-started/reverse-proxy',
      '+ ⚙️ Configuration -> /v3/category/-configuration',
      '  Metadata -> /v3/configuration/metadata',
      '  Themes -> /v3/configuration/themes',
      '  Password Protection -> /v3/configuration/password',
      '  Format -> /v3/configuration/i18n',
      '  Search & Sorting -> /v3/configuration/search',
      '  Readme Rendering -> /v3/configuration/readme',
      '  Batch Downloads -> /v3/configuration/batch',
      '  CORS -> /v3/configuration/cors',
      '  Timing -> /v3/configuration/timing',
      '+ ⚡ Advanced -> /v3/category/-advanced',
      '  PHP -> /v3/advanced/php',
      '  Caching -> /v3/advanced/caching',
      '  Redis -> /v3/advanced/redis',
      '+ 🛠️ Development -> /v3/category/-development',
      '  Development -> /v3/development/',
    ]);
  });

  it('carries the category description for the category cards', () => {
    const categories = [
      categorySource([
        'v3/guides',
        { label: 'Guides', link: { type: 'generated-index', description: 'How-to guides' } },
      ]),
    ];
    const sidebar = navFor(pageSources([['v3/guides/a.md']]), categories).get('v3')!.sidebar;
    expect(sidebar.items[0]).toMatchObject({
      type: 'category',
      label: 'Guides',
      href: '/v3/category/guides',
      description: 'How-to guides',
      dir: 'guides',
    });
  });

  it('lists category pages before their docs in reading order', () => {
    expect(nav.order.slice(0, 6).map((l) => l.href)).toEqual([
      '/v3/intro',
      '/v3/v3',
      '/v3/changelog',
      '/v3/category/-getting-started',
      '/v3/getting-started/installation',
      '/v3/getting-started/reverse-proxy',
    ]);
    expect(nav.order).toHaveLength(v3Pages.length + v3Categories.length);
  });

  it('opens the configured main doc, else the first doc', () => {
    expect(nav.mainHref).toBe('/v3/intro');
    const fallback = navFor(
      pageSources([
        ['v3/b.md', { sidebar_position: 2 }],
        ['v3/a.md', { sidebar_position: 1 }],
      ]),
    ).get('v3')!;
    expect(fallback.mainHref).toBe('/v3/a');
  });

  it('prefers sidebar_label over the title', () => {
    const sidebar = navFor(pageSources([['v3/a.md', { title: 'A long title', sidebar_label: 'Short' }]])).get(
      'v3',
    )!.sidebar;
    expect(sidebar.items).toEqual([{ type: 'doc', docId: 'a', label: 'Short', href: '/v3/a' }]);
  });

  it('uses an index doc as the category link when the folder has no _category_.json', () => {
    const sidebar = navFor(
      pageSources([
        ['v3/guides/readme.md', { title: 'Guides', description: 'All guides' }],
        ['v3/guides/one.md', { title: 'One' }],
      ]),
    ).get('v3')!.sidebar;
    expect(outline(sidebar.items)).toEqual(['+ Guides -> /v3/guides/', '  One -> /v3/guides/one']);
    expect(sidebar.items[0]).toMatchObject({ description: 'All guides' });
  });

  it('makes a folder whose only doc is its index doc that doc, titled as the doc', () => {
    const sidebar = navFor(
      pageSources([
        ['v3/intro.md', { title: 'Intro', sidebar_position: 1 }],
        ['v3/2-tpc-ds-run/index.md', { title: 'How the engines compare' }],
      ]),
    ).get('v3')!.sidebar;
    expect(outline(sidebar.items)).toEqual(['Intro -> /v3/intro', 'How the engines compare -> /v3/tpc-ds-run/']);
    expect(sidebar.items[1]).toMatchObject({ type: 'doc', label: 'How the engines compare' });
  });

  it('labels a folder without metadata from its name', () => {
    const sidebar = navFor(pageSources([['v3/how-to/one.md', { title: 'One' }]])).get('v3')!.sidebar;
    expect(outline(sidebar.items)).toEqual(['+ How to -> (no page)', '  One -> /v3/how-to/one']);
  });

  it('links a category to one of its docs with link type doc', () => {
    const sidebar = navFor(
      pageSources([
        ['v3/api/overview.md', { title: 'Overview' }],
        ['v3/api/ls.md', { title: 'ls' }],
      ]),
      [categorySource(['v3/api', { label: 'API', link: { type: 'doc', id: 'overview' } }])],
    ).get('v3')!.sidebar;
    expect(sidebar.items[0]).toMatchObject({ type: 'category', label: 'API', href: '/v3/api/overview' });
  });

  it('builds one sidebar per version from that version only', () => {
    const navs = navFor(
      pageSources([
        ['v3/intro.md'],
        ['v0/intro.md', { slug: '/', sidebar_position: 1 }],
        ['v0/getting-started/installation.md'],
      ]),
      [categorySource(['v0/getting-started', { label: '🚀 Getting Started', position: 2 }])],
      [version('v3'), version('v0')],
    );
    expect(outline(navs.get('v3')!.sidebar.items)).toEqual(['intro -> /v3/intro']);
    expect(outline(navs.get('v0')!.sidebar.items)).toEqual([
      'intro -> /v0/',
      '+ 🚀 Getting Started -> /v0/category/-getting-started',
      '  installation -> /v0/getting-started/installation',
    ]);
    expect(navs.get('v0')!.mainHref).toBe('/v0/');
  });

  it('leaves out docs that lost a duplicate route', () => {
    const sidebar = navFor(
      pageSources([
        ['v3/a.md', { slug: '/same' }],
        ['v3/b.md', { slug: '/same' }],
      ]),
    ).get('v3')!.sidebar;
    expect(outline(sidebar.items)).toEqual(['a -> /v3/same']);
  });
});

describe('sortItems', () => {
  it('sorts by position, negative and fractional included, then by name', () => {
    const sorted = sortItems([
      { name: 'z', position: undefined },
      { name: 'b', position: 3 },
      { name: 'a', position: 3 },
      { name: 'm', position: -1 },
      { name: 'c', position: 0.5 },
      { name: 'y', position: undefined },
      { name: 'd', position: 0 },
    ]);
    expect(sorted.map((e) => e.name)).toEqual(['m', 'd', 'c', 'a', 'b', 'y', 'z']);
  });

  it('does not change its input', () => {
    const input = [{ name: 'b' }, { name: 'a' }];
    sortItems(input);
    expect(input.map((e) => e.name)).toEqual(['b', 'a']);
  });
});

describe('navigation helpers', () => {
  const nav = navFor(v3Pages, v3Categories).get('v3')!;

  it('finds the enclosing categories for breadcrumbs', () => {
    expect(findTrail(nav.sidebar.items, '/v3/configuration/cors').map((c) => c.label)).toEqual(['⚙️ Configuration']);
    expect(findTrail(nav.sidebar.items, '/v3/category/-advanced').map((c) => c.label)).toEqual(['⚡ Advanced']);
    expect(findTrail(nav.sidebar.items, '/v3/intro')).toEqual([]);
  });

  it('finds nested trails outermost first', () => {
    const items = navFor(pageSources([['v3/a/b/c.md']]), [
      categorySource(['v3/a', { label: 'A' }]),
      categorySource(['v3/a/b', { label: 'B' }]),
    ]).get('v3')!.sidebar.items;
    expect(findTrail(items, '/v3/a/b/c').map((c) => c.label)).toEqual(['A', 'B']);
  });

  it('gives previous and next pages across category boundaries', () => {
    expect(neighbours(nav.order, '/v3/changelog')).toEqual({
      previous: { label: 'New in v3.0', href: '/v3/v3' },
      next: { label: '🚀 Getting Started', href: '/v3/category/-getting-started' },
    });
    expect(neighbours(nav.order, '/v3/getting-started/reverse-proxy').next).toEqual({
      label: '⚙️ Configuration',
      href: '/v3/category/-configuration',
    });
    expect(neighbours(nav.order, '/v3/intro').previous).toBeUndefined();
    expect(neighbours(nav.order, '/v3/development/').next).toBeUndefined();
    expect(neighbours(nav.order, '/elsewhere')).toEqual({});
  });

  it('flattens doc and category links in reading order', () => {
    expect(
      flatten([
        { type: 'category', dir: 'x', label: 'X', items: [{ type: 'doc', docId: 'x/a', label: 'A', href: '/v3/x/a' }] },
      ]),
    ).toEqual([{ label: 'A', href: '/v3/x/a' }]);
  });
});

describe('buildSidebars with a sidebars file', () => {
  const pages = pageSources([
    ['v1/intro.md', { title: 'Intro' }],
    ['v1/guides/install.md', { title: 'Install', sidebar_class_name: 'install' }],
    ['v1/api/client.md', { title: 'Client', displayed_sidebar: 'apii' }],
  ]);
  const categories = [
    categorySource(['v1/guides', { label: 'Guides', collapsed: false, collapsible: true, className: 'guides' }]),
  ];
  const versions = [version('v1', { sidebars: 'sidebars.json' })];
  const build = (specs: SidebarsFile['sidebars']) => {
    const { table } = buildRouteTable({ pages, categories, versions, onDuplicateRoutes: 'warn' });
    const diagnostics: Diagnostic[] = [];
    const navs = buildSidebars({
      pages,
      categories,
      versions,
      table,
      sidebarFiles: [{ version: 'v1', file: 'sidebars.json', sidebars: specs }],
      diagnostics,
    });
    return { nav: navs.get('v1')!, diagnostics, table };
  };

  it('carries collapsed, collapsible and className into the items the theme renders', () => {
    const { nav } = build([{ name: 'docs', items: [{ kind: 'autogenerated', dirName: '' }] }]);
    expect(nav.sidebar.items.find((i) => i.type === 'category' && i.label === 'Guides')).toMatchObject({
      label: 'Guides',
      collapsed: false,
      collapsible: true,
      className: 'guides',
      items: [{ type: 'doc', label: 'Install', className: 'install' }],
    });
  });

  it('reports unknown doc ids with a suggestion, and an unknown displayed_sidebar', () => {
    const { diagnostics } = build([
      {
        name: 'docs',
        items: [
          { kind: 'doc', id: 'intro' },
          { kind: 'doc', id: 'guides/instal', line: 3 },
        ],
      },
      { name: 'api', items: [{ kind: 'doc', id: 'api/client' }] },
    ]);
    expect(diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "sidebars.json:3  sidebar-unknown-doc  The sidebar names the doc "guides/instal", which version v1 does not have.
        Did you mean "guides/install"? A doc id is the file's path in the version folder without extension (or its front matter id).",
        "content/v1/api/client.md:3  unknown-sidebar  displayed_sidebar "apii" is not a sidebar of version v1 (docs, api).
        Did you mean "api"?",
      ]
    `);
  });

  it('says a sidebar doc lost its URL to another doc, naming both files and lines, and links that page instead of calling it unknown', () => {
    const clash = pageSources([
      ['v1/setup.md', { title: 'Setup', slug: '/start' }],
      ['v1/start.md', { title: 'Start' }],
    ]);
    const { table } = buildRouteTable({ pages: clash, categories: [], versions, onDuplicateRoutes: 'warn' });
    const diagnostics: Diagnostic[] = [];
    buildSidebars({
      pages: clash,
      categories: [],
      versions,
      table,
      sidebarFiles: [
        {
          version: 'v1',
          file: 'sidebars.json',
          sidebars: [
            {
              name: 'docs',
              items: [
                { kind: 'doc', id: 'setup' },
                { kind: 'doc', id: 'start', line: 4 },
              ],
            },
          ],
        },
      ],
      diagnostics,
    });
    expect(diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "sidebars.json:4  sidebar-doc-url-shared  The sidebar names the doc "start" (content/v1/start.md:1), which has no page of its own: its URL "/v1/start" is taken by content/v1/setup.md:3; the entry links to that page.
        Give one of the two docs a different \`slug\` in its front matter, or name the other doc in the sidebar.",
      ]
    `);
  });
});

describe('number prefixes (Docusaurus)', () => {
  it('order the sidebar and leave ids, URLs and labels; front matter and _category_.json win', () => {
    const pages = pageSources([
      ['v3/01-intro.md', { title: 'Intro' }],
      ['v3/10-faq.md', { title: 'FAQ' }],
      ['v3/2-guides/02-tuning.md', { title: 'Tuning' }],
      ['v3/2-guides/01-setup.md', { title: 'Setup', sidebar_position: 5 }],
      ['v3/2-guides/2024-05-notes.md', { title: 'Notes' }],
      ['v3/3-api/3-api.md', { title: 'API' }],
      ['v3/3-api/1-calls.md', { title: 'Calls', parse_number_prefixes: false }],
      ['v3/9-extra/x.md', { title: 'X' }],
    ]);
    const categories = [categorySource(['v3/9-extra', { label: 'Extra', position: 0, link: undefined }])];
    const { table } = buildRouteTable({ pages, categories, versions: [version('v3')], onDuplicateRoutes: 'warn' });
    expect(pages.map((p) => p.id)).toEqual([
      'intro',
      'faq',
      'guides/tuning',
      'guides/setup',
      'guides/2024-05-notes',
      'api/api',
      '3-api/1-calls',
      'extra/x',
    ]);
    expect([...table.docPaths.values()]).toEqual([
      '/v3/intro',
      '/v3/faq',
      '/v3/guides/tuning',
      '/v3/guides/setup',
      '/v3/guides/2024-05-notes',
      '/v3/api/',
      '/v3/3-api/1-calls',
      '/v3/extra/x',
    ]);
    const nav = buildSidebars({ pages, categories, versions: [version('v3')], table });
    expect(outline(nav.get('v3')!.sidebars[0]!.items)).toEqual([
      '+ Extra -> (no page)',
      '  X -> /v3/extra/x',
      'Intro -> /v3/intro',
      '+ Guides -> (no page)',
      '  Tuning -> /v3/guides/tuning',
      '  Setup -> /v3/guides/setup',
      '  Notes -> /v3/guides/2024-05-notes',
      '+ Api -> /v3/api/',
      '  Calls -> /v3/3-api/1-calls',
      'FAQ -> /v3/faq',
    ]);
  });
});

describe('categoryLabel', () => {
  const [index] = pageSources([['v3/api-management/index.md', { title: 'APIs', sidebar_label: 'API gateway' }]]);
  const [plain] = pageSources([['v3/api-management/index.md', { title: 'APIs' }]]);
  const fromName = { label: 'api-management', labelFromName: true as const };

  it('keeps a label the _category_ file gives, whatever the naming', () => {
    expect(categoryLabel({ label: 'Gateway' }, index, 'api-management', 'as-written')).toBe('Gateway');
    expect(categoryLabel({ label: 'Gateway' }, undefined, 'api-management', undefined)).toBe('Gateway');
  });

  it("names an unlabelled category as Docusaurus does: the linked doc's label, then the folder name", () => {
    expect(categoryLabel(undefined, index, 'api-management', 'as-written')).toBe('API gateway');
    expect(categoryLabel(fromName, plain, 'api-management', 'as-written')).toBe('APIs');
    expect(categoryLabel(fromName, undefined, 'api-management', 'as-written')).toBe('api-management');
    expect(categoryLabel(undefined, undefined, 'api-management', 'as-written')).toBe('api-management');
  });

  it("humanizes the folder name by default, without the linked doc's label", () => {
    expect(categoryLabel(undefined, index, 'api-management', undefined)).toBe('Api management');
    expect(categoryLabel(undefined, undefined, 'api-management', 'humanized')).toBe('Api management');
  });
});
