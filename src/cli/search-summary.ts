import type { BuildResult } from '../pipeline/index.ts';
import { formatBytes } from './report.ts';

const META = /^search\/(.+)\/meta\.json$/;

/**
 * One line with the gzipped size of each version's search meta file (what a visitor loads before
 * the first query; the shards a query needs follow), when the build wrote any.
 */
export function searchSummary(result: BuildResult): string | undefined {
  const files = result.clientFiles.filter((f) => META.test(f.file));
  if (!files.length) return undefined;
  return `Search index, loaded first (gzipped; shards follow per query): ${files.map((f) => `${META.exec(f.file)![1]} ${formatBytes(f.bytes)}`).join(', ')}`;
}
