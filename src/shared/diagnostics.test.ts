import { describe, expect, it } from 'vitest';
import { suggest } from './diagnostics.ts';

describe('suggest', () => {
  const routes = ['/', '/v3', '/v3/intro', '/v3/getting-started/installation', '/v3/configuration/metadata'];

  it('completes a truncated path to the route it starts', () => {
    expect(suggest('/v3/getting-started/instal', routes)).toBe('/v3/getting-started/installation');
  });

  it('offers the nearest route for a typo', () => {
    expect(suggest('/v3/configuration/metdata', routes)).toBe('/v3/configuration/metadata');
  });

  it('stays quiet when nothing is close', () => {
    expect(suggest('/v3/totally-unrelated-page', routes)).toBeUndefined();
  });
});
