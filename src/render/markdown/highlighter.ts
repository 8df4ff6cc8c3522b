import { createRequire } from 'node:module';
import {
  createHighlighter,
  createJavaScriptRegexEngine,
  createOnigurumaEngine,
  bundledLanguages,
  bundledThemes,
  type BundledTheme,
  type Highlighter,
} from 'shiki';
import { normalizeTheme } from 'shiki/core';
import {
  createTokenPalette,
  highlightToHtml,
  tokenCss,
  type CodePalette,
  type HighlightOptions,
  type TokenPalette,
} from './code-tokens.ts';
import { loadPrism, prismNamesOf, prismToHtml } from './prism-engine.ts';
import { createPrismPalette, prismTheme } from './prism-themes.ts';

const ALIASES: Record<string, string> = {
  sh: 'bash',
  zsh: 'bash',
  console: 'shell',
  env: 'dotenv',
  conf: 'nginx',
  yml: 'yaml',
  docker: 'dockerfile',
  jsonc: 'json',
  markup: 'html',
};
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);

/** What tokenizes fenced code: shiki's TextMate grammars, or Prism's grammars (faster, coarser). */
export type CodeEngineName = 'shiki' | 'prism';

/** The regex engine that runs the TextMate grammars. */
export type RegexEngineName = 'oniguruma' | 'javascript';

/**
 * Oniguruma (WebAssembly) by default. Measured with `node scripts/bench-highlight.mjs` (see
 * BENCHMARKS.md): tokenizing warm costs the same in both engines, but the first use of a grammar
 * is several times cheaper with Oniguruma, because the JavaScript engine first translates every
 * pattern of the grammar into a JavaScript RegExp (bash 160 ms vs 19 ms of CPU, php 490 vs 120,
 * ts 1,270 vs 940). Both give byte-identical HTML on the site, the bench corpus and its
 * TypeScript/JavaScript examples. The price is instantiating the WebAssembly module once per
 * thread (~0.15 s) and its memory.
 */
const DEFAULT_ENGINE: RegexEngineName = 'oniguruma';

/** The code themes of a site and the engine whose themes they name. */
export interface CodeThemes {
  light: string;
  dark: string;
  /** shiki unless given. */
  engine?: CodeEngineName;
  /** Files of the site's own Prism languages (`codeBlocks.prismLanguages`, resolved); the Prism engine only. */
  prismLanguages?: readonly string[];
}

/** What remark-code-blocks needs of an engine. */
export interface CodeHighlighter {
  engine: CodeEngineName;
  themes: { light: string; dark: string };
  /** Both themes' colour tables for class-based token colours (code-tokens.ts). */
  palette: CodePalette;
  /** What a highlighted block depends on besides its code and options: part of every cache key. */
  fingerprint: string;
  /** A fence language as a language this engine highlights, `text` for plain, or undefined if unknown. */
  resolveLanguage(lang: string): Promise<string | undefined>;
  /** The `<pre>` of a block in a language `resolveLanguage` returned. */
  toHtml(code: string, lang: string, options: HighlightOptions): string;
}

export interface ShikiCodeHighlighter extends CodeHighlighter {
  engine: 'shiki';
  highlighter: Highlighter;
  palette: TokenPalette;
}

const SHIKI_VERSION = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;

/**
 * One highlighter per build (and per render worker). `DOCSGEN_REGEX_ENGINE` overrides shiki's
 * regex engine, so the benchmark can compare both on the same build.
 */
export function createCodeHighlighter(
  themes: { light: string; dark: string; engine?: 'shiki' },
  engineName?: RegexEngineName,
): Promise<ShikiCodeHighlighter>;
export function createCodeHighlighter(themes: CodeThemes, engineName?: RegexEngineName): Promise<CodeHighlighter>;
export async function createCodeHighlighter(
  themes: CodeThemes,
  engineName: RegexEngineName = engineFromEnv(),
): Promise<CodeHighlighter> {
  if (themes.engine === 'prism') return createPrismHighlighter(themes);
  const engine =
    engineName === 'javascript' ? createJavaScriptRegexEngine() : createOnigurumaEngine(import('shiki/wasm'));
  // Grammars load on first use (resolveLanguage): loading the 19 a docs site commonly uses up
  // front cost ~0.4 s of CPU per thread, mostly for grammars a given site never uses.
  const [highlighter, palette] = await Promise.all([
    createHighlighter({ themes: [themes.light, themes.dark], langs: [], engine }),
    loadTokenPalette(themes),
  ]);
  const shiki: ShikiCodeHighlighter = {
    engine: 'shiki',
    highlighter,
    themes: { light: themes.light, dark: themes.dark },
    palette,
    // The regex engine is not in the fingerprint: both give the same HTML (checked by the benchmark).
    fingerprint: `shiki ${SHIKI_VERSION}|${themes.light}|${themes.dark}`,
    async resolveLanguage(lang) {
      const lower = lang.toLowerCase();
      if (PLAIN.has(lower)) return 'text';
      const name = ALIASES[lower] ?? lower;
      if (highlighter.getLoadedLanguages().includes(name)) return name;
      // A name shiki lacks may be Prism's for a language shiki has by another name (`objectivec`: `objc`).
      const known = [name, ...prismNamesOf(name)].find((n) => n in bundledLanguages);
      if (known) {
        await highlighter.loadLanguage(known as keyof typeof bundledLanguages);
        return known;
      }
      return undefined;
    },
    // One tokenization for both themes, colours as classes (code-tokens.ts).
    toHtml: (code, lang, options) =>
      highlightToHtml(lang === 'text' ? undefined : highlighter.getLanguage(lang), code, palette, options),
  };
  return shiki;
}

function createPrismHighlighter(themes: CodeThemes): CodeHighlighter {
  const langs = loadPrism(themes.prismLanguages);
  const palette = loadPrismPalette(themes);
  // The shiki path's fence names (`sh`, `yml`, `docker`, …) first, then Prism's own ids and aliases.
  const idOf = (lang: string) => {
    const lower = lang.toLowerCase();
    return langs.idOf(ALIASES[lower] ?? lower);
  };
  return {
    engine: 'prism',
    themes: { light: themes.light, dark: themes.dark },
    palette,
    fingerprint: `prism ${langs.version}|${themes.light}|${themes.dark}`,
    async resolveLanguage(lang) {
      const lower = lang.toLowerCase();
      if (PLAIN.has(lower)) return 'text';
      // The name as the shiki path gives it (data-language), so pages look the same to scripts and styles.
      return idOf(lower) ? (ALIASES[lower] ?? lower) : undefined;
    },
    toHtml: (code, lang, options) =>
      prismToHtml(langs, lang === 'text' ? undefined : idOf(lang), code, palette, options),
  };
}

function loadPrismPalette(themes: CodeThemes) {
  const load = (name: string) => {
    const theme = prismTheme(name);
    if (!theme) throw new Error(`Unknown code theme "${name}" for the Prism engine.`);
    return theme;
  };
  return createPrismPalette(load(themes.light), themes.dark === themes.light ? undefined : load(themes.dark));
}

/** The themes' colour tables, the same for the highlighter and the stylesheet (`codeTokenCss`). */
async function loadTokenPalette(themes: { light: string; dark: string }): Promise<TokenPalette> {
  const load = async (name: string) => {
    const theme = bundledThemes[name as BundledTheme];
    if (!theme) throw new Error(`Unknown code theme "${name}": use one of shiki's bundled themes.`);
    return normalizeTheme((await theme()).default);
  };
  const [light, dark] = await Promise.all([
    load(themes.light),
    themes.dark === themes.light ? undefined : load(themes.dark),
  ]);
  return createTokenPalette(light, dark);
}

/** The CSS that colours the token classes of highlighted code, for the site's stylesheet. */
export async function codeTokenCss(themes: CodeThemes): Promise<string> {
  // An unknown theme fails the highlighter's own setup with its message; the stylesheet just lacks the colours.
  if (themes.engine === 'prism') {
    try {
      return tokenCss(loadPrismPalette(themes));
    } catch {
      return '';
    }
  }
  return loadTokenPalette(themes).then(tokenCss, () => '');
}

function engineFromEnv(): RegexEngineName {
  const wanted = process.env.DOCSGEN_REGEX_ENGINE;
  return wanted === 'javascript' || wanted === 'oniguruma' ? wanted : DEFAULT_ENGINE;
}

/** Maps a fence language to a language the highlighter knows (loaded), `text` for plain, or undefined if unknown. */
export function resolveLanguage(ch: CodeHighlighter, lang: string): Promise<string | undefined> {
  return ch.resolveLanguage(lang);
}
