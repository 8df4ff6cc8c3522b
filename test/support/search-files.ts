import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** The JSON text of a file of a built search folder: index shards and page files are stored gzipped. */
export function readSearchFile(file: string): string {
  const bytes = readFileSync(file);
  return (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
}
