import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig, siteConfigSource } from '../docusaurus-config-map.ts';

describe('site.config.ts notes', () => {
  it('keeps a note quoting a comment (`{/* truncate */}`) inside the header comment, so the file compiles', () => {
    const mapped = mapDocusaurusConfig({
      config: { title: 'T', url: 'https://t.example', baseUrl: '/' },
      versions: [],
      exists: () => false,
    });
    mapped.unmapped.push('presets[0][1].blog.truncateMarker: docsgen reads <!-- truncate --> and {/* truncate */}');
    const source = siteConfigSource(mapped);
    expect(source).toContain('{/* truncate *\\/}');
    expect(() => transformSync(source, { loader: 'ts' })).not.toThrow();
  });
});
