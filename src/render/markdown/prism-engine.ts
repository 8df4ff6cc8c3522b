import { createRequire } from 'node:module';
import type * as PrismApi from 'prismjs';
import { preHtml, TokenRuns, type HighlightOptions } from './code-tokens.ts';
import { addSiteLanguages } from './prism-site-languages.ts';
import { longerChain, type PrismPalette, type TypeChain } from './prism-themes.ts';

/**
 * The Prism engine: Prism's grammars tokenize a block in one pass (plain JavaScript regular
 * expressions, no grammar compilation), and the token tree becomes the same markup as the shiki
 * path: one `<span class="line">` per line, token colours as `l<n>`/`d<n>` classes of the theme
 * tables (prism-themes.ts), whitespace merged into the next token's run.
 *
 * Prism keeps its languages on one object per thread (its Node build is a CommonJS singleton
 * that languages extend as they load): a language is loaded on first use, with the ones it
 * builds on, by Prism's own loader.
 */

const require = createRequire(import.meta.url);

interface ComponentsFile {
  languages: Record<string, { alias?: string | string[] }>;
}

/** Fence names the shiki path accepts that Prism spells differently or lacks. */
const PRISM_NAMES: Readonly<Record<string, string>> = {
  zsh: 'bash',
  shellscript: 'bash',
  console: 'shell-session',
  conf: 'nginx',
  dotenv: 'properties',
  jsonc: 'json',
  apache: 'apacheconf',
  mdx: 'markdown',
  vue: 'markup',
};

export interface PrismLanguages {
  prism: typeof PrismApi;
  version: string;
  /** Prism's language id for a fence name (ids and their aliases), or undefined. */
  idOf(name: string): string | undefined;
  /** The grammar of a language id, loading it (and what it requires) on first use. */
  grammar(id: string): PrismApi.Grammar;
}

/** Prism's language ids by lower-case id and alias, from its component list (data only). */
function languageIds(): Map<string, string> {
  const { languages } = require('prismjs/components.json') as ComponentsFile;
  const ids = new Map<string, string>();
  for (const [id, entry] of Object.entries(languages)) {
    if (id === 'meta') continue;
    ids.set(id.toLowerCase(), id);
    for (const alias of [entry.alias ?? []].flat()) ids.set(alias.toLowerCase(), id);
  }
  return ids;
}

/** Prism's language id for a lower-case fence name, or undefined if Prism has no such language. */
export function prismLanguageId(name: string, ids = languageIds()): string | undefined {
  return ids.get(PRISM_NAMES[name] ?? name);
}

let knownIds: Map<string, string> | undefined;

/**
 * The other names Prism gives the language a fence names (its id, then its aliases): Docusaurus
 * sites write Prism's ids (`objectivec`), which the shiki path may know by an alias (`objc`).
 */
export function prismNamesOf(name: string): string[] {
  const { languages } = require('prismjs/components.json') as ComponentsFile;
  const id = prismLanguageId(name, (knownIds ??= languageIds()));
  return id ? [id, ...[languages[id]?.alias ?? []].flat()].filter((n) => n !== name) : [];
}

/** Prism and its language list, with the site's own languages added; Prism's grammars load on first use. */
export function loadPrism(siteLanguages: readonly string[] = []): PrismLanguages {
  const prism = require('prismjs') as typeof PrismApi;
  const added = siteLanguages.length ? ` ${addSiteLanguages(prism, siteLanguages)}` : '';
  const loadLanguages = require('prismjs/components/index.js') as ((ids: string[]) => void) & { silent: boolean };
  // Unknown ids never reach the loader (idOf), so its console warnings would only be noise.
  loadLanguages.silent = true;
  const ids = languageIds();
  return {
    prism,
    version: (require('prismjs/package.json') as { version: string }).version + added,
    // A site's language is known by the name its module gave it.
    idOf: (name) => prismLanguageId(name, ids) ?? (siteLanguages.length && prism.languages[name] ? name : undefined),
    grammar(id) {
      // The loader replaces a language it is asked for again, so ask only for missing ones.
      if (!prism.languages[id]) loadLanguages([id]);
      const grammar = prism.languages[id];
      if (!grammar) throw new Error(`Prism did not load its language "${id}"`);
      return grammar;
    },
  };
}

/** The `<pre>` of a block; `language` undefined means plain text. */
export function prismToHtml(
  langs: PrismLanguages,
  language: string | undefined,
  code: string,
  palette: PrismPalette,
  options: HighlightOptions,
): string {
  const text = code.replace(/\r\n/g, '\n');
  const lines: string[] = [];
  const runs = new TokenRuns();
  const emit = (content: string, classes: string) => {
    // A token may span lines (block comments, template strings): each line gets its piece, with the token's classes.
    if (!content.includes('\n')) return runs.addWithClasses(content, classes);
    let start = 0;
    for (;;) {
      const newline = content.indexOf('\n', start);
      runs.addWithClasses(newline < 0 ? content.slice(start) : content.slice(start, newline), classes);
      if (newline < 0) return;
      lines.push(runs.finish());
      start = newline + 1;
    }
  };
  const walk = (stream: PrismApi.TokenStream, chain: TypeChain) => {
    if (typeof stream === 'string') emit(stream, chain.classes);
    else if (Array.isArray(stream)) for (const part of stream) walk(part, chain);
    else {
      // The token's type, then its aliases, inside the enclosing types.
      let inner = longerChain(palette, chain, stream.type);
      if (stream.alias)
        for (const alias of typeof stream.alias === 'string' ? [stream.alias] : stream.alias)
          inner = longerChain(palette, inner, alias);
      walk(stream.content, inner);
    }
  };
  walk(language ? tokenize(langs, language, text) : text, palette.chains);
  lines.push(runs.finish());
  return preHtml(lines, options);
}

/** Prism's own `highlight` up to the token stream: the hooks let templating languages (PHP in HTML, …) work. */
function tokenize(langs: PrismLanguages, language: string, code: string): PrismApi.TokenStream {
  const env: PrismApi.hooks.TokenizeEnvironment & { tokens?: PrismApi.TokenStream } = {
    code,
    grammar: langs.grammar(language),
    language,
  };
  langs.prism.hooks.run('before-tokenize', env);
  env.tokens = langs.prism.tokenize(env.code, env.grammar);
  langs.prism.hooks.run('after-tokenize', env as PrismApi.hooks.HookEnvironmentMap['after-tokenize']);
  return env.tokens;
}
