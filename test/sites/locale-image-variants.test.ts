import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';

/**
 * A blog in English and French whose post shows a photo wide enough for smaller variants, and is
 * not translated (the French site shows the English file). Each locale is a build of its own;
 * the variants are named by the image's bytes, so the French build reuses the files the English
 * one encoded instead of encoding every image again.
 */
let root = '';
let build: CliRun;

beforeAll(async () => {
  ensureCompiled();
  root = tempDir('locale-image-variants');
  cpSync(path.join(import.meta.dirname, 'docusaurus-init', 'i18n-post-images'), root, { recursive: true });
  // Only the English post: the French site falls back to it, image included.
  rmSync(path.join(root, 'i18n', 'fr', 'docusaurus-plugin-content-blog'), { recursive: true, force: true });
  const post = path.join(root, 'blog', '2024-03-04-pictures');
  const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  writeFileSync(path.join(post, 'wide.png'), photo);
  // Shown through ideal-image, the one way a switched site gets variants (as Docusaurus makes them).
  rmSync(path.join(post, 'index.md'));
  writeFileSync(
    path.join(post, 'index.mdx'),
    "---\ntitle: Pictures of ink\n---\n\nimport Image from '@theme/IdealImage';\n\nA wide picture:\n\n" +
      '<Image img={require(\'./wide.png\')} alt="A wide picture" />\n',
  );
  const config = path.join(root, 'docusaurus.config.js');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(
      '\n};',
      "\n  plugins: [['@docusaurus/plugin-ideal-image', { min: 100, max: 400, steps: 2 }]],\n};",
    ),
  );
  await runCli(['init', '--from-docusaurus', '.'], root);
  build = await runCli(['build'], root);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The srcset URLs of the post's image in one locale's page. */
function srcsetOf(localePath: string): string[] {
  const html = readFileSync(
    path.join(root, 'build', localePath, 'blog', '2024', '03', '04', 'pictures', 'index.html'),
    'utf8',
  );
  const srcset = /<img[^>]*srcset="([^"]+)"/i.exec(html)?.[1] ?? '';
  return srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0]!)
    .filter(Boolean);
}

describe('image variants on a site with two locales', () => {
  it('offers the same variant files on both locales, each published', () => {
    expect(build.status).toBe(0);
    const en = srcsetOf('');
    const fr = srcsetOf('fr');
    expect(en.length).toBe(2);
    // The French page links its own copies (under /fr/), with the same names.
    expect(fr).toEqual(en.map((url) => `/fr${url}`));
    for (const url of [...en, ...fr]) expect(existsSync(path.join(root, 'build', url))).toBe(true);
  });

  it('encodes each variant once, in the site cache, not again for the French build, and keeps one code store', () => {
    const shared = path.join(root, '.docsgen-cache', 'images');
    expect(readdirSync(shared).filter((f) => f.startsWith('wide-'))).toHaveLength(1);
    expect(existsSync(path.join(root, '.docsgen-cache', 'locale-fr', 'images'))).toBe(false);
    // Highlighted code blocks too: one store for the site, which every locale reads.
    expect(existsSync(path.join(root, '.docsgen-cache', 'highlight'))).toBe(true);
    expect(existsSync(path.join(root, '.docsgen-cache', 'locale-fr', 'highlight'))).toBe(false);
  });
});
