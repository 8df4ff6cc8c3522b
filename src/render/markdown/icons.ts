import type { Element } from 'hast';
import { s } from 'hastscript';

/**
 * Small inline line icons (own drawings on a 16x16 grid, stroked with
 * currentColor so they take the colour of their admonition or button).
 * Each admonition kind has its own shape, so the kind reads without colour.
 */
const SHAPES: Record<string, string[]> = {
  // pencil
  note: ['M10.75 2.25 13.75 5.25 5.5 13.5H2.5v-3L10.75 2.25Z', 'M9 4l3 3'],
  // i in a circle
  info: ['M8 1.75a6.25 6.25 0 1 0 0 12.5 6.25 6.25 0 0 0 0-12.5Z', 'M8 7.25v4', 'M8 4.75v.01'],
  // light bulb
  tip: ['M8 1.75a4.25 4.25 0 0 0-2.5 7.7V11h5V9.45A4.25 4.25 0 0 0 8 1.75Z', 'M6 13h4', 'M6.75 14.75h2.5'],
  // triangle with !
  warning: ['M8 1.75 14.75 13.75H1.25L8 1.75Z', 'M8 6v3.75', 'M8 11.5v.01'],
  // shield with !
  caution: ['M8 1.5 13.25 3.5v4c0 3.4-2.3 5.9-5.25 7-2.95-1.1-5.25-3.6-5.25-7v-4L8 1.5Z', 'M8 5v3.5', 'M8 10.75v.01'],
  // flame
  danger: [
    'M8 14.5c2.75 0 4.75-1.9 4.75-4.6 0-2.9-2.4-4.4-3.25-7.4-1.5 1.3-2 2.9-1.75 4.4-.9-.5-1.5-1.4-1.6-2.4C4.6 5.8 3.25 7.5 3.25 9.9c0 2.7 2 4.6 4.75 4.6Z',
  ],
};

export function icon(name: string, className = 'icon'): Element {
  return s(
    'svg',
    {
      className: [className],
      viewBox: '0 0 16 16',
      width: 16,
      height: 16,
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 1.5,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      ariaHidden: 'true',
      focusable: 'false',
    },
    (SHAPES[name] ?? SHAPES.note!).map((d) => s('path', { d })),
  );
}
