/**
 * The only search code in the main bundle: the navbar button and the keyboard
 * shortcuts. DocSearch, React and the index load on first use (hover, focus
 * or click of the button, or a shortcut); the button stays a plain link to
 * /search when JavaScript or the modal chunk is unavailable.
 */
import { config } from '../config.ts';
import { registerIsland } from '../islands/registry.ts';

type ModalModule = typeof import('./modal.tsx');

let modal: Promise<ModalModule> | undefined;
let loaded: ModalModule | undefined;

function loadModal(): Promise<ModalModule> {
  modal ??= import('./modal.tsx').then(
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

function openModal(query: string): void {
  loadModal().then(
    (m) => m.openSearch(query),
    () => window.location.assign(`${config.baseUrl.replace(/\/?$/, '/')}search${query ? `?q=${encodeURIComponent(query)}` : ''}`),
  );
}

function warmUp(): void {
  loadModal().then(
    (m) => m.preloadSearch(),
    () => {},
  );
}

/** Typing into a field is never a shortcut; a focused button or link does not count. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

function onShortcut(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  const commandK = event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
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

registerIsland('search', (button) => {
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
  import('./search-page.ts').then(
    (m) => m.startSearchPage(root),
    () => {
      const status = root.querySelector('.search-page-status');
      if (status) status.textContent = 'The search could not be loaded. Reload the page to try again.';
    },
  );
});
