/**
 * The version search looks in. Its own small module, so the navbar button (main bundle) can name
 * the index to download on Ctrl+K before the modal's code has arrived.
 */
import { config, currentVersion } from '../config.ts';

/**
 * The one of the page being read; on pages outside the docs (home, /search), the visitor's
 * preferred version when it is one of this site's, else the latest.
 */
export function searchVersion(): string {
  const path = window.location.pathname;
  const base = config.baseUrl.replace(/\/$/, '');
  const inVersion = config.versions.some((v) =>
    [v.path, base + v.path].some((p) => path === p || path.startsWith(`${p}/`)),
  );
  if (inVersion) return currentVersion();
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(config.storageKeys.preferredVersion);
  } catch {
    // Storage blocked: the latest version.
  }
  return stored && config.versions.some((v) => v.name === stored) ? stored : config.latestVersion;
}
