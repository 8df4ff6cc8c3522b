import { describe, expect, it } from 'vitest';
import { docusaurusBaseUrl } from './base-url.ts';

describe('docusaurusBaseUrl', () => {
  it('adds the slashes Docusaurus adds, so the written site.config.ts is valid', () => {
    expect(docusaurusBaseUrl('/azure-webpubsub')).toBe('/azure-webpubsub/');
    expect(docusaurusBaseUrl('docs/')).toBe('/docs/');
    expect(docusaurusBaseUrl('site')).toBe('/site/');
  });

  it('keeps a baseUrl that already has both, and gives / when there is none', () => {
    expect(docusaurusBaseUrl('/kafkaflow/')).toBe('/kafkaflow/');
    expect(docusaurusBaseUrl('/')).toBe('/');
    expect(docusaurusBaseUrl(undefined)).toBe('/');
    expect(docusaurusBaseUrl('')).toBe('/');
  });
});
