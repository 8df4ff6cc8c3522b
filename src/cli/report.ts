import { countBySeverity, formatDiagnostic, type Diagnostic } from '../shared/diagnostics.ts';

/** Prints every diagnostic (errors last, so they stay on screen), then a count line. */
export function printDiagnostics(diagnostics: readonly Diagnostic[], write: (s: string) => void = (s) => process.stderr.write(s)): void {
  const sorted = [...diagnostics].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'warning' ? -1 : 1));
  for (const d of sorted) write(`${formatDiagnostic(d)}\n\n`);
  const { errors, warnings } = countBySeverity(diagnostics);
  if (errors || warnings) write(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

/** A progress line that rewrites itself on a terminal and stays quiet elsewhere. */
export function progressPrinter(label: string): (done: number, total: number) => void {
  const tty = process.stderr.isTTY;
  let last = 0;
  return (done, total) => {
    if (!tty) return;
    const now = Date.now();
    if (done !== total && now - last < 50) return;
    last = now;
    process.stderr.write(`\r${label} ${done}/${total}`);
    if (done === total) process.stderr.write('\n');
  };
}
