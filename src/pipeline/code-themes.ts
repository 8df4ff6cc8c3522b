import { bundledThemes } from 'shiki';
import { prismThemeNames, prismTheme } from '../render/markdown/prism-themes.ts';
import type { CodeThemes } from '../render/markdown/highlighter.ts';
import { resolvePrismLanguages } from '../render/markdown/prism-site-languages.ts';
import { suggest, type Diagnostic } from '../shared/diagnostics.ts';

/** The code themes docsgen can load for an engine (shiki's bundled themes, or docsgen's Prism themes), sorted. */
function codeThemeNames(engine: 'shiki' | 'prism' = 'shiki'): string[] {
  return engine === 'prism' ? prismThemeNames() : Object.keys(bundledThemes).sort();
}

/**
 * The engine of a config that names none: Prism, as Docusaurus highlights (a language loads in
 * milliseconds, not the hundreds TextMate grammars take), unless a theme is one only shiki has:
 * a config written for shiki's themes keeps shiki rather than failing.
 */
export function defaultCodeEngine(codeBlocks: { lightTheme: string; darkTheme: string }): 'shiki' | 'prism' {
  return prismTheme(codeBlocks.lightTheme) && prismTheme(codeBlocks.darkTheme) ? 'prism' : 'shiki';
}

/**
 * `codeBlocks.lightTheme`/`darkTheme` naming no bundled theme: reported against the config key
 * before any page is rendered. It used to surface as an error inside the highlighter of every
 * render worker, labelled as a docsgen bug.
 */
export function unknownCodeThemes(
  codeBlocks: { engine?: 'shiki' | 'prism'; lightTheme: string; darkTheme: string },
  file: string,
  lineOf: (key: string[]) => number | undefined,
): Diagnostic[] {
  const engine = codeBlocks.engine ?? 'shiki';
  const known = codeThemeNames(engine);
  const out: Diagnostic[] = [];
  for (const key of ['lightTheme', 'darkTheme'] as const) {
    const name = codeBlocks[key];
    // Prism themes also answer to their prism-react-renderer names (`github`, `vsDark`, …).
    if (engine === 'prism' ? prismTheme(name) : known.includes(name)) continue;
    const close = suggest(name, known);
    out.push({
      severity: 'error',
      code: 'unknown-code-theme',
      file,
      line: lineOf(['codeBlocks', key]),
      message: `codeBlocks.${key}: "${name}" is not a code theme docsgen knows${engine === 'prism' ? ' for the Prism engine' : ''}.`,
      hint: `${close ? `Did you mean "${close}"? ` : ''}Known themes: ${known.join(', ')}.`,
    });
  }
  return out;
}

/** The code themes and engine the highlighter uses; the stylesheet gets their token colours. */
export function codeThemes(config: {
  root: string;
  site: {
    codeBlocks: { engine: 'shiki' | 'prism'; lightTheme: string; darkTheme: string; prismLanguages?: string[] };
  };
}): CodeThemes {
  const { engine, lightTheme, darkTheme, prismLanguages = [] } = config.site.codeBlocks;
  const themes: CodeThemes = { engine, light: lightTheme, dark: darkTheme };
  if (engine === 'prism' && prismLanguages.length)
    themes.prismLanguages = resolvePrismLanguages(prismLanguages, config.root);
  return themes;
}
