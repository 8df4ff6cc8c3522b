import { describe, expect, it } from 'vitest';
import { docusaurusSiteUrl } from './site-url.ts';

describe('docusaurusSiteUrl', () => {
  it('keeps an absolute address without its trailing slash', () => {
    const skipped: string[] = [];
    expect(docusaurusSiteUrl('https://docs.example.org/', (f, w) => skipped.push(`${f}: ${w}`))).toBe(
      'https://docs.example.org',
    );
    expect(skipped).toEqual([]);
  });

  it('puts a placeholder for a relative url, and says so', () => {
    const skipped: string[] = [];
    expect(docusaurusSiteUrl('/', (f, w) => skipped.push(`${f}: ${w}`))).toBe('https://example.com');
    expect(skipped[0]).toMatch(/^url: "\/" is not an absolute http\(s\) address/);
  });
});
