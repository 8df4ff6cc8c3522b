import { describe, expect, it } from 'vitest';
import { prefixHtmlUrls, siteRoot, withBase } from './base-url.ts';

describe('withBase', () => {
  it('prefixes site-root paths only', () => {
    expect(withBase('/p/', '/v3/intro')).toBe('/p/v3/intro');
    expect(withBase('/p/', '/')).toBe('/p/');
    expect(withBase('/p/', 'https://x.org/a')).toBe('https://x.org/a');
    expect(withBase('/p/', '//cdn.example/a.js')).toBe('//cdn.example/a.js');
    expect(withBase('/p/', '#top')).toBe('#top');
    expect(withBase('/p/', 'intro')).toBe('intro');
    expect(withBase('/', '/v3/intro')).toBe('/v3/intro');
  });
});

describe('siteRoot', () => {
  it('joins origin and base without a trailing slash', () => {
    expect(siteRoot('https://x.org/', '/p/')).toBe('https://x.org/p');
    expect(siteRoot('https://x.org', '/')).toBe('https://x.org');
  });
});

describe('prefixHtmlUrls', () => {
  it('rewrites href, src and srcset of tags, in both quote styles', () => {
    const html =
      '<a href="/v3/intro">x</a><img src="/img/a.png" srcset="/img/a-400.png 400w, /img/a.png 800w"><a ' +
      'href=\'/v2/\'>y</a><link rel="stylesheet" href="/assets/a.css">';
    expect(prefixHtmlUrls(html, '/p/')).toBe(
      '<a href="/p/v3/intro">x</a><img src="/p/img/a.png" srcset="/p/img/a-400.png 400w, /p/img/a.png ' +
        '800w"><a href=\'/p/v2/\'>y</a><link rel="stylesheet" href="/p/assets/a.css">',
    );
  });

  it('leaves external, anchor, relative and protocol-relative URLs alone', () => {
    const html =
      '<a href="https://x.org/">a</a><a href="#h">b</a><a href="intro">c</a><script src="//cdn/x.js"></script>';
    expect(prefixHtmlUrls(html, '/p/')).toBe(html);
  });

  it('never touches text, escaped code or script bodies', () => {
    const html =
      '<pre><code>&lt;a href=&quot;/x&quot;&gt;</code></pre><p>see href="/x"</p><script type="module" ' +
      'src="/assets/m.js"></script><script>var a=\' href="/x"\';</script>';
    expect(prefixHtmlUrls(html, '/p/')).toBe(
      '<pre><code>&lt;a href=&quot;/x&quot;&gt;</code></pre><p>see href="/x"</p><script type="module" ' +
        'src="/p/assets/m.js"></script><script>var a=\' href="/x"\';</script>',
    );
  });

  it('prefixes URLs after spaces in a srcset and on multi-line tags, and leaves tags with no "/" as they are', () => {
    const html =
      '<span class="token keyword">x</span><img\n  srcset="\n  /a-1.png 1x,\n  /a-2.png 2x"\n  alt="a"><div data-x=\'y\'>z</div>';
    expect(prefixHtmlUrls(html, '/p/')).toBe(
      '<span class="token keyword">x</span><img\n  srcset="\n  /p/a-1.png 1x,\n  /p/a-2.png 2x"\n  alt="a"><div data-x=\'y\'>z</div>',
    );
  });

  it('is the identity for the root base', () => {
    expect(prefixHtmlUrls('<a href="/a">a</a>', '/')).toBe('<a href="/a">a</a>');
  });
});
