import { deflateSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { imageDefect, rasterFormat } from './image-integrity.ts';

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  return out; // CRC left zero: the check is structural
}
const header = Buffer.alloc(13);
header.writeUInt32BE(2, 0);
header.writeUInt32BE(2, 4);
header[8] = 8;
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.alloc(6))),
  chunk('IEND', Buffer.alloc(0)),
]);

test('a whole PNG passes; cut-off, reordered and foreign bytes are named', () => {
  expect(imageDefect(png, '.png')).toBeUndefined();
  expect(imageDefect(png, '.PNG')).toBeUndefined();
  expect(imageDefect(png.subarray(0, png.length - 12), '.png')).toBe('it is cut off before its IEND chunk');
  expect(imageDefect(png.subarray(0, 45), '.png')).toMatch(
    /^it is cut off inside its IDAT chunk \(45 bytes, \d+ needed\)$/,
  );
  expect(imageDefect(png.subarray(0, 40), '.png')).toBe('it is cut off inside the chunk header at byte 33');
  expect(imageDefect(Buffer.from('<html>not an image'), '.png')).toBe('it does not start with the PNG signature');
  expect(imageDefect(Buffer.concat([png.subarray(0, 8), chunk('IDAT', Buffer.alloc(2))]), '.png')).toBe(
    'its first chunk is not IHDR',
  );
});

test('a JPEG needs its start and end markers; WebP its whole RIFF size; other types are not checked', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9]);
  expect(imageDefect(jpeg, '.jpg')).toBeUndefined();
  expect(imageDefect(Buffer.concat([jpeg, Buffer.alloc(100)]), '.jpeg')).toBeUndefined();
  expect(imageDefect(jpeg.subarray(0, 8), '.jpeg')).toBe('it is cut off before its end-of-image marker');
  expect(imageDefect(Buffer.from('<html>not an image'), '.jpg')).toBe(
    'it does not start with the JPEG start-of-image marker',
  );
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([20, 0, 0, 0]), Buffer.from('WEBP'), Buffer.alloc(16)]);
  expect(imageDefect(webp, '.webp')).toBeUndefined();
  expect(imageDefect(webp.subarray(0, 20), '.webp')).toBe('it is cut off (20 bytes of 28)');
  expect(imageDefect(Buffer.from('<svg/>'), '.svg')).toBeUndefined();
});

test('an image whose bytes are another format than its name says is checked as its bytes are, as browsers show it', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9]);
  expect(imageDefect(png, '.jpg')).toBeUndefined();
  expect(imageDefect(jpeg, '.png')).toBeUndefined();
  expect(imageDefect(png.subarray(0, png.length - 12), '.jpg')).toBe('it is cut off before its IEND chunk');
  expect(imageDefect(jpeg.subarray(0, 8), '.webp')).toBe('it is cut off before its end-of-image marker');
  expect(imageDefect(Buffer.from('GIF89a'), '.png')).toBe('it is cut off inside its GIF header');
  expect(rasterFormat(png)).toBe('.png');
  expect(rasterFormat(Buffer.from('<svg/>'))).toBeUndefined();
});
