/**
 * Local storage that never throws. Storage can be missing (blocked cookies,
 * some private modes, sandboxed frames: even reading `window.localStorage`
 * throws) or full (quota). Every feature then keeps working in memory only:
 * the spec says unavailable storage is silently disabled.
 */
function area(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function get(key: string): string | null {
  try {
    return area()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function set(key: string, value: string): boolean {
  try {
    const s = area();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function remove(key: string): void {
  try {
    area()?.removeItem(key);
  } catch {
    // Nothing stored that we could reach, so nothing to remove.
  }
}

export const storage = { get, set, remove };
