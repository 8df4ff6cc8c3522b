/**
 * Gives the browser a turn (input, paint, arriving responses) between steps of a query on a big
 * site, so no single task runs long while the index loads.
 */

/**
 * Longest stretch of work between two yields. A count of work units was used before, but the cost
 * of a unit varies (an edit distance against a long term costs many postings), so a slow device
 * or a busy machine still saw tasks over 50 ms.
 */
const SLICE_MS = 8;

/** Resolves on the next task; a message, unlike setTimeout, is not clamped to 4 ms. */
export function yieldNow(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** A loop's share of the main thread: `due()` is cheap enough to ask on every step. */
export interface WorkSlice {
  /** Whether this slice has run its time; then `await next()`. */
  due(): boolean;
  /** Yields to the browser and starts a new slice. */
  next(): Promise<void>;
}

export function workSlice(): WorkSlice {
  let started = performance.now();
  return {
    due: () => performance.now() - started > SLICE_MS,
    async next() {
      await yieldNow();
      started = performance.now();
    },
  };
}
