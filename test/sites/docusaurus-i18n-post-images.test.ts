import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';

/**
 * A Docusaurus blog in English and French whose French post keeps its own image beside it in
 * i18n/fr/docusaurus-plugin-content-blog/: init then build publish it, as Docusaurus does.
 */
let root = '';
let build: CliRun;

beforeAll(async () => {
  ensureCompiled();
  root = tempDir('i18n-post-images');
  cpSync(path.join(import.meta.dirname, 'docusaurus-init', 'i18n-post-images'), root, { recursive: true });
  await runCli(['init', '--from-docusaurus', '.'], root);
  build = await runCli(['build'], root);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The `src` of the post's image, and whether that file was published. */
function imageOf(html: string): { src: string; published: boolean } {
  const src = /<img[^>]*src="([^"]+)"/.exec(html)?.[1] ?? '';
  return { src, published: src !== '' && existsSync(path.join(root, 'build', src.split('?')[0]!)) };
}

describe('a translated post with an image beside it', () => {
  it('builds with no diagnostics', () => {
    expect(build.status).toBe(0);
    expect(diagnosticsOf(build)).not.toMatch(/image-outside-site|errors?,/);
  });

  it('publishes the French image on the French post, and the English one on the English post', () => {
    const fr = readFileSync(
      path.join(root, 'build', 'fr', 'blog', '2024', '03', '04', 'pictures', 'index.html'),
      'utf8',
    );
    const en = readFileSync(path.join(root, 'build', 'blog', '2024', '03', '04', 'pictures', 'index.html'), 'utf8');
    expect(fr).toContain('alt="Un point d&#x27;encre"');
    expect(en).toContain('alt="A dot of ink"');
    expect(imageOf(fr).published).toBe(true);
    expect(imageOf(en).published).toBe(true);
  });
});
