import type { ResolvedConfig } from './config.ts';
import { lastUpdates } from './last-update.ts';

/** What a doc page shows of its last update, as the site's `showLastUpdateTime/Author` ask; undefined for neither. */
export function lastUpdateOf(
  config: Pick<ResolvedConfig, 'root' | 'site'>,
  file: string,
): { date?: string; author?: string } | undefined {
  const { showLastUpdateTime, showLastUpdateAuthor } = config.site;
  if (!showLastUpdateTime && !showLastUpdateAuthor) return undefined;
  const update = lastUpdates(config.root).get(file);
  if (!update) return undefined;
  return {
    ...(showLastUpdateTime ? { date: new Date(update.time * 1000).toISOString() } : {}),
    ...(showLastUpdateAuthor ? { author: update.author } : {}),
  };
}
