/** A problem found while building, always tied to a place a user can open. */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Stable kebab-case rule id, e.g. `broken-link`. */
  code: string;
  /** Path relative to the project root, or '' for project-wide problems. */
  file: string;
  line?: number;
  column?: number;
  message: string;
  /** What to do about it (e.g. a "did you mean" suggestion). */
  hint?: string;
}

/** Renders one diagnostic the way STYLE.md asks: location, code, what happened, what to do. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}` : 'site';
  const head = `${d.severity === 'error' ? 'error' : 'warn'} ${d.code}  ${where}`;
  const body = [`  ${d.message}`];
  if (d.hint) body.push(`  ${d.hint}`);
  return [head, ...body].join('\n');
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

/** Levenshtein distance, for "did you mean" hints. Small inputs only. */
export function editDistance(a: string, b: string): number {
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
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
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
