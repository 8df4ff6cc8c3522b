import { describe, expect, it } from 'vitest';
import { redirectStubFile } from './html-redirects.ts';

describe('redirectStubFile', () => {
  it('names the stub an earlier version wrote beside a folder page, and none for other files', () => {
    expect(redirectStubFile('v3/intro/index.html')).toBe('v3/intro.html');
    expect(redirectStubFile('index.html')).toBeUndefined();
    // A `slug: index` doc at tutorials/index/: its stub would be the tutorials/ page itself.
    expect(redirectStubFile('tutorials/index/index.html')).toBeUndefined();
    expect(redirectStubFile('index/index.html')).toBeUndefined();
    expect(redirectStubFile('404.html')).toBeUndefined();
    expect(redirectStubFile('v3/intro.html')).toBeUndefined();
  });
});
