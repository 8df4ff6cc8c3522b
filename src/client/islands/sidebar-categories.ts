/**
 * Collapsible sidebar categories are native <details>, so they open and close
 * without JavaScript. This island remembers what the visitor opened or closed,
 * by category folder, and applies it to the sidebar of the next page after a
 * client-side navigation. The current page's trail always stays open.
 *
 * A big closed category comes without its children (`data-lazy`: only a link to
 * its first page, for visitors without JavaScript). On first open the island
 * fetches the sidebar's shared children file (`data-children-src` on the nav:
 * one file per sidebar, content-hashed, so the browser keeps it) and fills them in.
 * A very long open list shows only the page's neighbourhood between "N more pages" links
 * (`data-more-of`); a click on one fills the whole list in from the same file.
 */
import { registerIsland } from './registry.ts';

/** Category folder → open; lives as long as the page's script (across client-side navigation). */
const chosen = new Map<string, boolean>();

/** Children file URL → category folder → children HTML. Once loaded, later pages fill in without waiting. */
const loaded = new Map<string, Record<string, string>>();
const loading = new Map<string, Promise<Record<string, string> | undefined>>();

registerIsland('sidebar-categories', (nav) => {
  const src = nav.dataset.childrenSrc;
  applyChoices(nav, src);
  // 'toggle' does not bubble; listen in the capture phase on the nav.
  nav.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLElement;
      if (!(details instanceof HTMLDetailsElement) || !details.dataset.category) return;
      chosen.set(details.dataset.category, details.open);
      if (details.open && src && details.dataset.lazy !== undefined) void fillLazy(details, src);
    },
    true,
  );
  if (src) nav.addEventListener('click', (event) => void showAll(event, src));
});

/** Replaces a windowed list with all its entries; the link navigates if the file cannot be had. */
async function showAll(event: MouseEvent, src: string): Promise<void> {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-more-of]');
  const list = link?.closest('ul');
  if (!link || !list || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  const children = loaded.get(src) ?? (await load(src));
  const html = children?.[link.dataset.moreOf!];
  if (html === undefined) {
    location.href = link.href;
    return;
  }
  const template = document.createElement('template');
  template.innerHTML = html;
  // A page may be open at its URL with or without the final slash.
  const pathOf = (a: Element) => new URL(a.getAttribute('href')!, location.href).pathname.replace(/\/+$/, '');
  const current = location.pathname.replace(/\/+$/, '');
  for (const a of template.content.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (pathOf(a) !== current) continue;
    a.classList.add('active');
    a.setAttribute('aria-current', 'page');
    for (let d = a.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
  }
  // Focus stays where the visitor was: on the first entry the clicked link stood for.
  const wanted = pathOf(link);
  const next = [...template.content.querySelectorAll<HTMLAnchorElement>('a[href]')].find((a) => pathOf(a) === wanted);
  list.replaceWith(template.content);
  next?.focus();
}

/** Opens or closes the categories the visitor chose, filling lazy ones in first when their file is already here. */
function applyChoices(root: HTMLElement, src: string | undefined): void {
  for (const details of root.querySelectorAll<HTMLDetailsElement>('details[data-category]')) {
    const choice = chosen.get(details.dataset.category!);
    const onTrail = details.querySelector('[aria-current="page"]') !== null;
    if (choice === undefined || onTrail) continue;
    const children = src ? loaded.get(src) : undefined;
    if (choice && children && details.dataset.lazy !== undefined) fill(details, children, src!);
    details.open = choice;
  }
}

async function fillLazy(details: HTMLDetailsElement, src: string): Promise<void> {
  const children = loaded.get(src) ?? (await load(src));
  // Still lazy: another toggle may have filled it while the file was on its way.
  if (children && details.dataset.lazy !== undefined) fill(details, children, src);
}

function fill(details: HTMLDetailsElement, children: Record<string, string>, src: string): void {
  const html = children[details.dataset.category!];
  const list = details.querySelector(':scope > ul');
  if (html === undefined || !list) return;
  const template = document.createElement('template');
  template.innerHTML = html;
  list.replaceWith(template.content);
  delete details.dataset.lazy;
  // Nested categories inside follow the visitor's earlier choices too.
  const holder = details.querySelector<HTMLElement>(':scope > ul');
  if (holder) applyChoices(holder, src);
}

function load(src: string): Promise<Record<string, string> | undefined> {
  let pending = loading.get(src);
  if (!pending) {
    pending = fetch(src)
      .then((response) =>
        response.ok
          ? (response.json() as Promise<Record<string, string>>)
          : Promise.reject(new Error(`${response.status} ${src}`)),
      )
      .then(
        (children) => {
          loaded.set(src, children);
          return children;
        },
        (error: unknown) => {
          // The first-page link stays in place; the next open tries again.
          loading.delete(src);
          console.warn("The sidebar could not load a category's pages.", error);
          return undefined;
        },
      );
    loading.set(src, pending);
  }
  return pending;
}
