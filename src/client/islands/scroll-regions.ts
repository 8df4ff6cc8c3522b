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

function refresh(): void {
  document.querySelectorAll<HTMLElement>(SELECTOR).forEach((table) => {
    const overflows = table.scrollWidth > table.clientWidth + 1;
    if (overflows && !table.hasAttribute('tabindex')) {
      table.tabIndex = 0;
      table.setAttribute(MARK, '');
      // A div may carry a name only with a role; a table has its own.
      if (table.tagName !== 'TABLE' && !table.hasAttribute('role')) table.setAttribute('role', 'region');
      if (!table.hasAttribute('aria-label') && !table.querySelector('caption')) table.setAttribute('aria-label', NAME);
    } else if (!overflows && table.hasAttribute(MARK)) {
      table.removeAttribute('tabindex');
      table.removeAttribute(MARK);
      if (table.getAttribute('aria-label') === NAME) table.removeAttribute('aria-label');
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
