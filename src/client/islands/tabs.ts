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
  if (!groupId) {
    writeQuery(group, value);
    return;
  }
  storage.set(STORAGE_PREFIX + groupId, value);
  writeQuery(group, value);
  document.querySelectorAll<HTMLElement>('.tabs[data-group-id]').forEach((other) => {
    if (other !== group && other.dataset.groupId === groupId) select(other, value);
  });
  // Groups above this one may have changed height; do not let the page jump.
  const delta = tab.getBoundingClientRect().top - before;
  if (delta) window.scrollBy(0, delta);
}

/** Groups with `data-query-key` (MDX `<Tabs queryString>`) read and write their tab in the URL, e.g. `?pm=yarn`. */
function readQuery(group: HTMLElement): string | null {
  const key = group.dataset.queryKey;
  return key ? new URLSearchParams(location.search).get(key) : null;
}

function writeQuery(group: HTMLElement, value: string): void {
  const key = group.dataset.queryKey;
  if (!key) return;
  const url = new URL(location.href);
  url.searchParams.set(key, value);
  history.replaceState(history.state, '', url);
}

registerIsland('tabs', (group) => {
  const groupId = group.dataset.groupId;
  const stored = groupId ? storage.get(STORAGE_PREFIX + groupId) : null;
  const fromQuery = readQuery(group);
  const initial = tabsOf(group).find((t) => t.getAttribute('aria-selected') === 'true') ?? tabsOf(group)[0];
  // A link with ?pm=yarn wins over the remembered choice, which wins over the author's default.
  if (fromQuery && select(group, fromQuery)) {
    if (groupId) storage.set(STORAGE_PREFIX + groupId, fromQuery);
  } else if (!(stored && select(group, stored)) && initial) select(group, initial.dataset.value ?? '');
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
