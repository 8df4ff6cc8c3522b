/**
 * Colour mode. The inline head script has already set `html[data-theme]`
 * before first paint; here the toggle flips it, stores the choice under the
 * `theme` key and keeps every open tab in step (storage event). Until the
 * visitor chooses, the mode follows the system preference.
 */
import { config } from '../config.ts';
import { registerIsland } from './registry.ts';
import * as storage from './storage.ts';

export type ColorMode = 'light' | 'dark';

const KEY = config.storageKeys.theme;
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isMode(value: string | null): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** The mode to show when the visitor has not chosen one. */
function systemMode(): ColorMode {
  if (config.colorMode.respectPrefersColorScheme && window.matchMedia?.(DARK_QUERY).matches) return 'dark';
  return config.colorMode.defaultMode;
}

export function currentMode(): ColorMode {
  const mode = document.documentElement.getAttribute('data-theme');
  return isMode(mode) ? mode : systemMode();
}

function label(mode: ColorMode): string {
  return `Switch between dark and light mode (currently ${mode} mode)`;
}

function applyMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  document.querySelectorAll<HTMLElement>('[data-island="theme-toggle"]').forEach((button) => {
    button.setAttribute('aria-label', label(mode));
  });
}

/** Stored choice if there is one, else the system preference. */
function resolvedMode(): ColorMode {
  const stored = storage.get(KEY);
  return isMode(stored) ? stored : systemMode();
}

registerIsland('theme-toggle', (button) => {
  button.setAttribute('aria-label', label(currentMode()));
  button.addEventListener('click', () => {
    const next: ColorMode = currentMode() === 'dark' ? 'light' : 'dark';
    storage.set(KEY, next);
    applyMode(next);
  });
});

/** Page-wide listeners; once per page load (they survive client-side navigation). */
export function startColorMode(): void {
  window.addEventListener('storage', (event) => {
    // key null: another tab cleared all storage, so fall back to the system mode.
    if (event.key === KEY || event.key === null) applyMode(resolvedMode());
  });
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    if (!isMode(storage.get(KEY))) applyMode(systemMode());
  });
  // A page restored from the back/forward cache missed storage events while frozen.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) applyMode(resolvedMode());
  });
}
