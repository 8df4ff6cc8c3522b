/**
 * `navbar.hideOnScroll`: the navbar slides away while the visitor scrolls down and comes back
 * as soon as they scroll up (or move focus into it), as Docusaurus's does.
 */
import { registerIsland } from './registry.ts';

registerIsland('navbar-hide-on-scroll', (root) => {
  let last = window.scrollY;
  const onScroll = () => {
    const y = window.scrollY;
    const height = root.offsetHeight;
    if (y < height || y < last || root.contains(document.activeElement)) delete root.dataset.hidden;
    else if (y > last) root.dataset.hidden = '';
    last = y;
  };
  const onFocus = () => delete root.dataset.hidden;
  window.addEventListener('scroll', onScroll, { passive: true });
  root.addEventListener('focusin', onFocus);
  return () => {
    window.removeEventListener('scroll', onScroll);
    root.removeEventListener('focusin', onFocus);
  };
});
