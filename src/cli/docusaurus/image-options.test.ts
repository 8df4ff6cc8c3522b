import { describe, expect, it } from 'vitest';
import { isIdealImagePlugin, mapImageOptions } from './image-options.ts';

const mapped = (plugins: unknown) => {
  const notes: string[] = [];
  const images = mapImageOptions(plugins, (field, why) => notes.push(`${field}: ${why}`));
  return { images, notes };
};

describe('images for a switched Docusaurus site', () => {
  it('makes no variants when the site has no ideal-image plugin', () => {
    expect(mapped(undefined)).toEqual({ images: { steps: 1, captions: false }, notes: [] });
    expect(mapped(['@docusaurus/plugin-client-redirects']).images).toEqual({ steps: 1, captions: false });
  });

  it("carries the plugin's quality and its widths between min and max, for ideal images only", () => {
    expect(mapped([['@docusaurus/plugin-ideal-image', { quality: 70, min: 400, max: 1600, steps: 3 }]])).toEqual({
      images: { quality: 70, steps: 3, idealImageOnly: true, captions: false },
      notes: [],
    });
    // Documented defaults: quality 85, 4 steps once min and max are given.
    expect(mapped([['@docusaurus/plugin-ideal-image', { min: 400, max: 1600 }]]).images).toEqual({
      quality: 85,
      steps: 4,
      idealImageOnly: true,
      captions: false,
    });
    expect(mapped([['ideal-image', { sizes: [320, 640, 640, 1280] }]]).images).toEqual({
      quality: 85,
      steps: 3,
      idealImageOnly: true,
      captions: false,
    });
  });

  it('offers the original alone when the plugin is given no min and max, no sizes, or one size', () => {
    expect(mapped(['@docusaurus/plugin-ideal-image']).images).toEqual({ steps: 1, captions: false });
    expect(mapped([['@docusaurus/plugin-ideal-image', { steps: 6 }]]).images).toEqual({ steps: 1, captions: false });
    expect(mapped([['@docusaurus/plugin-ideal-image', { size: 800, quality: 60 }]]).images).toEqual({
      steps: 1,
      captions: false,
    });
  });

  it('caps the widths at eight, saying so, and ignores a quality out of range', () => {
    const { images, notes } = mapped([
      'docusaurus-plugin-sass',
      ['@docusaurus/plugin-ideal-image', { min: 400, max: 2000, steps: 10, quality: 0 }],
    ]);
    expect(images).toEqual({ quality: 85, steps: 8, idealImageOnly: true, captions: false });
    expect(notes).toEqual(['plugins[1][1].steps: 10 widths asked; docsgen offers at most 8, so 8 are made']);
  });

  it('knows the plugin by its package, a resolved path and the short names', () => {
    for (const name of [
      '@docusaurus/plugin-ideal-image',
      '/site/node_modules/@docusaurus/plugin-ideal-image/lib/index.js',
      '@docusaurus/ideal-image',
      'ideal-image',
    ])
      expect(isIdealImagePlugin(name)).toBe(true);
    for (const name of ['@docusaurus/plugin-content-docs', 'ideal-image-extra', undefined])
      expect(isIdealImagePlugin(name)).toBe(false);
  });
});
