/**
 * Image zoom on doc images (config.imageZoom.selector). It attaches 1000 ms
 * after each page change (spec section 9), and medium-zoom is imported only
 * on pages that have a matching image, so other pages never download it.
 * The overlay background follows the colour mode, also when it changes while
 * the zoom is attached. By keyboard an image is a button: Enter or Space opens
 * the zoom, Escape closes it and focus returns to the image.
 *
 * One medium-zoom instance serves the whole visit: it adds document-wide
 * listeners that it never removes, so a new instance per page would pile
 * them up. A zoom still open when the page changes (Back, Forward, a link
 * behind the overlay) is closed by medium-zoom itself, hidden at once and
 * with its animation cut short: removing its nodes behind its back made its
 * own close handler throw (`removeChild` of a node that is gone).
 */
import type { Zoom } from 'medium-zoom';
import { config } from '../config.ts';
import { currentMode } from './theme-toggle.ts';

const { selector, delayMs, scrollOffset, background } = config.imageZoom;
/** On <html> while an open zoom is being closed for a page change; the CSS hides it and shortens its transition. */
const LEAVING_CLASS = 'zoom-leaving';

let zoom: Zoom | null = null;
let loading: Promise<Zoom> | null = null;
let timer = 0;
/** Bumped on every page change, so a slow import cannot attach to a page that is gone. */
let generation = 0;

function overlayBackground(): string {
  return currentMode() === 'dark' ? background.dark : background.light;
}

function loadZoom(): Promise<Zoom> {
  loading ??= import('medium-zoom').then(
    ({ default: mediumZoom }) => (zoom = mediumZoom({ background: overlayBackground(), scrollOffset })),
  );
  return loading;
}

function detach(): void {
  window.clearTimeout(timer);
  if (!zoom) return;
  if (zoom.getZoomedImage()) {
    const html = document.documentElement;
    html.classList.add(LEAVING_CLASS);
    void zoom.close().then(() => html.classList.remove(LEAVING_CLASS));
  }
  for (const image of zoom.getImages()) ['tabindex', 'role', 'aria-label'].forEach((a) => image.removeAttribute(a));
  // While closing, detach's own close() is a no-op; the images leave the list either way.
  zoom.detach();
}

function scheduleAttach(): void {
  detach();
  const mine = ++generation;
  timer = window.setTimeout(async () => {
    const images = document.querySelectorAll<HTMLImageElement>(selector);
    if (images.length === 0) return;
    try {
      const instance = await loadZoom();
      if (mine !== generation) return;
      instance.attach(...images);
      images.forEach(makeKeyboardZoomable);
    } catch (error) {
      loading = null; // let the next page try again
      // Images stay readable without zoom; a failed chunk load is not worth a crash notice.
      console.warn('Image zoom could not load.', error);
    }
  }, delayMs);
}

/** A zoomable image is a button for the keyboard: a tab stop with a name (its alt text). */
function makeKeyboardZoomable(image: HTMLImageElement): void {
  image.tabIndex = 0;
  image.setAttribute('role', 'button');
  const alt = image.alt.trim();
  image.setAttribute('aria-label', alt ? `Zoom image: ${alt}` : 'Zoom image');
}

/** The image a keyboard opened, focused again when its zoom closes (Escape, a click or a scroll). */
let opener: HTMLImageElement | null = null;

function onKeyDown(event: KeyboardEvent): void {
  const image = event.target;
  if (!(image instanceof HTMLImageElement) || !zoom || image.getAttribute('role') !== 'button') return;
  if (event.key !== 'Enter' && event.key !== ' ') return;
  if (!zoom.getImages().includes(image)) return;
  event.preventDefault(); // Space would scroll the page, which closes the zoom
  opener = image;
  void zoom.open({ target: image });
}

export function startImageZoom(): void {
  document.addEventListener('keydown', onKeyDown);
  // medium-zoom's events do not bubble; a capturing listener still sees them.
  document.addEventListener(
    'medium-zoom:closed',
    (event) => {
      if (event.target !== opener) return;
      opener = null;
      if ((event.target as HTMLImageElement).isConnected) (event.target as HTMLImageElement).focus();
    },
    true,
  );
  scheduleAttach();
  document.addEventListener('docsgen:navigated', scheduleAttach);
  new MutationObserver(() => zoom?.update({ background: overlayBackground() })).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
}
