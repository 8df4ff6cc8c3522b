/**
 * Colour mode. The visitor's choice is one of three, cycled by the toggle so
 * that the first click always changes the look (`nextChoice`; light ↔ dark when the
 * site ignores the system preference). It is stored under the
 * `theme` key as `light`, `dark` or `system`; "system" follows the operating
 * system's preference, also when that changes while the page is open.
 *
 * The inline head script has already set `html[data-theme]` (the mode shown)
 * and `html[data-theme-choice]` (the choice) before first paint; here the
 * toggle changes them, and every open tab keeps in step (storage event).
 * With nothing stored the choice is "system" when the site respects the
 * system preference, else the site's default mode.
 */
import { config } from '../config.ts';
import { registerIsland } from './registry.ts';
import * as storage from './storage.ts';

export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | 'system';

const KEY = config.storageKeys.theme;
const DARK_QUERY = '(prefers-color-scheme: dark)';
function isChoice(value: string | null): value is ColorModeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

function systemMode(): ColorMode {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The stored choice, or what a visitor who never chose gets. */
function storedChoice(): ColorModeChoice {
  const stored = storage.get(KEY);
  if (isChoice(stored)) return stored;
  return config.colorMode.respectPrefersColorScheme ? 'system' : config.colorMode.defaultMode;
}

function modeOf(choice: ColorModeChoice): ColorMode {
  return choice === 'system' ? systemMode() : choice;
}

/** The mode on screen. */
export function currentMode(): ColorMode {
  const mode = document.documentElement.getAttribute('data-theme');
  return mode === 'light' || mode === 'dark' ? mode : modeOf(storedChoice());
}

function currentChoice(): ColorModeChoice {
  const choice = document.documentElement.getAttribute('data-theme-choice');
  return isChoice(choice) ? choice : storedChoice();
}

function label(choice: ColorModeChoice): string {
  return `Switch between dark and light mode (currently ${choice} mode)`;
}

function apply(choice: ColorModeChoice): void {
  const html = document.documentElement;
  html.setAttribute('data-theme', modeOf(choice));
  html.setAttribute('data-theme-choice', choice);
  document.querySelectorAll<HTMLElement>('[data-island="theme-toggle"]').forEach((button) => {
    button.setAttribute('aria-label', label(choice));
  });
}

/**
 * The choice after a click. The cycle runs so that every click from "system" changes the look:
 * on a dark system system → light → dark → system (Docusaurus's order), on a light one
 * system → dark → light → system. Without the system preference: light ↔ dark.
 */
function nextChoice(choice: ColorModeChoice): ColorModeChoice {
  const opposite = (mode: ColorMode): ColorMode => (mode === 'dark' ? 'light' : 'dark');
  if (!config.colorMode.respectPrefersColorScheme) return opposite(modeOf(choice));
  const system = systemMode();
  if (choice === 'system') return opposite(system);
  return choice === system ? 'system' : system;
}

registerIsland('theme-toggle', (button) => {
  button.setAttribute('aria-label', label(currentChoice()));
  button.addEventListener('click', () => {
    const next = nextChoice(currentChoice());
    storage.set(KEY, next);
    apply(next);
  });
});

/** Page-wide listeners; once per page load (they survive client-side navigation). */
export function startColorMode(): void {
  window.addEventListener('storage', (event) => {
    // key null: another tab cleared all storage, so fall back to the default choice.
    if (event.key === KEY || event.key === null) apply(storedChoice());
  });
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    if (currentChoice() === 'system') apply('system');
  });
  // A page restored from the back/forward cache missed storage events while frozen.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) apply(storedChoice());
  });
}
