import {
  countBySeverity,
  formatDiagnostic,
  internalError,
  rootCause,
  type Diagnostic,
  type DiagnosticCode,
} from '../shared/diagnostics.ts';

/**
 * Every diagnostic, warnings first and errors last (so they stay on screen),
 * each group sorted by file and position, then a count line. Pure, so tests
 * can pin the exact text a maintainer reads.
 */
export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const { errors, warnings } = countBySeverity(diagnostics);
  if (!errors && !warnings) return '';
  const byPlace = (a: Diagnostic, b: Diagnostic) =>
    a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
  const group = (title: string, list: Diagnostic[]) =>
    list.length
      ? `${title}:\n${mergeRepeats([...list].sort(byPlace))
          .map(formatDiagnostic)
          .join('\n')}\n\n`
      : '';
  return (
    group(
      'Warnings',
      diagnostics.filter((d) => d.severity === 'warning'),
    ) +
    group(
      'Errors',
      diagnostics.filter((d) => d.severity === 'error'),
    ) +
    `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`
  );
}

/** How many of a repeated problem's other files (or places) are named. */
const NAMED_REPEATS = 3;
/** A problem with the same words at more places than this (an unknown language in every block of a site) is one entry. */
const PLACED_REPEATS = 5;

/**
 * A problem with the same words and no line in many files (a site component that fails to compile,
 * reported by every page that loads it) is one entry naming how many files have it; so is one with the
 * same words at more than PLACED_REPEATS places (shown at its first, with that place's excerpt), so that
 * hundreds of copies do not bury the rest. The count line still counts each.
 */
function mergeRepeats(sorted: readonly Diagnostic[]): Diagnostic[] {
  const placedKey = (d: Diagnostic) => `${d.code}\0${d.message}`;
  const places = new Map<string, number>();
  for (const d of sorted) if (d.line) places.set(placedKey(d), (places.get(placedKey(d)) ?? 0) + 1);
  const groups = new Map<string, Diagnostic[]>();
  sorted.forEach((d, i) => {
    const key = !d.line
      ? `${d.code}\0${d.message}\0${d.hint ?? ''}`
      : places.get(placedKey(d))! > PLACED_REPEATS
        ? `@${placedKey(d)}`
        : `#${i}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  });
  return [...groups.values()].map(([first, ...rest]) => {
    if (!rest.length) return first!;
    return first!.line ? mergedPlaces(first!, rest) : mergedFiles(first!, rest);
  });
}

function mergedFiles(first: Diagnostic, rest: readonly Diagnostic[]): Diagnostic {
  const named = rest
    .slice(0, NAMED_REPEATS)
    .map((d) => d.file)
    .join(', ');
  return {
    ...first,
    file: `${first.file} and ${rest.length} other file${rest.length === 1 ? '' : 's'} (${named}${rest.length > NAMED_REPEATS ? ', …' : ''})`,
  };
}

function mergedPlaces(first: Diagnostic, rest: readonly Diagnostic[]): Diagnostic {
  const files = new Set([first, ...rest].map((d) => d.file)).size;
  const named = rest
    .slice(0, NAMED_REPEATS)
    .map((d) => `${d.file}:${d.line}`)
    .join(', ');
  const at = first.column ? `${first.file}:${first.line}:${first.column}` : `${first.file}:${first.line}`;
  return {
    ...first,
    file: `${at} and ${rest.length} other places in ${files} file${files === 1 ? '' : 's'} (${named}, …)`,
    line: undefined,
    column: undefined,
  };
}

/** Prints {@link formatDiagnostics} to stderr. */
export function printDiagnostics(
  diagnostics: readonly Diagnostic[],
  write: (s: string) => void = (s) => process.stderr.write(s),
): void {
  const text = formatDiagnostics(diagnostics);
  if (text) write(text);
}

/**
 * Prints one error found by a command itself (a bad option, a missing folder) in the same
 * shape as build diagnostics, and returns the exit code. `where` is what the problem is
 * about: a file, an option as typed, an address.
 */
export function failWith(
  code: DiagnosticCode,
  where: string,
  message: string,
  hint?: string,
  write?: (s: string) => void,
): 1 {
  printDiagnostics([{ severity: 'error', code, file: where, message, hint }], write);
  return 1;
}

/** The report of a failure no diagnostic covers; with --debug, the stack of its root cause. */
export function formatUnexpected(error: unknown, debug: boolean): string {
  const root = rootCause(error);
  const stack = debug && root instanceof Error && root.stack ? `${root.stack}\n` : '';
  return formatDiagnostics([internalError(error)]) + stack;
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
