import { describe, expect, it } from 'vitest';
import { expandClientRedirects, readClientRedirects } from './client-redirects.ts';

describe('client redirects from @docusaurus/plugin-client-redirects', () => {
  const notes: string[] = [];
  const skip = (field: string, why: string) => notes.push(`${field}: ${why}`);

  it('reads the plugin by name, its redirects with one or several from paths', () => {
    const options = readClientRedirects(
      [
        'x',
        [
          '@docusaurus/plugin-client-redirects',
          { redirects: [{ from: ['/a', '/b'], to: '/docs/intro' }, { to: '/x' }] },
        ],
      ],
      (p) => (typeof p === 'string' ? p : undefined),
      skip,
    );
    expect(options?.index).toBe(1);
    expect(options?.redirects).toEqual([
      { from: '/a', to: '/docs/intro' },
      { from: '/b', to: '/docs/intro' },
    ]);
    expect(notes).toEqual(['plugins[1][1].redirects[1]: needs a `from` (a path or a list of paths) and a `to` path']);
  });

  it('evaluates createRedirects for each page with the baseUrl, adds fromExtensions but html, and keeps no redirect over a page', () => {
    const out = expandClientRedirects(
      {
        index: 0,
        redirects: [{ from: '/site/old', to: '/site/docs/intro' }],
        createRedirects: (p) =>
          p.startsWith('/site/docs/') ? [p.replace('/docs/', '/guide/'), '/site/docs/next'] : undefined,
        fromExtensions: ['html', 'php'],
        toExtensions: [],
      },
      ['/docs/intro', '/docs/next'],
      '/site/',
      skip,
    );
    expect(out).toEqual([
      { from: '/old', to: '/docs/intro' },
      { from: '/guide/intro', to: '/docs/intro' },
      { from: '/guide/next', to: '/docs/next' },
      { from: '/docs/intro.php', to: '/docs/intro' },
      { from: '/docs/next.php', to: '/docs/next' },
    ]);
  });
});
