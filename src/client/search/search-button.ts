/**
 * The only search code in the main bundle: the navbar button and the keyboard
 * shortcuts. The modal and the index load on first use (hover, focus
 * or click of the button, or a shortcut); the button stays a plain link to
 * /search when JavaScript or the modal chunk is unavailable.
 */
import { config } from '../config.ts';
import { registerIsland } from '../islands/registry.ts';
import { metaFile } from '../../shared/search-paths.ts';
import { fetchEarly, indexFileUrl } from './early-fetch.ts';
import { searchVersion } from './search-version.ts';
import { EARLY_KEYS_GLOBAL, type EarlyKeys } from '../../shared/early-keys.ts';

type ModalModule = typeof import('./modal.ts');

let modal: Promise<ModalModule> | undefined;
let loaded: ModalModule | undefined;

function loadModal(): Promise<ModalModule> {
  modal ??= import('./modal.ts').then(
    (m) => (loaded = m),
    (error: unknown) => {
      modal = undefined; // let a later attempt retry
      throw error;
    },
  );
  return modal;
}

/** The selected text, one line, cut to the input limit (spec: 64). */
function selectedText(): string {
  return (window.getSelection?.()?.toString() ?? '').replace(/\s+/g, ' ').trim().slice(0, config.search.inputLimit);
}

/**
 * What the visitor types between opening search and the moment the modal's input has focus;
 * null when nothing is loading. Without it, "redis" typed right after Ctrl+K arrives as "edis".
 */
let pending: string | null = null;
/** Enter pressed while search loads: the first result opens once results arrive. */
let pendingEnter = false;
/** A light stand-in for the modal, shown at once while the modal's code loads. */
let shell: HTMLElement | null = null;

function showShell(): void {
  if (shell) return;
  shell = document.createElement('div');
  shell.className = 'docsgen-search-shell';
  shell.setAttribute('role', 'dialog');
  shell.setAttribute('aria-label', 'Search');
  shell.style.cssText = 'position:fixed;inset:0;z-index:300;background:rgba(101,108,133,.6);';
  const box = document.createElement('div');
  box.style.cssText =
    'box-sizing:border-box;max-width:560px;margin:60px auto 0;padding:12px 16px;border-radius:6px;' +
    'background:var(--bg,#fff);color:var(--fg,#1c1e21);font:inherit;box-shadow:0 8px 24px rgba(0,0,0,.25);';
  const query = document.createElement('div');
  query.className = 'docsgen-search-shell-query';
  query.style.cssText =
    'min-height:1.5em;font-size:1.1em;border-bottom:2px solid var(--primary,#3578e5);padding:4px 0;white-space:pre;overflow:hidden;';
  const status = document.createElement('div');
  status.className = 'docsgen-search-shell-status';
  status.style.cssText = 'padding-top:8px;opacity:.75;';
  status.textContent = 'Loading search…';
  box.append(query, status);
  shell.append(box);
  document.body.append(shell);
  updateShell();
}

function updateShell(): void {
  const query = shell?.querySelector('.docsgen-search-shell-query');
  if (query) query.textContent = pending || config.search.placeholder;
}

function hideShell(): void {
  shell?.remove();
  shell = null;
}

/** Keeps keys typed while search loads; Escape gives up opening it. */
function onTypeWhileLoading(event: KeyboardEvent): void {
  if (pending === null || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
  if (document.activeElement?.classList.contains('DocSearch-Input')) return;
  if (event.key === 'Escape') {
    pending = null;
    pendingEnter = false;
    hideShell();
  } else if (event.key === 'Enter') pendingEnter = true;
  else if (event.key === 'Backspace') pending = pending.slice(0, -1);
  else if (event.key.length === 1) {
    pending = (pending + event.key).slice(0, config.search.inputLimit);
    pendingEnter = false; // Enter then more typing: the Enter was for an earlier query
  } else return;
  event.preventDefault();
  event.stopImmediatePropagation();
  updateShell();
}

document.addEventListener('keydown', onTypeWhileLoading, true);

/** Frames to wait for the modal's input to take focus before handing over what was typed. */
const HANDOVER_FRAMES = 120;

/**
 * Starts downloading what every query of the local index needs first (its meta file), beside
 * the modal's code rather than after it.
 */
function startIndexDownload(): void {
  if (config.search.algolia) return;
  fetchEarly(indexFileUrl(config.baseUrl, searchVersion(), metaFile));
}

function openModal(query: string): void {
  if (pending !== null) return;
  pending = query;
  pendingEnter = false;
  startIndexDownload();
  if (!loaded) showShell();
  loadModal().then(
    (m) => {
      if (pending === null) return; // Escape while loading
      const opened = pending;
      m.openSearch(opened);
      let frames = 0;
      const handOver = () => {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
        if ((!input || document.activeElement !== input) && frames++ < HANDOVER_FRAMES && m.isSearchOpen()) {
          requestAnimationFrame(handOver);
          return;
        }
        const typed = pending;
        const enter = pendingEnter;
        pending = null;
        pendingEnter = false;
        hideShell();
        if (input && typed !== null && typed !== opened) m.setQuery(typed);
        if (input && enter) m.enterWhenReady();
      };
      handOver();
    },
    () => {
      const typed = pending ?? query;
      pending = null;
      hideShell();
      window.location.assign(
        `${config.baseUrl.replace(/\/?$/, '/')}search${typed ? `?q=${encodeURIComponent(typed)}` : ''}`,
      );
    },
  );
}

function warmUp(): void {
  startIndexDownload();
  loadModal().then(
    (m) => m.preloadSearch(),
    () => {},
  );
}

/** Typing into a field is never a shortcut; a focused button or link does not count. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

function onShortcut(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  const commandK =
    event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
  if (!commandK && !slash) return;
  if (loaded?.isSearchOpen()) {
    // Ctrl/Cmd+K toggles; "/" is just a character in the search box.
    if (commandK) {
      event.preventDefault();
      loaded.closeSearch();
    }
    return;
  }
  if (slash && isEditing(event.composedPath()[0] ?? event.target)) return;
  event.preventDefault();
  openModal(selectedText());
}

document.addEventListener('keydown', onShortcut);

/** The shortcut pressed before this script ran (see head-scripts.ts): search opens now, with what was typed after it. */
function takeEarlyKeys(): void {
  const early = (window as unknown as Record<string, EarlyKeys | undefined>)[EARLY_KEYS_GLOBAL];
  if (!early || early.done) return;
  early.done = true;
  if (early.q === null) return;
  openModal(early.q || selectedText());
  if (early.enter && early.q) pendingEnter = true;
}

takeEarlyKeys();

registerIsland('search', (button) => {
  // Only now can the shortcuts work (the pill shows its keys only with JavaScript, see islands.css).
  button.setAttribute('aria-keyshortcuts', 'Control+k Meta+k /');
  let selection = '';
  const warm = () => warmUp();
  button.addEventListener('pointerenter', warm, { once: true });
  button.addEventListener('focus', warm, { once: true });
  button.addEventListener('touchstart', warm, { once: true, passive: true });
  // Read the selection before the click collapses it.
  button.addEventListener('pointerdown', () => (selection = selectedText()));
  button.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openModal(selection || selectedText());
    selection = '';
  });
  if (/Mac|iPhone|iPad/.test(navigator.platform)) {
    const mod = button.querySelector('.key-mod');
    if (mod) mod.textContent = '⌘';
  }
});

registerIsland('search-page', (root) => {
  // The search page's code ships in the modal's chunk: one file, no second round trip on Ctrl+K.
  loadModal().then(
    (m) => m.startSearchPage(root),
    () => {
      const status = root.querySelector('.search-page-status');
      if (status) status.textContent = 'The search could not be loaded. Reload the page to try again.';
    },
  );
});
