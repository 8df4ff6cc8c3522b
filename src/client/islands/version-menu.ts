/**
 * Version dropdown and the preferred docs version. The dropdown is a server-
 * rendered <details> whose links already point at the same doc in each
 * version (or that version's main doc), so it works without JavaScript. Here
 * it closes on outside click, Escape and focus leaving, moves with the arrow
 * keys, and remembers the chosen version: the navbar's "Docs" link on pages
 * outside the docs then leads to that version.
 */
import { config } from '../config.ts';
import { registerIsland } from './registry.ts';
import * as storage from './storage.ts';
import { versionOfPath } from './version-of-path.ts';

type Version = (typeof config.versions)[number];

const KEY = config.storageKeys.preferredVersion;

function versionNamed(name: string | null): Version | undefined {
  return config.versions.find((v) => v.name === name);
}

/** The stored choice; a name that is no longer a version is cleared. */
function preferredVersion(): Version | undefined {
  const name = storage.get(KEY);
  if (name === null) return undefined;
  const version = versionNamed(name);
  if (!version) storage.remove(KEY);
  return version;
}

function savePreferredVersion(name: string): void {
  if (versionNamed(name)) storage.set(KEY, name);
}

/** A broken template is a bug worth a visible crash notice, not a silent no-op. */
function required<T extends Element>(root: HTMLElement, selector: string): T {
  const el = root.querySelector<T>(selector);
  if (!el)
    throw new Error(`version-menu: the dropdown markup has no "${selector}" element; check templates/Navbar.tsx.`);
  return el;
}

registerIsland('version-menu', (root) => {
  if (!(root instanceof HTMLDetailsElement))
    throw new Error('version-menu: the island must be a <details> element; check templates/Navbar.tsx.');
  const summary = required<HTMLElement>(root, 'summary');
  const menu = required<HTMLElement>(root, '.dropdown-menu');
  const links = () => [...menu.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const close = (focusSummary: boolean) => {
    if (!root.open) return;
    root.open = false;
    if (focusSummary) summary.focus();
  };

  menu.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-version]');
    if (!link) return;
    savePreferredVersion(link.dataset.version!);
    close(false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && root.open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!root.open) root.open = true;
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = at === -1 ? (step === 1 ? 0 : all.length - 1) : (at + step + all.length) % all.length;
    all[next]?.focus();
  });
  root.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (to && !root.contains(to)) close(false);
  });

  // Document-level listener; it removes itself once this dropdown is swapped out.
  const outside = new AbortController();
  document.addEventListener(
    'click',
    (event) => {
      if (!root.isConnected) return outside.abort();
      if (root.open && !root.contains(event.target as Node)) close(false);
    },
    { signal: outside.signal },
  );
});

/**
 * Outside the docs (home, search, not-found), point "Docs" and the dropdown's
 * label at the preferred version. Doc pages keep their own version.
 */
function applyPreferredVersion(): void {
  const preferred = preferredVersion();
  if (!preferred || versionOfPath(config.versions, location.pathname)) return;
  document.querySelectorAll<HTMLAnchorElement>('a[data-docs-link]').forEach((a) => (a.href = preferred.mainHref));
  document.querySelectorAll<HTMLElement>('.version-menu > summary').forEach((summary) => {
    summary.textContent = preferred.label;
    summary.setAttribute('aria-label', `Docs version: ${preferred.label}`);
  });
  document.querySelectorAll<HTMLAnchorElement>('.version-menu a[data-version]').forEach((a) => {
    const active = a.dataset.version === preferred.name;
    a.classList.toggle('active', active);
    if (active) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  });
}

export function startPreferredVersion(): void {
  applyPreferredVersion();
  document.addEventListener('docsgen:navigated', applyPreferredVersion);
  // The unmaintained-version banner's "latest version" link is a choice too.
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('.version-banner a')) savePreferredVersion(config.latestVersion);
  });
}
