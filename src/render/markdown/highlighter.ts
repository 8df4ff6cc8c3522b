import { createHighlighter, createJavaScriptRegexEngine, bundledLanguages, type Highlighter } from 'shiki';

/** Languages loaded up front; others listed in shiki load on first use. */
export const PRELOADED_LANGUAGES = ['bash', 'shell', 'json', 'yaml', 'php', 'nginx', 'apache', 'ini', 'dotenv', 'dockerfile', 'ts', 'js', 'tsx', 'html', 'css', 'diff', 'xml', 'sql', 'markdown'];

const ALIASES: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'shell', env: 'dotenv', conf: 'nginx', yml: 'yaml', docker: 'dockerfile', jsonc: 'json' };
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);

export interface CodeHighlighter {
  highlighter: Highlighter;
  themes: { light: string; dark: string };
}

/**
 * One shiki highlighter per build (and per render worker). It uses shiki's JavaScript regex
 * engine rather than the Oniguruma WebAssembly one: on the site's languages and the benchmark
 * corpus both give the same HTML, the JavaScript one was slightly faster and it does not keep
 * ~45 MB of WebAssembly memory per thread.
 */
export async function createCodeHighlighter(themes: { light: string; dark: string }): Promise<CodeHighlighter> {
  const highlighter = await createHighlighter({ themes: [themes.light, themes.dark], langs: PRELOADED_LANGUAGES, engine: createJavaScriptRegexEngine() });
  return { highlighter, themes };
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
