/**
 * Collapsible sidebar categories are native <details>, so they open and close
 * without JavaScript. This island only remembers what the visitor opened or
 * closed, by category folder, and applies it to the sidebar of the next page
 * after a client-side navigation. The current page's trail always stays open.
 */
import { registerIsland } from './registry.ts';

/** Category folder → open; lives as long as the page's script (across client-side navigation). */
const chosen = new Map<string, boolean>();

registerIsland('sidebar-categories', (nav) => {
  for (const details of nav.querySelectorAll<HTMLDetailsElement>('details[data-category]')) {
    const choice = chosen.get(details.dataset.category!);
    const onTrail = details.querySelector('[aria-current="page"]') !== null;
    if (choice !== undefined && !onTrail) details.open = choice;
  }
  // 'toggle' does not bubble; listen in the capture phase on the nav.
  nav.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLElement;
      if (details instanceof HTMLDetailsElement && details.dataset.category) chosen.set(details.dataset.category, details.open);
    },
    true,
  );
});
