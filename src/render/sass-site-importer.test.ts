import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sassSiteImporter } from './sass-site-importer.ts';

describe('sassSiteImporter', () => {
  const root = path.resolve('/projects/otter');
  const importer = sassSiteImporter(root);

  it('resolves `@site/…` under the project folder, for Sass to find the partial and extension', () => {
    const url = importer.findFileUrl('@site/src/theme/css/mixins');
    expect(url && fileURLToPath(url)).toBe(path.join(root, 'src/theme/css/mixins'));
  });

  it('leaves every other URL to the load paths', () => {
    expect(importer.findFileUrl('./keyframes')).toBeNull();
    expect(importer.findFileUrl('sass:math')).toBeNull();
    expect(importer.findFileUrl('@sitex/a')).toBeNull();
  });
});
