import { createHighlighter, bundledLanguages, type Highlighter } from 'shiki';

/** Languages loaded up front; others listed in shiki load on first use. */
export const PRELOADED_LANGUAGES = ['bash', 'shell', 'json', 'yaml', 'php', 'nginx', 'apache', 'ini', 'dotenv', 'dockerfile', 'ts', 'js', 'tsx', 'html', 'css', 'diff', 'xml', 'sql', 'markdown'];

const ALIASES: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'shell', env: 'dotenv', conf: 'nginx', yml: 'yaml', docker: 'dockerfile', jsonc: 'json' };
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);

export interface CodeHighlighter {
  highlighter: Highlighter;
  themes: { light: string; dark: string };
}

/** One shiki highlighter per build: creating it costs ~0.3 s, highlighting is cheap after. */
export async function createCodeHighlighter(themes: { light: string; dark: string }): Promise<CodeHighlighter> {
  const highlighter = await createHighlighter({ themes: [themes.light, themes.dark], langs: PRELOADED_LANGUAGES });
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
