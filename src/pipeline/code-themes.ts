import { bundledThemes } from 'shiki';
import { suggest, type Diagnostic } from '../shared/diagnostics.ts';

/** The code themes docsgen can load (shiki's bundled themes), sorted. */
export function codeThemeNames(): string[] {
  return Object.keys(bundledThemes).sort();
}

/**
 * `codeBlocks.lightTheme`/`darkTheme` naming no bundled theme: reported against the config key
 * before any page is rendered. It used to surface as an error inside the highlighter of every
 * render worker, labelled as a docsgen bug.
 */
export function unknownCodeThemes(codeBlocks: { lightTheme: string; darkTheme: string }, file: string, lineOf: (key: string[]) => number | undefined): Diagnostic[] {
  const known = codeThemeNames();
  const out: Diagnostic[] = [];
  for (const key of ['lightTheme', 'darkTheme'] as const) {
    const name = codeBlocks[key];
    if (known.includes(name)) continue;
    const close = suggest(name, known);
    out.push({
      severity: 'error',
      code: 'unknown-code-theme',
      file,
      line: lineOf(['codeBlocks', key]),
      message: `codeBlocks.${key}: "${name}" is not a code theme docsgen knows.`,
      hint: `${close ? `Did you mean "${close}"? ` : ''}Known themes: ${known.join(', ')}.`,
    });
  }
  return out;
}
