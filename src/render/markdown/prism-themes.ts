import { tokenClasses, type CodePalette, type ThemeColors } from './code-tokens.ts';

/**
 * Colour themes of the Prism engine, as data: a colour per Prism token type (the types and
 * aliases Prism's grammars emit: `keyword`, `string`, `class-name`, `attr-value`, …). They are
 * docsgen's own tables after the colour families their names say (GitHub's light and dark code
 * colours, Dracula, VS Code's Light+/Dark+, One Light/Dark), so a Docusaurus site's
 * `prism.theme: github` / `darkTheme: dracula` looks familiar after `init --from-docusaurus`.
 */
export interface PrismTheme {
  name: string;
  fg: string;
  bg: string;
  /** Colour by token type; a type missing here keeps its enclosing token's colour, or the default. */
  tokens: Readonly<Record<string, string>>;
}

/** Token types that share a colour in every table below. */
const groups = (pairs: readonly [string, string][]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [types, color] of pairs) for (const type of types.split(' ')) out[type] = color;
  return out;
};

const THEMES: readonly PrismTheme[] = [
  {
    name: 'github-light',
    fg: '#1f2328',
    bg: '#f6f8fa',
    tokens: groups([
      ['comment prolog doctype cdata', '#6e7781'],
      ['keyword atrule important operator rule', '#cf222e'],
      ['string char attr-value url regex', '#0a3069'],
      ['number boolean constant symbol property attr-name entity', '#0550ae'],
      ['function', '#8250df'],
      ['class-name builtin variable parameter', '#953800'],
      ['tag selector inserted', '#116329'],
      ['deleted', '#82071e'],
    ]),
  },
  {
    name: 'github-dark',
    fg: '#e6edf3',
    bg: '#161b22',
    tokens: groups([
      ['comment prolog doctype cdata', '#8b949e'],
      ['keyword atrule important operator rule', '#ff7b72'],
      ['string char attr-value url regex', '#a5d6ff'],
      ['number boolean constant symbol property attr-name entity', '#79c0ff'],
      ['function', '#d2a8ff'],
      ['class-name builtin variable parameter', '#ffa657'],
      ['tag selector inserted', '#7ee787'],
      ['deleted', '#ffa198'],
    ]),
  },
  {
    name: 'dracula',
    fg: '#f8f8f2',
    bg: '#282a36',
    tokens: groups([
      ['comment prolog doctype cdata', '#6272a4'],
      ['keyword atrule important operator tag rule', '#ff79c6'],
      ['string char attr-value', '#f1fa8c'],
      ['number boolean constant symbol', '#bd93f9'],
      ['function attr-name selector inserted', '#50fa7b'],
      ['class-name builtin property url', '#8be9fd'],
      ['variable parameter', '#ffb86c'],
      ['deleted regex', '#ff5555'],
    ]),
  },
  {
    name: 'light-plus',
    fg: '#000000',
    bg: '#ffffff',
    tokens: groups([
      ['comment prolog doctype cdata', '#008000'],
      ['keyword atrule boolean constant important rule', '#0000ff'],
      ['string char deleted', '#a31515'],
      ['attr-value url', '#0000ff'],
      ['number inserted', '#098658'],
      ['function', '#795e26'],
      ['class-name builtin', '#267f99'],
      ['variable parameter property', '#001080'],
      ['tag selector', '#800000'],
      ['attr-name', '#e50000'],
      ['regex', '#811f3f'],
    ]),
  },
  {
    name: 'dark-plus',
    fg: '#d4d4d4',
    bg: '#1e1e1e',
    tokens: groups([
      ['comment prolog doctype cdata', '#6a9955'],
      ['keyword atrule boolean constant tag important rule', '#569cd6'],
      ['string char attr-value url deleted', '#ce9178'],
      ['number inserted', '#b5cea8'],
      ['function', '#dcdcaa'],
      ['class-name builtin', '#4ec9b0'],
      ['variable parameter property attr-name', '#9cdcfe'],
      ['selector', '#d7ba7d'],
      ['regex', '#d16969'],
    ]),
  },
  {
    name: 'one-light',
    fg: '#383a42',
    bg: '#fafafa',
    tokens: groups([
      ['comment prolog doctype cdata', '#a0a1a7'],
      ['keyword atrule important selector rule', '#a626a4'],
      ['string char attr-value inserted', '#50a14f'],
      ['number boolean constant attr-name', '#986801'],
      ['function', '#4078f2'],
      ['class-name builtin', '#c18401'],
      ['variable parameter property tag deleted', '#e45649'],
      ['operator regex url', '#0184bc'],
    ]),
  },
  {
    name: 'one-dark-pro',
    fg: '#abb2bf',
    bg: '#282c34',
    tokens: groups([
      ['comment prolog doctype cdata', '#7f848e'],
      ['keyword atrule important selector rule', '#c678dd'],
      ['string char attr-value inserted', '#98c379'],
      ['number boolean constant attr-name', '#d19a66'],
      ['function', '#61afef'],
      ['class-name builtin', '#e5c07b'],
      ['variable parameter property tag deleted', '#e06c75'],
      ['operator regex url', '#56b6c2'],
    ]),
  },
];

/**
 * Names a theme is also known by: prism-react-renderer's (what a Docusaurus config names) and
 * shiki's variants of the same family, so a config written for one engine works with the other.
 */
const ALIASES: Readonly<Record<string, string>> = {
  github: 'github-light',
  'github-light-default': 'github-light',
  'github-dark-default': 'github-dark',
  vsLight: 'light-plus',
  vsDark: 'dark-plus',
  oneLight: 'one-light',
  oneDark: 'one-dark-pro',
  'one-dark': 'one-dark-pro',
};

/** The Prism theme names docsgen knows (not their aliases), sorted. */
export function prismThemeNames(): string[] {
  return THEMES.map((t) => t.name).sort();
}

/** The theme a config name means, or undefined if there is none. */
export function prismTheme(name: string): PrismTheme | undefined {
  const wanted = ALIASES[name] ?? name;
  return THEMES.find((t) => t.name === wanted);
}

interface PrismThemeColors extends ThemeColors {
  /** Colour id by token type. */
  idOf: ReadonlyMap<string, number>;
}

/** Both themes' colour tables and the classes of each token-type chain. */
export interface PrismPalette extends CodePalette {
  light: PrismThemeColors;
  dark?: PrismThemeColors;
  /** Classes by type chain (joined with spaces): a block repeats a few chains. */
  classCache: Map<string, string>;
  /** The empty chain, root of the chains met so far (`longerChain`). */
  chains: TypeChain;
}

/**
 * A chain of nested token types with its classes, and the chains one type longer met so far. A
 * block's tokens walk this tree by type name: no chain is joined into a string per token.
 */
export interface TypeChain {
  types: readonly string[];
  classes: string;
  longer: Map<string, TypeChain>;
}

function themeColors(theme: PrismTheme): PrismThemeColors {
  // Id 0 is the default foreground: it never gets a class (tokenCss skips it).
  const colors = [theme.fg];
  const idOf = new Map<string, number>();
  for (const [type, color] of Object.entries(theme.tokens)) {
    let id = colors.indexOf(color);
    if (id < 0) id = colors.push(color) - 1;
    idOf.set(type, id);
  }
  return { name: theme.name, fg: theme.fg, bg: theme.bg, colors, defaultColorId: 0, idOf };
}

export function createPrismPalette(light: PrismTheme, dark: PrismTheme | undefined): PrismPalette {
  const palette: Omit<PrismPalette, 'chains'> = {
    light: themeColors(light),
    ...(dark && dark.name !== light.name ? { dark: themeColors(dark) } : {}),
    classCache: new Map(),
  };
  return { ...palette, chains: { types: [], classes: prismClasses(palette, []), longer: new Map() } };
}

/** `chain` with `type` inside it (created with its classes on first use). */
export function longerChain(palette: PrismPalette, chain: TypeChain, type: string): TypeChain {
  let next = chain.longer.get(type);
  if (!next) {
    const types = [...chain.types, type];
    next = { types, classes: prismClasses(palette, types), longer: new Map() };
    chain.longer.set(type, next);
  }
  return next;
}

/** A token's colour: the innermost type (aliases after their type) that the theme colours. */
function colorId(theme: PrismThemeColors, types: readonly string[]): number {
  for (let i = types.length - 1; i >= 0; i--) {
    const id = theme.idOf.get(types[i]!);
    if (id !== undefined) return id;
  }
  return theme.defaultColorId;
}

/** The `l<n> d<n>` classes of a token with these nested types (outermost first). */
function prismClasses(palette: Omit<PrismPalette, 'chains'>, types: readonly string[]): string {
  return tokenClasses(palette, types, colorId);
}
