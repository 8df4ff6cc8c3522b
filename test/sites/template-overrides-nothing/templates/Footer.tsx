import { footerNote } from './footer-note.ts';

/** A correct override, with a helper module beside it: neither warns. */
export function Footer() {
  return <footer className="footer">{footerNote}</footer>;
}
