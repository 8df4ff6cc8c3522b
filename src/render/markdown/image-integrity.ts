/**
 * Whether the bytes of a raster image are whole, checked from their structure without decoding
 * the pixels: a PNG's chunks run from the signature to IEND within the file, a JPEG starts with
 * SOI and ends with EOI, a WebP's RIFF size matches the file. A half-copied or otherwise broken
 * image used to be published as is (or to fail in the resizer, reported as a docsgen bug).
 */
export function imageDefect(bytes: Uint8Array, ext: string): string | undefined {
  // Browsers go by the bytes, not the name: a PNG saved as .jpg shows (and Docusaurus publishes it), so it is
  // checked as the format its bytes are; only bytes of no known format are checked against the extension.
  switch (rasterFormat(bytes) ?? ext.toLowerCase().replace(/^\.jpeg$/, '.jpg')) {
    case '.png':
      return pngDefect(bytes);
    case '.jpg':
      return jpegDefect(bytes);
    case '.webp':
      return webpDefect(bytes);
    case '.gif':
      return bytes.length < 13 ? 'it is cut off inside its GIF header' : undefined;
    default:
      return undefined;
  }
}

/** The raster format the bytes start with (as an extension), whatever the file is named. */
export function rasterFormat(b: Uint8Array): '.png' | '.jpg' | '.webp' | '.gif' | undefined {
  const ascii = (from: number, n: number) => String.fromCharCode(...b.subarray(from, from + n));
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return '.png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return '.jpg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return '.webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return '.gif';
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngDefect(b: Uint8Array): string | undefined {
  if (b.length < 8 || PNG_SIGNATURE.some((v, i) => b[i] !== v)) return 'it does not start with the PNG signature';
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 8;
  let first = true;
  // Each chunk: length (4), type (4), data, CRC (4). Bounded by the file length.
  while (at < b.length) {
    if (at + 8 > b.length) return `it is cut off inside the chunk header at byte ${at}`;
    const length = view.getUint32(at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    if (!/^[A-Za-z]{4}$/.test(type)) return `it has a damaged chunk at byte ${at}`;
    if (first && type !== 'IHDR') return 'its first chunk is not IHDR';
    first = false;
    const end = at + 12 + length;
    if (end > b.length) return `it is cut off inside its ${type} chunk (${b.length} bytes, ${end} needed)`;
    if (type === 'IEND') return undefined;
    at = end;
  }
  return 'it is cut off before its IEND chunk';
}

function jpegDefect(b: Uint8Array): string | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff)
    return 'it does not start with the JPEG start-of-image marker';
  // Some writers pad after the end marker; look for it near the end only.
  for (let i = b.length - 2; i >= Math.max(2, b.length - 1024); i--)
    if (b[i] === 0xff && b[i + 1] === 0xd9) return undefined;
  return 'it is cut off before its end-of-image marker';
}

function webpDefect(b: Uint8Array): string | undefined {
  const ascii = (from: number) => String.fromCharCode(...b.subarray(from, from + 4));
  if (b.length < 12 || ascii(0) !== 'RIFF' || ascii(8) !== 'WEBP') return 'it does not start with a RIFF WEBP header';
  const size = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(4, true) + 8;
  return size > b.length ? `it is cut off (${b.length} bytes of ${size})` : undefined;
}
