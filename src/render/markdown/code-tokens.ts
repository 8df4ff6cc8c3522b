import type { Grammar, ThemeRegistrationResolved } from 'shiki';
import { INITIAL, Theme, type StateStack } from 'shiki/textmate';
import { escapeHtmlText } from '../../shared/html-escape.ts';

/**
 * Highlighted code as HTML with one tokenization for both colour themes, and token colours as
 * classes instead of inline styles.
 *
 * shiki's own `codeToHtml` with a light and a dark theme runs the TextMate grammar once per theme
 * (the theme is baked into the binary token metadata), and writes
 * `style="--shiki-light:#…;--shiki-dark:#…"` on every token (~55 bytes). Here the grammar runs
 * once and yields each token's scope list; each theme's colour for that list is resolved with
 * vscode-textmate's own `Theme` matcher, merged the way the tokenizer merges scope attributes
 * (a scope without a foreground keeps its parent's), so the colours are the ones shiki gives.
 * A token carries `l<n>` / `d<n>` classes, indices into each theme's colour table (`c<n>` when
 * both are `n`); `tokenCss`
 * writes the small stylesheet that maps them to colours (`--tok-light` / `--tok-dark`, which
 * markdown.css reads for the colour mode in use). A colour equal to the theme's default gets no
 * class, and a token with neither is plain text.
 *
 * Font styles (italic, bold) are not emitted: the site's CSS never showed them, and the output
 * must look the same as before.
 */

/** One colour theme as the markup and the stylesheet need it, whichever engine tokenized the code. */
export interface ThemeColors {
  name: string;
  fg: string;
  bg: string;
  /** Colour by colour id: a token's class `l<id>` / `d<id>` indexes this table. */
  colors: string[];
  /** The id of the theme's default foreground: tokens of that colour get no class. */
  defaultColorId: number;
}

/** The light and dark themes' colour tables. */
export interface CodePalette {
  light: ThemeColors;
  /** Absent when both modes use the same theme: the light classes then colour both. */
  dark?: ThemeColors;
}

interface PaletteTheme extends ThemeColors {
  matcher: Theme;
}

export interface TokenPalette extends CodePalette {
  light: PaletteTheme;
  dark?: PaletteTheme;
  /** Classes by scope list (joined with spaces): most tokens repeat a few scope lists. */
  classCache: Map<string, string>;
}

function paletteTheme(theme: ThemeRegistrationResolved): PaletteTheme {
  // The same raw theme shiki hands to vscode-textmate, so the colour ids and matches are shiki's.
  const matcher = Theme.createFromRawTheme(theme as never);
  const replacements = theme.colorReplacements ?? {};
  const colors = matcher.getColorMap().map((c) => replacements[c.toLowerCase()] ?? replacements[c] ?? c);
  return {
    name: theme.name,
    fg: theme.fg,
    bg: theme.bg,
    matcher,
    colors,
    defaultColorId: matcher.getDefaults().foregroundId,
  };
}

export function createTokenPalette(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved | undefined,
): TokenPalette {
  return {
    light: paletteTheme(light),
    ...(dark && dark.name !== light.name ? { dark: paletteTheme(dark) } : {}),
    classCache: new Map(),
  };
}

/** vscode-textmate's scope path (the matcher reads `scopeName` and `parent` only). */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** The foreground colour id a theme gives a token with these scopes, as the tokenizer computes it. */
function colorId(theme: PaletteTheme, scopes: readonly string[]): number {
  let id = theme.defaultColorId;
  let path: ScopePath | null = null;
  for (const scope of scopes) {
    path = { parent: path, scopeName: scope };
    const style = theme.matcher.match(path as never);
    if (style && style.foregroundId !== 0) id = style.foregroundId;
  }
  return id;
}

function classesFor(palette: TokenPalette, scopes: readonly string[]): string {
  return tokenClasses(palette, scopes, colorId);
}

/**
 * The `l<n> d<n>` (or `c<n>`) classes of a token whose scopes (shiki) or nested types (Prism) are `chain`,
 * cached per chain: a block repeats a few. A theme's default colour gets no class.
 */
export function tokenClasses<T extends { defaultColorId: number }>(
  palette: { light: T; dark?: T; classCache: Map<string, string> },
  chain: readonly string[],
  colorOf: (theme: T, chain: readonly string[]) => number,
): string {
  const key = chain.join(' ');
  let classes = palette.classCache.get(key);
  if (classes === undefined) {
    const out: string[] = [];
    const l = colorOf(palette.light, chain);
    if (l !== palette.light.defaultColorId) out.push(`l${l}`);
    if (palette.dark) {
      const d = colorOf(palette.dark, chain);
      // The same id in both tables is one class (`c<n>`): half the bytes of `l<n> d<n>`.
      if (d !== palette.dark.defaultColorId) {
        if (d === l && out.length) out[0] = `c${d}`;
        else out.push(`d${d}`);
      }
    }
    classes = out.join(' ');
    palette.classCache.set(key, classes);
  }
  return classes;
}

export interface HighlightOptions {
  /** Extra classes per line, 1-based. */
  lineClasses: ReadonlyMap<number, readonly string[]>;
  lineNumbers: boolean;
}

/** The `<pre>` of a block; `grammar` undefined means plain text (no tokens, the default colour). */
export function highlightToHtml(
  grammar: Grammar | undefined,
  code: string,
  palette: TokenPalette,
  options: HighlightOptions,
): string {
  const lines = code.split(/\r?\n/);
  const out: string[] = [];
  let state: StateStack = INITIAL;
  for (const text of lines) {
    let html = '';
    // Like shiki, an empty line is not tokenized and leaves the grammar's state as it was.
    if (text !== '') {
      if (grammar) {
        // No time limit: a block must come out the same on a busy machine (and in the store).
        const result = grammar.tokenizeLine(text, state, 0);
        state = result.ruleStack;
        const runs = new TokenRuns();
        for (const token of result.tokens)
          runs.add(text.slice(token.startIndex, Math.min(token.endIndex, text.length)), () =>
            classesFor(palette, token.scopes),
          );
        html = runs.finish();
      } else html = escapeHtmlText(text);
    }
    out.push(html);
  }
  return preHtml(out, options);
}

/**
 * The `<pre>` around a block's lines (HTML of each line's tokens), the same for every engine.
 * A block with highlighted or marked lines, or line numbers, has one `<span class="line">` per
 * line with its extra classes; a plain block needs no line elements (the line padding is the
 * `<code>`'s, markdown.css), ~24 bytes a line. The themes' default colours are the same on every
 * block, so `tokenCss` sets them once for `.shiki-themes` in the stylesheet instead of a `style`
 * on each `<pre>` (~200 bytes a block).
 */
export function preHtml(lines: readonly string[], options: HighlightOptions): string {
  const open = `<pre class="shiki shiki-themes${options.lineNumbers ? ' line-numbers' : ''}" tabindex="0"><code>`;
  if (!options.lineNumbers && options.lineClasses.size === 0) {
    // A browser draws no line after a final newline in a <pre>: a block ending in a blank line
    // (CommonMark keeps it) needs one more newline to show it.
    const blankLast = lines.length > 1 && lines[lines.length - 1] === '';
    return `${open}${lines.join('\n')}${blankLast ? '\n' : ''}</code></pre>`;
  }
  const out = lines.map((html, i) => {
    const extra = options.lineClasses.get(i + 1);
    return `<span class="line${extra?.length ? ` ${extra.join(' ')}` : ''}">${html}</span>`;
  });
  return `${open}${out.join('\n')}</code></pre>`;
}

const WHITESPACE_ONLY = /^\s+$/;

/**
 * One line's tokens as HTML: neighbours of the same classes share a span, and whitespace takes
 * the classes of the token after it (as shiki merges it), so it never splits a run.
 */
export class TokenRuns {
  private html = '';
  private runClasses: string | undefined;
  private run = '';
  private pendingSpace = '';

  /** `classes` is asked only for text that is not whitespace. */
  add(content: string, classes: () => string): void {
    if (!content) return;
    if (WHITESPACE_ONLY.test(content)) {
      this.pendingSpace += content;
      return;
    }
    this.append(content, classes());
  }

  /** `add` with the classes at hand (a cache lookup costs less than the closure that defers it). */
  addWithClasses(content: string, classes: string): void {
    if (!content) return;
    if (WHITESPACE_ONLY.test(content)) {
      this.pendingSpace += content;
      return;
    }
    this.append(content, classes);
  }

  private append(content: string, wanted: string): void {
    if (wanted !== this.runClasses) {
      this.flush();
      this.runClasses = wanted;
    }
    this.run += this.pendingSpace + content;
    this.pendingSpace = '';
  }

  finish(): string {
    // Trailing whitespace joins the last run.
    this.run += this.pendingSpace;
    this.pendingSpace = '';
    this.flush();
    const html = this.html;
    this.html = '';
    this.runClasses = undefined;
    return html;
  }

  private flush(): void {
    if (!this.run) return;
    this.html += this.runClasses
      ? `<span class="${this.runClasses}">${escapeHtmlText(this.run)}</span>`
      : escapeHtmlText(this.run);
    this.run = '';
  }
}

/**
 * The stylesheet for the token classes: each class sets the colour variable of its mode, which
 * markdown.css applies (`.shiki span { color: var(--tok-light, …) }`). With one theme for both
 * modes, a light class sets both variables.
 */
export function tokenCss(palette: CodePalette): string {
  const rules: string[] = [];
  const { light, dark } = palette;
  light.colors.forEach((color, id) => {
    if (id === 0 || id === light.defaultColorId) return;
    rules.push(
      dark ? `.shiki .l${id}{--tok-light:${color}}` : `.shiki .l${id}{--tok-light:${color};--tok-dark:${color}}`,
    );
  });
  dark?.colors.forEach((color, id) => {
    if (id === 0 || id === dark.defaultColorId) return;
    rules.push(`.shiki .d${id}{--tok-dark:${color}}`);
    // A token whose colour has the same id in both tables (see tokenClasses).
    const lightColor = light.colors[id];
    if (lightColor !== undefined && id !== light.defaultColorId)
      rules.push(`.shiki .c${id}{--tok-light:${lightColor};--tok-dark:${color}}`);
  });
  // The blocks' default colours (markdown.css reads them), also the frame of code left
  // unhighlighted (@theme/CodeBlock in a hydrated component).
  const defaults = dark
    ? `--shiki-light:${light.fg};--shiki-dark:${dark.fg};--shiki-light-bg:${light.bg};--shiki-dark-bg:${dark.bg}`
    : `--shiki-light:${light.fg};--shiki-light-bg:${light.bg}`;
  return `/* Code token colours: ${light.name}${dark ? ` / ${dark.name}` : ''} */\n.shiki-themes{${defaults}}\n${rules.join('\n')}\n`;
}
