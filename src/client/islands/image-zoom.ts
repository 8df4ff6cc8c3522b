/**
 * Image zoom on doc images (config.imageZoom.selector). It attaches 1000 ms
 * after each page change (spec section 9), and medium-zoom is imported only
 * on pages that have a matching image, so other pages never download it.
 * The overlay background follows the colour mode, also when it changes while
 * the zoom is attached.
 */
import type { Zoom } from 'medium-zoom';
import { config } from '../config.ts';
import { currentMode } from './theme-toggle.ts';

const { selector, delayMs, scrollOffset, background } = config.imageZoom;

let zoom: Zoom | null = null;
let timer = 0;
/** Bumped on every page change, so a slow import cannot attach to a page that is gone. */
let generation = 0;

function overlayBackground(): string {
  return currentMode() === 'dark' ? background.dark : background.light;
}

function detach(): void {
  window.clearTimeout(timer);
  if (!zoom) return;
  zoom.detach();
  zoom = null;
  // A zoom left open by Back/Forward would cover the new page.
  document.querySelectorAll('.medium-zoom-overlay').forEach((el) => el.remove());
}

function scheduleAttach(): void {
  detach();
  const mine = ++generation;
  timer = window.setTimeout(async () => {
    const images = document.querySelectorAll<HTMLImageElement>(selector);
    if (images.length === 0) return;
    try {
      const { default: mediumZoom } = await import('medium-zoom');
      if (mine !== generation) return;
      zoom = mediumZoom([...images], { background: overlayBackground(), scrollOffset });
    } catch (error) {
      // Images stay readable without zoom; a failed chunk load is not worth a crash notice.
      console.warn('Image zoom could not load.', error);
    }
  }, delayMs);
}

export function startImageZoom(): void {
  scheduleAttach();
  document.addEventListener('docsgen:navigated', scheduleAttach);
  new MutationObserver(() => zoom?.update({ background: overlayBackground() })).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
