import { stat } from 'node:fs/promises';

export interface SettleOptions {
  /** How long a just-emptied file may stay empty before it is taken as meant (ms). */
  maxWaitMs?: number;
  /** How often the files are looked at again while waiting (ms). */
  pollMs?: number;
}

/**
 * Waits while any of `files` is empty, up to `maxWaitMs`. Many editors save by truncating the
 * file and then writing it: a rebuild that starts in between published an empty page for the
 * 0.5–3 s until the next rebuild. An empty file is therefore "not settled yet"; one that is
 * still empty after the wait was emptied on purpose and is built as it is (an `empty-page`
 * warning). Returns the files that stayed empty. A missing file is not waited for (a deletion).
 */
export async function settleEmptyFiles(files: Iterable<string>, o: SettleOptions = {}): Promise<string[]> {
  const maxWaitMs = o.maxWaitMs ?? 400;
  const pollMs = o.pollMs ?? 20;
  const emptyNow = async (list: readonly string[]) =>
    (
      await Promise.all(list.map(async (f) => ((await stat(f).catch(() => undefined))?.size === 0 ? f : undefined)))
    ).filter((f): f is string => f !== undefined);
  let empty = await emptyNow([...files]);
  const deadline = performance.now() + maxWaitMs;
  // Bounded: at most maxWaitMs / pollMs looks.
  while (empty.length && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    empty = await emptyNow(empty);
  }
  return empty;
}
