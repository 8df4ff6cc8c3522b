/**
 * A swizzled `src/theme/prism-include-languages` adds the site's own Prism languages (a grammar
 * file of its own, a `prism-svelte` package) to Docusaurus's Prism. The modules it loads, other
 * than Prism's bundled components (`additionalLanguages`, which docsgen loads itself), become
 * `codeBlocks.prismLanguages`, so their fences are highlighted rather than shown as plain text.
 */
import path from 'node:path';
import { defaultCodeEngine } from '../../pipeline/code-themes.ts';
import type { MappedCodeBlocks } from './code-blocks.ts';

type Skip = (field: string, why: string) => void;

const SWIZZLED = ['js', 'jsx', 'ts', 'tsx'].map((ext) => `src/theme/prism-include-languages.${ext}`);
/** `require('x')`, `import 'x'`, `import y from 'x'`, `import('x')`. */
const SPECIFIERS = /(?:\brequire\s*\(\s*|\bimport\s*\(\s*|\bimport\s+(?:[\w*{}\s,]+\s+from\s+)?)(['"])([^'"`]+)\1/g;
/** Modules Docusaurus's own version loads too, or that are no language. */
const NOT_A_LANGUAGE = /^(?:prismjs(?:\/|$)|@generated\/|@docusaurus\/|@theme|react$)/;

/** Sets `codeBlocks.prismLanguages` from the swizzled file, or notes why its languages cannot carry over. */
export function addSitePrismLanguages(
  config: { codeBlocks?: MappedCodeBlocks },
  input: { exists: (rel: string) => boolean; readText?: (rel: string) => string | undefined },
  skip: Skip,
): void {
  const languages = sitePrismLanguages(input, config.codeBlocks, skip);
  if (!languages) return;
  config.codeBlocks ??= { lightTheme: 'github-light', darkTheme: 'github-dark' };
  config.codeBlocks.prismLanguages = languages;
}

function sitePrismLanguages(
  input: { exists: (rel: string) => boolean; readText?: (rel: string) => string | undefined },
  codeBlocks: MappedCodeBlocks | undefined,
  skip: Skip,
): string[] | undefined {
  const file = SWIZZLED.find((f) => input.exists(f));
  const text = file && input.readText?.(file);
  if (!file || !text) return undefined;
  const modules = [...text.matchAll(SPECIFIERS)]
    .map((m) => m[2]!)
    .filter((spec) => !NOT_A_LANGUAGE.test(spec))
    .map((spec) => (spec.startsWith('.') ? `./${path.posix.join('src/theme', spec)}` : spec));
  if (!modules.length) return undefined;
  // No prism settings: docsgen's default, Prism; else the engine mapCodeBlocks chose.
  const engine = codeBlocks ? (codeBlocks.engine ?? defaultCodeEngine(codeBlocks)) : 'prism';
  if (engine !== 'prism') {
    skip(file, `its languages (${modules.join(', ')}) are Prism grammars, and this site's code themes are shiki's`);
    return undefined;
  }
  return [...new Set(modules)];
}
