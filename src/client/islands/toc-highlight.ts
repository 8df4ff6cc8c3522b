/**
 * Marks the TOC link of the section being read. A section is "current" once
 * its heading has scrolled up to the line where a jump to it lands: the
 * page's `scroll-padding-top`, read back from CSS, so a TOC click, a deep link
 * or a search result always marks the heading it jumped to. At the very
 * bottom of the page the last heading wins (short last sections can never
 * reach that line), unless the visitor just jumped to a heading that is on
 * screen; above the first heading, the first one is marked while it is on
 * screen. The narrow-screen TOC closes after a link is used.
 */
import { registerIsland, startIslands } from './registry.ts';

/**
 * A heading within about a line of the landing line has been reached (and sub-pixel rounding of a jump is covered).
 * Smaller than any section, so the next heading never counts early.
 */
const LINE_SLACK_PX = 16;
/** Used only if the stylesheet sets no scroll padding. */
const FALLBACK_LINE_PX = 68;

/** Where a jump puts a heading, in px from the viewport top. */
function readLine(): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return (Number.isFinite(padding) ? padding : FALLBACK_LINE_PX) + LINE_SLACK_PX;
}

function headingFor(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // A malformed %-escape in the address names no heading.
  }
}

registerIsland('toc', (list) => {
  const links = [...list.querySelectorAll<HTMLAnchorElement>(':scope > li > a')];
  const targets = links
    .map((link) => ({ link, heading: headingFor(link.hash) }))
    .filter((t): t is { link: HTMLAnchorElement; heading: HTMLElement } => t.heading !== null);
  if (targets.length === 0) return;

  /** The heading the visitor last jumped to (address hash or TOC click). */
  let jumped = targets.find((t) => t.heading === headingFor(location.hash));
  let frame = 0;
  const update = () => {
    frame = 0;
    if (!list.isConnected) return cleanup();
    const line = readLine();
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    let active: (typeof targets)[number] | undefined;
    if (atBottom) {
      const top = jumped?.heading.getBoundingClientRect().top;
      // A jump near the end cannot bring its heading up to the line; it is still the section chosen.
      active = top !== undefined && top >= 0 && top < window.innerHeight ? jumped : targets[targets.length - 1];
    } else {
      for (const t of targets) {
        if (t.heading.getBoundingClientRect().top <= line) active = t;
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
  const onHashChange = () => {
    jumped = targets.find((t) => t.heading === headingFor(location.hash));
    schedule();
  };
  const cleanup = () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    window.removeEventListener('hashchange', onHashChange);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  window.addEventListener('hashchange', onHashChange);
  // In the next frame, not now: measuring here would force a layout before the page's first paint.
  schedule();

  // A second click on the same entry changes no hash but is still a jump.
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    const target = targets.find((t) => t.link === link);
    if (target) {
      jumped = target;
      schedule();
    }
  });
  const details = list.closest('details');
  if (details)
    list.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) details.open = false;
    });
  return cleanup;
});

document.addEventListener('docsgen:navigated', () => startIslands());
