/**
 * Reads one file of a version's local index as fetched: the shard and page files are stored
 * gzipped (GZIPPED_INDEX_EXT) and inflated here with the browser's own DecompressionStream; a
 * file a server or dev proxy already inflated, and meta.json, arrive as plain JSON. JSON never
 * starts with gzip's magic bytes (1f 8b), so the first two bytes tell which.
 */
export async function parseIndexFile(bytes: Uint8Array): Promise<unknown> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return JSON.parse(new TextDecoder().decode(bytes));
  // Browsers before 2023 (Safari 16.4, Firefox 113): the search reports this instead of a bare ReferenceError.
  if (typeof DecompressionStream === 'undefined')
    throw new Error('this browser cannot inflate the gzipped search index (no DecompressionStream)');
  const inflated = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(inflated).json();
}
