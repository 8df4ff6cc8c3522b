/**
 * Cache bug: replacing an image beside a markdown file and rebuilding reused the cached page,
 * so the HTML kept the old width/height and content-hashed URL while the new bytes went out
 * under that old URL.
 */
import { existsSync } from 'node:fs';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build, createBuildCache } from '../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { copyScenarioSite } from './support/temp-site.ts';

let site: Awaited<ReturnType<typeof copyScenarioSite>>;
beforeAll(async () => {
  site = await copyScenarioSite('small-docs');
});
afterAll(async () => site?.remove());

/** A valid grey PNG of the given size (enough for image-size and a browser). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a replaced image beside a doc re-renders the page with the new size and a new URL', async () => {
  const doc = path.join(site.root, 'content/v2/intro.md');
  await writeFile(path.join(site.root, 'content/v2/pic.png'), png(30, 20));
  await writeFile(doc, `${await readFile(doc, 'utf8')}\n\n![A picture](./pic.png)\n`);
  const cache = createBuildCache();
  const imageOf = async (outDir: string) => {
    const html = await readFile(path.join(outDir, 'v2/intro/index.html'), 'utf8');
    const img = /<img src="(\/assets\/images\/pic-[0-9a-f]{8}\.png)"[^>]*width="(\d+)" height="(\d+)"/.exec(html);
    expect(img, html.slice(0, 300)).not.toBeNull();
    return { url: img![1]!, width: Number(img![2]), height: Number(img![3]) };
  };
  const first = await build({ root: site.root, cache });
  expect(first.ok, first.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
  const before = await imageOf(first.outDir);
  expect(before).toMatchObject({ width: 30, height: 20 });

  await copyFile(path.join(site.root, 'content/v2/pic.png'), path.join(site.root, 'pic-old.png'));
  await writeFile(path.join(site.root, 'content/v2/pic.png'), png(60, 50));
  const second = await build({ root: site.root, cache });
  expect(second.ok, second.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
  const after = await imageOf(second.outDir);
  expect(after).toMatchObject({ width: 60, height: 50 });
  expect(after.url).not.toBe(before.url);
  expect(existsSync(path.join(second.outDir, after.url))).toBe(true);
});
