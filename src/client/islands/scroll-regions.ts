/**
 * Wide tables scroll sideways inside the content column (styles.css gives
 * them `overflow-x: auto`). A keyboard user can scroll one only if it can take
 * focus, so a table that overflows gets `tabindex="0"` and a name for screen
 * readers (numbered after the first, as regions on one page need names of their own); one that fits stays out of the Tab order. Checked again when the
 * window is resized and after every client-side page change.
 */
const SELECTOR = '.markdown table, .envconfig .table-wrapper';
const NAME = 'Table, scrolls sideways';
const nameOf = (n: number) => (n === 1 ? NAME : `Table ${n}, scrolls sideways`);
/** Set by this module, so a tabindex written by the author is never taken away. */
const MARK = 'data-scroll-focus';
/** On a wrapper this module named after its table's caption. */
const CAPTION_NAMED = 'data-scroll-caption-name';

/** The names this module gives: the first scrolling table's, then numbered ones, so regions stay unique. */
const OWN_NAME = /^Table(?: \d+)?, scrolls sideways$/;

function refresh(): void {
  let count = 0;
  const elements = document.querySelectorAll<HTMLElement>(SELECTOR);
  const used = new Set<string>();
  elements.forEach((e) => e.hasAttribute(CAPTION_NAMED) && used.add(e.getAttribute('aria-label') ?? ''));
  elements.forEach((table) => {
    const overflows = table.scrollWidth > table.clientWidth + 1;
    if (overflows && table.hasAttribute(MARK) && OWN_NAME.test(table.getAttribute('aria-label') ?? ''))
      table.setAttribute('aria-label', nameOf(++count));
    if (overflows && !table.hasAttribute('tabindex')) {
      table.tabIndex = 0;
      table.setAttribute(MARK, '');
      // A div may carry a name only with a role; a table has its own.
      if (table.tagName !== 'TABLE' && !table.hasAttribute('role')) table.setAttribute('role', 'region');
      const caption = table.querySelector('caption')?.textContent?.replace(/\s+/g, ' ').trim();
      // A table names itself by its caption; a wrapper region needs the caption as its own name.
      if (!table.hasAttribute('aria-label') && caption && table.tagName !== 'TABLE') {
        let label = `${caption}, scrolls sideways`;
        // Envconfig tables share one caption; regions on a page need names of their own.
        for (let n = 2; used.has(label); n++) label = `${caption} (${n}), scrolls sideways`;
        table.setAttribute('aria-label', label);
        table.setAttribute(CAPTION_NAMED, '');
        used.add(label);
      } else if (!table.hasAttribute('aria-label') && !caption) table.setAttribute('aria-label', nameOf(++count));
    } else if (!overflows && table.hasAttribute(MARK)) {
      table.removeAttribute('tabindex');
      table.removeAttribute(MARK);
      if (OWN_NAME.test(table.getAttribute('aria-label') ?? '') || table.hasAttribute(CAPTION_NAMED))
        table.removeAttribute('aria-label');
      table.removeAttribute(CAPTION_NAMED);
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
