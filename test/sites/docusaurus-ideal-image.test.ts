import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, runCli, type CliRun } from './cli.ts';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/**
 * Docusaurus publishes markdown images as they are; only its ideal-image plugin offers smaller
 * widths, for images shown with `<Image img={require(…)} />`. A switched site gets the same: with
 * the plugin, its quality and widths for those images alone; without it, no variants at all. Either
 * way every image keeps its width and height and sits where the click-to-zoom selector finds it.
 */
const { copy } = docusaurusFixtures('ideal-image');

interface Switched {
  dir: string;
  init: CliRun;
  build: CliRun;
  config: string;
}

async function switchSite(withPlugin: boolean): Promise<Switched> {
  const dir = copy('ideal-image');
  const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#aa7733' } })
    .png()
    .toBuffer();
  writeFileSync(path.join(dir, 'docs', 'photo.png'), photo);
  writeFileSync(path.join(dir, 'blog', 'lamp.png'), photo);
  if (!withPlugin) {
    const file = path.join(dir, 'docusaurus.config.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n {2}plugins: \[.*\],\n/, '\n'));
  }
  const init = await runCli(['init', '--from-docusaurus', '.'], dir);
  const build = await runCli(['build'], dir);
  return { dir, init, build, config: readFileSync(path.join(dir, 'site.config.ts'), 'utf8') };
}

interface Img {
  attrs: Record<string, string>;
  /** The tag of the element holding it, and whether an ancestor has the `markdown` class. */
  parent: string;
  inMarkdown: boolean;
}

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

/** The `<img>` elements of a built page, with where they sit. */
function images(dir: string, page: string): Img[] {
  const out: Img[] = [];
  const walk = (node: Node, parents: Node[]) => {
    if (node.nodeName === 'img') {
      const attrs = Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value]));
      const inMarkdown = parents.some((p) =>
        (p.attrs ?? []).some((a) => a.name === 'class' && a.value.split(/\s+/).includes('markdown')),
      );
      out.push({ attrs, parent: parents.at(-1)?.nodeName ?? '', inMarkdown });
    }
    for (const child of node.childNodes ?? []) walk(child, [...parents, node]);
  };
  walk(parse(readFileSync(path.join(dir, 'build', page), 'utf8')) as unknown as Node, []);
  return out;
}

const byAlt = (list: Img[], alt: string) => list.find((i) => i.attrs.alt === alt);

/** Width and height written, and placed where `.markdown :not(em) > img` (the zoom selector) matches. */
function expectSizedAndZoomable(img: Img | undefined): void {
  expect(img).toBeDefined();
  expect(img!.attrs.width).toBe('600');
  expect(img!.attrs.height).toBe('300');
  expect(img!.inMarkdown).toBe(true);
  expect(img!.parent).not.toBe('em');
}

describe('a switched site with the ideal-image plugin', () => {
  let site: Switched;
  beforeAll(async () => {
    site = await switchSite(true);
  }, 180_000);

  it('writes the plugin quality and widths, for ideal images only, and the build is clean', () => {
    expect(site.init.status).toBe(0);
    expect(site.config).toMatch(
      /images: \{\n\s+quality: 70,\n\s+steps: 3,\n\s+idealImageOnly: true,\n\s+captions: false\n\s+\}/,
    );
    expect(site.config).not.toContain('plugin-ideal-image": docsgen has no Docusaurus plugins');
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).toBe('');
  });

  it('offers an `<Image>` in three widths, each published, and keeps markdown images as they are', () => {
    const gallery = images(site.dir, 'docs/gallery/index.html');
    const ideal = byAlt(gallery, 'An ideal photo');
    expectSizedAndZoomable(ideal);
    const widths = (ideal!.attrs.srcset ?? '').split(',').map((c) => c.trim().split(/\s+/));
    expect(widths.map((w) => w[1])).toEqual(['200w', '400w', '600w']);
    for (const [url] of widths) expect(existsSync(path.join(site.dir, 'build', url!))).toBe(true);
    expect(ideal!.attrs['data-docsgen-ideal-image']).toBeUndefined();
    for (const img of [
      byAlt(gallery, 'Another markdown photo'),
      byAlt(images(site.dir, 'docs/intro/index.html'), 'A markdown photo'),
    ]) {
      expectSizedAndZoomable(img);
      expect(img!.attrs.srcset).toBeUndefined();
    }
  });
});

describe('a switched site without the ideal-image plugin', () => {
  let site: Switched;
  beforeAll(async () => {
    site = await switchSite(false);
  }, 180_000);

  it('writes one width, and no image of the docs or the blog gets variants', () => {
    expect(site.config).toMatch(/images: \{\n\s+steps: 1,\n\s+captions: false\n\s+\}/);
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).toBe('');
    const gallery = images(site.dir, 'docs/gallery/index.html');
    const shown = [
      byAlt(gallery, 'An ideal photo'),
      byAlt(gallery, 'Another markdown photo'),
      byAlt(images(site.dir, 'docs/intro/index.html'), 'A markdown photo'),
      byAlt(images(site.dir, 'blog/2024/05/06/lamps/index.html'), 'A photo in a post'),
    ];
    for (const img of shown) {
      expectSizedAndZoomable(img);
      expect(img!.attrs.srcset).toBeUndefined();
      expect(img!.attrs.src).toMatch(/^\/assets\/images\/(photo|lamp)-[0-9a-f]{8}\.png$/);
    }
    expect(existsSync(path.join(site.dir, '.docsgen-cache', 'images'))).toBe(false);
  });
});
