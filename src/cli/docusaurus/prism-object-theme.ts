import { prismTheme, prismThemeNames } from '../../render/markdown/prism-themes.ts';

/**
 * A Prism theme given as an object (a site's own, or a library theme spread and changed) as the
 * nearest of docsgen's Prism tables: the one whose background and text colours are closest to
 * the object's `plain` colours. A dark object so keeps dark code blocks in dark mode.
 * Undefined when the value is no theme object (no `plain` colours to compare).
 */
export function nearestPrismTheme(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const plain = (value as { plain?: { backgroundColor?: unknown; color?: unknown } }).plain;
  const bg = rgb(plain?.backgroundColor);
  const fg = rgb(plain?.color);
  if (!bg && !fg) return undefined;
  let best: { name: string; distance: number } | undefined;
  for (const name of prismThemeNames()) {
    const theme = prismTheme(name)!;
    // The background decides light or dark, so it weighs most.
    const distance = (bg ? 3 * far(bg, rgb(theme.bg)!) : 0) + (fg ? far(fg, rgb(theme.fg)!) : 0);
    if (!best || distance < best.distance) best = { name: theme.name, distance };
  }
  return best?.name;
}

function far(a: number[], b: number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

/** `#rgb`, `#rrggbb` (alpha ignored) or `rgb(r, g, b)` as numbers. */
function rgb(value: unknown): number[] | undefined {
  if (typeof value !== 'string') return undefined;
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value.trim())?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((h) => h + h).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  }
  const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(value.trim());
  return fn ? [Number(fn[1]), Number(fn[2]), Number(fn[3])] : undefined;
}
