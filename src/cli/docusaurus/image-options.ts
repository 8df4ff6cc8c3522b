/**
 * `images` for a switched site. Docusaurus publishes markdown images as they are; only its
 * ideal-image plugin offers smaller widths, and only for images shown through `@theme/IdealImage`.
 * So a site without the plugin gets no variants at all, and a site with it gets the plugin's
 * quality and number of widths for those images alone (docsgen's own defaults, quality 100 and
 * 2 widths for every image, stay for sites that were not switched).
 */
import { arr, obj, pluginName } from './config-values.ts';

type Skip = (field: string, why: string) => void;

export interface MappedImages {
  quality?: number;
  steps: number;
  idealImageOnly?: true;
  /** Always false: Docusaurus shows an image's title as a tooltip, never as a caption. */
  captions: false;
}

/** The plugin's documented defaults: JPEG quality 85, 4 widths when `min` and `max` are given. */
const IDEAL_QUALITY = 85;
const IDEAL_STEPS = 4;
/** The most widths docsgen's `images.steps` takes. */
const MAX_STEPS = 8;

/** `@docusaurus/plugin-ideal-image`, as written, resolved to a path or by Docusaurus's short names. */
export function isIdealImagePlugin(name: string | undefined): boolean {
  return (
    name !== undefined &&
    (/(^|\/)(@docusaurus\/)?plugin-ideal-image(\/|$)/.test(name) ||
      /^(@docusaurus\/)?ideal-image$/.test(name) ||
      /(^|\/)docusaurus-plugin-ideal-image(\/|$)/.test(name))
  );
}

/** `images` for site.config.ts: no variants without the ideal-image plugin, its options with it. */
export function mapImageOptions(plugins: unknown, skip: Skip): MappedImages {
  const list = arr(plugins);
  const index = list.findIndex((p) => isIdealImagePlugin(pluginName(p)));
  if (index < 0) return { steps: 1, captions: false };
  const entry = list[index];
  const options = obj(Array.isArray(entry) ? entry[1] : undefined);
  const where = `plugins[${index}][1]`;
  const quality = integerIn(options.quality, 1, 100) ?? IDEAL_QUALITY;
  let steps = idealWidths(options);
  if (steps > MAX_STEPS) {
    skip(`${where}.steps`, `${steps} widths asked; docsgen offers at most ${MAX_STEPS}, so ${MAX_STEPS} are made`);
    steps = MAX_STEPS;
  }
  return steps > 1 ? { quality, steps, idealImageOnly: true, captions: false } : { steps: 1, captions: false };
}

/**
 * How many widths the plugin offers an image: one per listed `sizes` entry, one for `size`,
 * `steps` (default 4) between `min` and `max`, and otherwise the original size alone.
 */
function idealWidths(options: Record<string, unknown>): number {
  if (Array.isArray(options.sizes)) {
    const widths = new Set(options.sizes.filter((s) => typeof s === 'number' && s > 0));
    return Math.max(1, widths.size);
  }
  if (typeof options.size === 'number') return 1;
  if (typeof options.min === 'number' && typeof options.max === 'number')
    return integerIn(options.steps, 1, Number.MAX_SAFE_INTEGER) ?? IDEAL_STEPS;
  return 1;
}

function integerIn(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}
