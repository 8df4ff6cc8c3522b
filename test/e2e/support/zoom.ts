import type { Locator } from 'playwright-core';

/**
 * Runs `open` (a click or a key on `image`) and resolves once medium-zoom has finished opening the
 * image's zoom (it ignores a close while it animates). The listener is in the page before `open`
 * runs: set up beside the key press instead, a slow round trip on a loaded machine let the zoom open
 * (and its event pass) first, and the test waited for an event that had already gone.
 */
export async function zoomOpenedBy(image: Locator, open: () => Promise<unknown>): Promise<void> {
  await image.evaluate((img) => {
    img.removeAttribute('data-test-zoom-opened');
    img.addEventListener('medium-zoom:opened', () => img.setAttribute('data-test-zoom-opened', ''), { once: true });
  });
  await open();
  await image.and(image.page().locator('[data-test-zoom-opened]')).waitFor({ state: 'attached' });
}
