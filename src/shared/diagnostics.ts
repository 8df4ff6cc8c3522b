import type { DiagnosticCode } from './diagnostic-catalogue.ts';

export {
  DIAGNOSTICS,
  isDiagnosticCode,
  pluginCode,
  type DiagnosticCode,
  type PluginCode,
} from './diagnostic-catalogue.ts';

/** A problem found while building, always tied to a place a user can open. */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Stable kebab-case rule id from the catalogue, e.g. `broken-link`. */
  code: DiagnosticCode;
  /** Path relative to the project root, or '' for project-wide problems. */
  file: string;
  line?: number;
  column?: number;
  message: string;
  /** What to do about it (e.g. a "did you mean" suggestion). */
  hint?: string;
}

/**
 * Renders one diagnostic as `path:line:column  code  message`, with what to do
 * (e.g. a "did you mean" suggestion) on an indented line below. The location
 * comes first so terminals and editors can open it.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const head = `${formatLocation(d)}  ${d.code}  ${d.message}`;
  return d.hint ? `${head}\n  ${d.hint}` : head;
}

/** `content/v3/intro.md:12:5`, `site.config.ts`, or `(site)` for project-wide problems. */
function formatLocation(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (!d.file) return '(site)';
  if (!d.line) return d.file;
  return d.column ? `${d.file}:${d.line}:${d.column}` : `${d.file}:${d.line}`;
}

export function countBySeverity(list: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of list) d.severity === 'error' ? errors++ : warnings++;
  return { errors, warnings };
}

/** Thrown for user mistakes that stop a stage; carries diagnostics instead of a stack trace. */
export class BuildError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'BuildError';
  }
}

/**
 * A failure no diagnostic covers, as a diagnostic: the underlying message (which names the file
 * being processed when a stage wrapped it). A system error (disk full, no permission) is the
 * machine's, not a bug, so only other errors ask for a report.
 */
export function internalError(error: unknown, doing?: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  const code = (rootCause(error) as { code?: unknown } | undefined)?.code;
  const system = typeof code === 'string' && /^E[A-Z]+$/.test(code);
  return {
    severity: 'error',
    code: system ? 'system' : 'internal',
    file: '',
    message: doing ? `${doing}: ${message}` : message,
    hint: system
      ? `The system refused an operation (${code}); check free space and permissions of the paths named above.`
      : 'This looks like a bug in docsgen. Run again with --debug for the stack trace and report it.',
  };
}

/** The error at the end of a chain of `cause`s (bounded: a cycle of causes ends the walk). */
export function rootCause(error: unknown): unknown {
  let current = error;
  for (let i = 0; i < 10 && current instanceof Error && current.cause !== undefined; i++) current = current.cause;
  return current;
}

/** Levenshtein distance, for "did you mean" hints. Small inputs only. */
function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** The closest candidate, if it is close enough to be a plausible typo. */
export function suggest(target: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  // A truncated path (/v3/instal) is most likely the start of the one meant.
  const prefixed = list.filter((c) => c.startsWith(target) && c !== target).sort((a, b) => a.length - b.length)[0];
  if (prefixed && target.length >= 3) return prefixed;
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of list) {
    const score = editDistance(target, c);
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  if (best === undefined) return undefined;
  // Allow roughly one typo per four characters, and prefix matches such as /v3/instal.
  const limit = Math.max(2, Math.floor(target.length / 4));
  if (bestScore <= limit || best.startsWith(target)) return best;
  return undefined;
}
