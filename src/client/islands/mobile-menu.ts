/**
 * Mobile navigation below the 996 px breakpoint. Without JavaScript the menu
 * button is a link to `#mobile-sidebar` and CSS shows the panel on :target.
 * Here the button opens it as a modal: focus moves in and is trapped, the
 * page behind becomes inert, and it closes on Escape, backdrop click, any
 * link click (navigation) and when the window grows to desktop size.
 */
import { registerIsland } from './registry.ts';

/** Desktop starts one pixel above the 996 px mobile breakpoint (spec section 9). */
const DESKTOP_QUERY = '(min-width: 997px)';
const OPEN_CLASS = 'is-open';
const PAGE_FLAG = 'mobile-sidebar-open';

interface OpenState {
  sidebar: HTMLElement;
  toggle: HTMLElement | null;
  inerted: HTMLElement[];
}

let state: OpenState | null = null;

const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

function sidebarElement(): HTMLElement | null {
  return document.getElementById('mobile-sidebar');
}

function toggles(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-island="mobile-menu"]')];
}

function openMobileMenu(toggle: HTMLElement | null): void {
  const sidebar = sidebarElement();
  if (!sidebar || state) return;
  // Everything but the panel becomes inert: the siblings of the panel and of each of its ancestors
  // (on doc pages the menu sits inside the page, around the docs sidebar).
  const inerted: HTMLElement[] = [];
  for (let el: HTMLElement = sidebar; el !== document.body && el.parentElement; el = el.parentElement) {
    for (const sibling of el.parentElement.children) {
      if (sibling !== el && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        inerted.push(sibling);
      }
    }
  }
  state = { sidebar, toggle, inerted };
  sidebar.classList.add(OPEN_CLASS);
  // A dialog only while open: on wide screens the same element holds the docs sidebar in place.
  const dialog = sidebar.querySelector<HTMLElement>('.mobile-sidebar-panel');
  dialog?.setAttribute('role', 'dialog');
  dialog?.setAttribute('aria-modal', 'true');
  dialog?.setAttribute('aria-label', 'Navigation menu');
  document.documentElement.classList.add(PAGE_FLAG);
  toggles().forEach((t) => t.setAttribute('aria-expanded', 'true'));
  const panel = sidebar.querySelector<HTMLElement>('.mobile-sidebar-panel') ?? sidebar;
  (panel.querySelector<HTMLElement>('.mobile-sidebar-close') ?? focusables(panel)[0])?.focus();
}

function closeMobileMenu(options: { restoreFocus?: boolean } = {}): void {
  if (!state) return;
  const { sidebar, toggle, inerted } = state;
  state = null;
  inerted.forEach((el) => (el.inert = false));
  sidebar.classList.remove(OPEN_CLASS);
  const dialog = sidebar.querySelector<HTMLElement>('.mobile-sidebar-panel');
  dialog?.removeAttribute('role');
  dialog?.removeAttribute('aria-modal');
  dialog?.removeAttribute('aria-label');
  document.documentElement.classList.remove(PAGE_FLAG);
  toggles().forEach((t) => t.setAttribute('aria-expanded', 'false'));
  if (options.restoreFocus && toggle?.isConnected) toggle.focus();
}

registerIsland('mobile-menu', (toggle) => {
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    if (state) closeMobileMenu({ restoreFocus: true });
    else openMobileMenu(toggle);
  });
});

registerIsland('mobile-sidebar', (sidebar) => {
  const panel = sidebar.querySelector<HTMLElement>('.mobile-sidebar-panel') ?? sidebar;
  sidebar.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-close]')) {
      event.preventDefault();
      closeMobileMenu({ restoreFocus: true });
    } else if (target.closest('a[href]')) {
      // A link navigates away (client-side or not): the menu must not stay open.
      closeMobileMenu();
    }
  });
  sidebar.addEventListener('keydown', (event) => {
    if (!state) return;
    if (event.key === 'Escape') {
      // An open version dropdown inside the panel took this Escape already.
      if (event.defaultPrevented) return;
      event.preventDefault();
      closeMobileMenu({ restoreFocus: true });
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(panel);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
});

/** Page-wide: close when the window becomes desktop-sized or the page changes. */
export function startMobileMenu(): void {
  window.matchMedia(DESKTOP_QUERY).addEventListener('change', (event) => {
    if (event.matches) closeMobileMenu();
  });
  document.addEventListener('docsgen:navigated', () => closeMobileMenu());
}
