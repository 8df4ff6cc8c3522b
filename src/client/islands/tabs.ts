/**
 * Tab groups from `::::tabs`. The server renders every panel (readable without
 * JavaScript); this selects one, handles the keyboard the way the ARIA tabs
 * pattern asks (arrows, Home, End; focus follows selection) and, for groups
 * with a groupId, remembers the choice in local storage for every page.
 */
import { registerIsland, startIslands } from './registry.ts';
import { storage } from './storage.ts';

const STORAGE_PREFIX = 'docsgen.tabs.';

function tabsOf(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
}

function panelsOf(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
}

/** Shows the tab with `value` in one group; returns false if the group has no such tab. */
function select(group: HTMLElement, value: string, focus = false): boolean {
  const tabs = tabsOf(group);
  const target = tabs.find((t) => t.dataset.value === value);
  if (!target) return false;
  for (const tab of tabs) {
    const on = tab === target;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of panelsOf(group)) {
    const on = panel.dataset.value === value;
    panel.classList.toggle('is-active', on);
    panel.hidden = !on;
  }
  if (focus) target.focus();
  return true;
}

/** Selects in this group and, via groupId, in every group of the same id; keeps the clicked tab where it was on screen. */
function choose(group: HTMLElement, tab: HTMLElement, focus: boolean): void {
  const value = tab.dataset.value ?? '';
  const before = tab.getBoundingClientRect().top;
  select(group, value, focus);
  const groupId = group.dataset.groupId;
  if (!groupId) return;
  storage.set(STORAGE_PREFIX + groupId, value);
  document.querySelectorAll<HTMLElement>('.tabs[data-group-id]').forEach((other) => {
    if (other !== group && other.dataset.groupId === groupId) select(other, value);
  });
  // Groups above this one may have changed height; do not let the page jump.
  const delta = tab.getBoundingClientRect().top - before;
  if (delta) window.scrollBy(0, delta);
}

registerIsland('tabs', (group) => {
  const groupId = group.dataset.groupId;
  const stored = groupId ? storage.get(STORAGE_PREFIX + groupId) : null;
  const initial = tabsOf(group).find((t) => t.getAttribute('aria-selected') === 'true') ?? tabsOf(group)[0];
  if (!(stored && select(group, stored)) && initial) select(group, initial.dataset.value ?? '');
  const list = group.querySelector<HTMLElement>(':scope > [role="tablist"]');
  list?.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab && list.contains(tab)) choose(group, tab, false);
  });
  list?.addEventListener('keydown', (event) => {
    const tabs = tabsOf(group);
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = (current + 1) % tabs.length;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = (current - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    choose(group, tabs[next]!, true);
  });
});

// Pages swapped in by client-side navigation bring new groups.
document.addEventListener('docsgen:navigated', () => startIslands());
