import { describe, expect, it } from 'vitest';
import { clientRedirectStubs } from './client-redirects.ts';

const page = (path: string, outFile: string) => ({ route: { path }, outFile }) as never;

describe('clientRedirectStubs', () => {
  it('writes a from with a file extension as that file, any other as a folder page and its .html twin', () => {
    const stubs = clientRedirectStubs(
      'https://x.test/',
      [
        { from: '/old.php', to: '/new' },
        { from: '/moved', to: '/new' },
      ],
      [],
    );
    expect([...stubs.keys()].sort()).toEqual(['moved.html', 'moved/index.html', 'old.php']);
    expect(stubs.get('old.php')).toContain('location.replace("/new"');
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
    // Nothing is written beneath notes/v1.2, so it stays a file as before.
    expect(files).toContain('notes/v1.2');
  });
});
