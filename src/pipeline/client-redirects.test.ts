import { describe, expect, it } from 'vitest';
import { clientRedirectStubs } from './client-redirects.ts';

const page = (path: string, outFile: string) => ({ route: { path }, outFile }) as never;

describe('clientRedirectStubs', () => {
  it('writes a from ending in .html as that file, any other (.php, .mdx too) as a folder page and its .html twin', () => {
    const stubs = clientRedirectStubs(
      'https://x.test/',
      [
        { from: '/old.html', to: '/new' },
        { from: '/old.php', to: '/new' },
        { from: '/notes.mdx', to: '/new' },
        { from: '/moved', to: '/new' },
      ],
      [],
    );
    expect([...stubs.keys()].sort()).toEqual([
      'moved.html',
      'moved/index.html',
      'notes.mdx.html',
      'notes.mdx/index.html',
      'old.html',
      'old.php.html',
      'old.php/index.html',
    ]);
    expect(stubs.get('old.php/index.html')).toContain('location.replace("/new"');
    expect(stubs.get('old.html')).toContain('location.replace("/new"');
  });

  it('writes a version-like last segment (5.7, 4.x) as a folder when other output lives beneath it', () => {
    const stubs = clientRedirectStubs(
      'https://x.test/',
      [
        { from: '/docs/5.7', to: '/5.7/' },
        { from: '/docs/5.7/intro', to: '/5.7/intro' },
        { from: '/4.x', to: '/docs/4.x/' },
        { from: '/notes/v1.2', to: '/notes/' },
      ],
      [page('/4.x/guide', '4.x/guide/index.html')],
    );
    const files = [...stubs.keys()].sort();
    expect(files).toContain('docs/5.7/index.html');
    expect(files).toContain('docs/5.7/intro/index.html');
    expect(files).toContain('4.x/index.html');
    expect(files).not.toContain('docs/5.7');
    expect(files).not.toContain('4.x');
    expect(files).toContain('notes/v1.2/index.html');
    expect(files).not.toContain('notes/v1.2');
  });
});
