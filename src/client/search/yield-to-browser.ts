/**
 * Gives the browser a turn (input, paint, arriving responses) between steps of a query on a big
 * site, so no single task runs long while the index loads.
 */

/** Work units (terms compared, postings added) between two yields. */
export const SLICE = 20_000;

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
