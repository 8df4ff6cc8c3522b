import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../../shared/diagnostics.ts';

/** What went wrong while init evaluated a Docusaurus config, and what it had to stand in for. */
export interface ConfigEvalFailure {
  error: unknown;
  /** The config file, absolute. */
  file: string;
  /** The evaluated bundle and its source map (written beside it), to place a thrown error in the project's own files. */
  bundle: string;
  /** Packages the config imports that were not installed, so init gave it placeholders for them. */
  placeholders: ReadonlySet<string>;
}

type EsbuildError = { errors?: { text: string; location?: { file?: string; line: number; column: number } }[] };

/**
 * The diagnostic for a config that did not evaluate. A config that throws while it runs, having
 * imported packages that are not installed, most likely branched on a placeholder's value
 * (`schema.parse(process.env)` gives no real field): say which packages, where it threw, and that
 * installing them is the way out.
 */
export function configEvalDiagnostic(f: ConfigEvalFailure, cwd: string): Diagnostic {
  const compile = (f.error as EsbuildError).errors?.[0];
  const rel = (p: string) => path.relative(cwd, p) || p;
  if (compile) {
    const where = compile.location?.file ? path.resolve(path.dirname(f.file), compile.location.file) : f.file;
    return {
      severity: 'error',
      code: 'bad-docusaurus-config',
      file: rel(where),
      line: compile.location?.line,
      message: `docusaurus.config could not be evaluated: ${compile.text}.`,
      hint: 'Fix the file so Docusaurus itself could load it, then run init again.',
    };
  }
  const text = (f.error as { message?: string })?.message ?? String(f.error);
  const thrownAt = projectFrame(f.error, f.bundle, path.dirname(f.file));
  const missing = [...f.placeholders].sort();
  const names = missing.map((m) => `"${m}"`).join(', ');
  return {
    severity: 'error',
    code: 'bad-docusaurus-config',
    file: rel(thrownAt?.file ?? f.file),
    line: thrownAt?.line,
    message:
      `docusaurus.config could not be evaluated: it threw "${text.split('\n')[0]}".` +
      (missing.length > 0
        ? ` It computes with ${names}, not installed here: init evaluates the config with a placeholder for a package ` +
          'it cannot load, so a value computed from one is not the real value.'
        : ''),
    hint:
      missing.length > 0
        ? "Run `npm install` (or your package manager's install) in the site's folder, then run init again."
        : 'Fix the file so Docusaurus itself could load it, then run init again.',
  };
}

/** The first stack frame of the error that lies in the project's own files, mapped back through the bundle's source map. */
function projectFrame(error: unknown, bundle: string, dir: string): { file: string; line: number } | undefined {
  const stack = (error as { stack?: string })?.stack;
  if (typeof stack !== 'string') return undefined;
  let map: SourceMap;
  try {
    map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as SourceMapPayload);
  } catch {
    return undefined;
  }
  // Bounded: only the frames V8 recorded (ten by default).
  for (const frame of stack.split('\n').slice(1, 40)) {
    const m = /[\s(]((?:file:\/\/)?\/[^\s()]+):(\d+):(\d+)\)?$/.exec(frame);
    if (!m || path.resolve(m[1]!.startsWith('file:') ? fileURLToPath(m[1]!) : m[1]!) !== bundle) continue;
    const entry = map.findEntry(Number(m[2]) - 1, Number(m[3]) - 1) as {
      originalSource?: string;
      originalLine?: number;
    };
    if (!entry.originalSource || entry.originalLine === undefined) continue;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(dir, entry.originalSource);
    if (source.includes(`${path.sep}node_modules${path.sep}`)) continue;
    return { file: source, line: entry.originalLine + 1 };
  }
  return undefined;
}
