/**
 * Announcement bar. Dismissal is stored with the bar's id; when the site ships
 * a bar with another id, the old dismissal no longer applies. The inline head
 * script sets `html[data-announcement-dismissed]` before paint, so a visitor
 * who closed the bar never sees it flash in.
 */
import { config } from '../config.ts';
import { registerIsland } from './registry.ts';
import * as storage from './storage.ts';

const { announcementDismiss: DISMISS_KEY, announcementId: ID_KEY } = config.storageKeys;
const DISMISSED_FLAG = 'data-announcement-dismissed';

registerIsland('announcement', (bar) => {
  const id = bar.dataset.id ?? config.announcementId ?? '';
  if (storage.get(ID_KEY) !== id) {
    // A new bar: forget the dismissal of the previous one.
    storage.set(ID_KEY, id);
    storage.set(DISMISS_KEY, 'false');
    document.documentElement.removeAttribute(DISMISSED_FLAG);
  }
  const close = bar.querySelector<HTMLButtonElement>('.announcement-close');
  close?.addEventListener('click', () => {
    storage.set(ID_KEY, id);
    storage.set(DISMISS_KEY, 'true');
    document.documentElement.setAttribute(DISMISSED_FLAG, '');
    // Focus was on the removed button; move it somewhere sensible.
    document.querySelector<HTMLElement>('.navbar-brand')?.focus();
  });
});
