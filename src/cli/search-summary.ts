import type { BuildResult } from '../pipeline/index.ts';
import { formatBytes } from './report.ts';

/** One line with the gzipped search index size per version, when the build wrote any. */
export function searchSummary(result: BuildResult): string | undefined {
  const files = result.clientFiles.filter((f) => f.file.startsWith('search/index-'));
  if (!files.length) return undefined;
  return `Search index (gzipped): ${files.map((f) => `${f.file.replace(/^search\/index-|\.json$/g, '')} ${formatBytes(f.bytes)}`).join(', ')}`;
}
