import { createRequire } from 'node:module';
import { createHighlighter, createJavaScriptRegexEngine, createOnigurumaEngine, bundledLanguages, bundledThemes, type BundledTheme, type Highlighter } from 'shiki';
import { normalizeTheme } from 'shiki/core';
import { createTokenPalette, tokenCss, type TokenPalette } from './code-tokens.ts';

const ALIASES: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'shell', env: 'dotenv', conf: 'nginx', yml: 'yaml', docker: 'dockerfile', jsonc: 'json', markup: 'html' };
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);

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
export const DEFAULT_ENGINE: RegexEngineName = 'oniguruma';

export interface CodeHighlighter {
  highlighter: Highlighter;
  themes: { light: string; dark: string };
  /** Both themes' colour tables for one-pass, class-based token colours (code-tokens.ts). */
  palette: TokenPalette;
  /** What a highlighted block depends on besides its code and options: part of every cache key. */
  fingerprint: string;
}

const SHIKI_VERSION = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;

/**
 * One shiki highlighter per build (and per render worker). `DOCSGEN_REGEX_ENGINE` overrides
 * the engine, so the benchmark can compare both on the same build.
 */
export async function createCodeHighlighter(themes: { light: string; dark: string }, engineName: RegexEngineName = engineFromEnv()): Promise<CodeHighlighter> {
  const engine = engineName === 'javascript' ? createJavaScriptRegexEngine() : createOnigurumaEngine(import('shiki/wasm'));
  // Grammars load on first use (resolveLanguage): loading the 19 a docs site commonly uses up
  // front cost ~0.4 s of CPU per thread, mostly for grammars a given site never uses.
  const [highlighter, palette] = await Promise.all([createHighlighter({ themes: [themes.light, themes.dark], langs: [], engine }), loadTokenPalette(themes)]);
  // The engine is not in the fingerprint: both give the same HTML (checked by the benchmark).
  return { highlighter, themes, palette, fingerprint: `shiki ${SHIKI_VERSION}|${themes.light}|${themes.dark}` };
}

/** The themes' colour tables, the same for the highlighter and the stylesheet (`codeTokenCss`). */
export async function loadTokenPalette(themes: { light: string; dark: string }): Promise<TokenPalette> {
  const load = async (name: string) => {
    const theme = bundledThemes[name as BundledTheme];
    if (!theme) throw new Error(`Unknown code theme "${name}": use one of shiki's bundled themes.`);
    return normalizeTheme((await theme()).default);
  };
  const [light, dark] = await Promise.all([load(themes.light), themes.dark === themes.light ? undefined : load(themes.dark)]);
  return createTokenPalette(light, dark);
}

/** The CSS that colours the token classes of highlighted code, for the site's stylesheet. */
export async function codeTokenCss(themes: { light: string; dark: string }): Promise<string> {
  // An unknown theme fails the highlighter's own setup with its message; the stylesheet just lacks the colours.
  return loadTokenPalette(themes).then(tokenCss, () => '');
}

function engineFromEnv(): RegexEngineName {
  const wanted = process.env.DOCSGEN_REGEX_ENGINE;
  return wanted === 'javascript' || wanted === 'oniguruma' ? wanted : DEFAULT_ENGINE;
}

/** Maps a fence language to a loaded shiki language, `text` for plain, or undefined if unknown. */
export async function resolveLanguage(ch: CodeHighlighter, lang: string): Promise<string | undefined> {
  const lower = lang.toLowerCase();
  if (PLAIN.has(lower)) return 'text';
  const name = ALIASES[lower] ?? lower;
  if (ch.highlighter.getLoadedLanguages().includes(name)) return name;
  if (name in bundledLanguages) {
    await ch.highlighter.loadLanguage(name as keyof typeof bundledLanguages);
    return name;
  }
  return undefined;
}
