/**
 * Wide tables scroll sideways inside the content column (styles.css gives
 * them `overflow-x: auto`). A keyboard user can scroll one only if it can take
 * focus, so a table that overflows gets `tabindex="0"` and a name for screen
 * readers; one that fits stays out of the Tab order. Checked again when the
 * window is resized and after every client-side page change.
 */
const SELECTOR = '.markdown table, .envconfig .table-wrapper';
const NAME = 'Table, scrolls sideways';
/** Set by this module, so a tabindex written by the author is never taken away. */
const MARK = 'data-scroll-focus';

/** Marks an aria-label this module wrote, so it is renamed or removed, never an author's. */
const NAMED = 'data-scroll-name';

function refresh(): void {
  const tables = [...document.querySelectorAll<HTMLElement>(SELECTOR)];
  const overflowing = tables.filter((t) => t.scrollWidth > t.clientWidth + 1);
  tables.forEach((table) => {
    const index = overflowing.indexOf(table);
    if (index >= 0 && (!table.hasAttribute('tabindex') || table.hasAttribute(MARK))) {
      table.tabIndex = 0;
      table.setAttribute(MARK, '');
      // A div may carry a name only with a role; a table has its own.
      if (table.tagName !== 'TABLE' && !table.hasAttribute('role')) table.setAttribute('role', 'region');
      // Two regions of one page may not share a name (axe landmark-unique), so each is numbered.
      const name = overflowing.length > 1 ? `Table ${index + 1} of ${overflowing.length}, scrolls sideways` : NAME;
      if (table.hasAttribute(NAMED) || (!table.hasAttribute('aria-label') && !table.querySelector('caption'))) {
        table.setAttribute('aria-label', name);
        table.setAttribute(NAMED, '');
      }
    } else if (index < 0 && table.hasAttribute(MARK)) {
      table.removeAttribute('tabindex');
      table.removeAttribute(MARK);
      if (table.hasAttribute(NAMED)) table.removeAttribute('aria-label');
      table.removeAttribute(NAMED);
      if (table.tagName !== 'TABLE' && table.getAttribute('role') === 'region') table.removeAttribute('role');
    }
  });
}

export function startScrollRegions(): void {
  let frame = 0;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), refresh()));
  };
  refresh();
  window.addEventListener('resize', schedule, { passive: true });
  document.addEventListener('docsgen:navigated', schedule);
}
