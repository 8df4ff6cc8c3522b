import type { Element } from 'hast';
import { s } from 'hastscript';

/** Small inline SVG icons (own drawings, 16x16) for admonitions and code blocks. */
const PATHS: Record<string, string> = {
  note: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM7.25 5h1.5v1.5h-1.5V5Zm0 2.75h1.5V11h-1.5V7.75Z',
  info: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM7.25 5h1.5v1.5h-1.5V5Zm0 2.75h1.5V11h-1.5V7.75Z',
  tip: 'M8 1a5 5 0 0 0-3 9v1.5A1.5 1.5 0 0 0 6.5 13h3a1.5 1.5 0 0 0 1.5-1.5V10a5 5 0 0 0-3-9Zm-1.5 13.5h3V15h-3v-.5Z',
  warning: 'M8 1.2 15.2 14H.8L8 1.2Zm-.75 4.3v4h1.5v-4h-1.5Zm0 5.25v1.5h1.5v-1.5h-1.5Z',
  caution: 'M8 1.2 15.2 14H.8L8 1.2Zm-.75 4.3v4h1.5v-4h-1.5Zm0 5.25v1.5h1.5v-1.5h-1.5Z',
  danger: 'M5.1 1h5.8L15 5.1v5.8L10.9 15H5.1L1 10.9V5.1L5.1 1Zm2.15 3.5v4.5h1.5V4.5h-1.5Zm0 6v1.5h1.5v-1.5h-1.5Z',
  copy: 'M4 4V1.5h10.5V12H12v2.5H1.5V4H4Zm1.5 0H12v6.5h1V3H5.5v1ZM3 5.5V13h7.5V5.5H3Z',
};

export function icon(name: keyof typeof PATHS | string, className = 'icon'): Element {
  return s('svg', { className: [className], viewBox: '0 0 16 16', width: 16, height: 16, ariaHidden: 'true', focusable: 'false' }, [
    s('path', { fill: 'currentColor', d: PATHS[name] ?? PATHS.note! }),
  ]);
}
