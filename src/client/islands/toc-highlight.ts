/**
 * Marks the TOC link of the section being read. A section is "current" once
 * its heading has scrolled above a line near the top of the viewport; at the
 * very bottom of the page the last heading wins (short last sections can
 * never reach that line); above the first heading, the first one is marked
 * while it is on screen. The narrow-screen TOC closes after a link is used.
 */
import { registerIsland, startIslands } from './registry.ts';

/** Headings count as reached when their top passes this far below the viewport top (under the sticky navbar). */
const READ_LINE_PX = 120;

registerIsland('toc', (list) => {
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a.toc-link')];
  const targets = links
    .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((t): t is { link: HTMLAnchorElement; heading: HTMLElement } => t.heading !== null);
  if (targets.length === 0) return;

  let frame = 0;
  const update = () => {
    frame = 0;
    if (!list.isConnected) return cleanup();
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    let active = atBottom ? targets[targets.length - 1] : undefined;
    if (!active) {
      for (const t of targets) {
        if (t.heading.getBoundingClientRect().top <= READ_LINE_PX) active = t;
        else break;
      }
    }
    // Above the first heading: the intro is being read, so point at what comes next if it is on screen.
    if (!active && targets[0]!.heading.getBoundingClientRect().top < window.innerHeight) active = targets[0];
    for (const t of targets) {
      const on = t === active;
      t.link.classList.toggle('toc-link-active', on);
      if (on) t.link.setAttribute('aria-current', 'location');
      else t.link.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const cleanup = () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  update();

  const details = list.closest('details');
  if (details) list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) details.open = false;
  });
  return cleanup;
});

document.addEventListener('docsgen:navigated', () => startIslands());
