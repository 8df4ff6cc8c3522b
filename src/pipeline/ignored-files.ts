import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import type { PageSource } from '../shared/types.ts';

export interface IgnoredFilesInput {
  root: string;
  /** Files under content/ that are neither docs nor category files, relative to the root. */
  otherFiles: readonly string[];
  pages: readonly PageSource[];
  /** Absolute paths of files the rendered pages copied (images). */
  assetSources: Iterable<string>;
  /** Text of a used markdown partial or component (relative to the root), so the files it imports count as used too. */
  readPartial?: (file: string) => string | undefined;
}

/**
 * `import x from './y'`, `import './y.css'`, `require('./y.png')`, `from '.'` (the folder's index) with a relative path or one from the project root
 * (`@site/docs/_y.md`); a webpack loader prefix (`!!raw-loader!./y.ts`, `!!./y.ts`) and a query (`./y.ts?raw`) are skipped.
 */
const RELATIVE_IMPORT =
  /(?:\bfrom\s*|\bimport\s*|\brequire\(\s*)(['"])(?:!{0,2}(?:[\w@/.-]+!)*)(\.{1,2}(?:\/[^'"?\n]*)?|@site\/[^'"?\n]+)(?:\?[^'"\n]*)?\1/g;
/** Markdown links and images to relative files: `](./file.zip)`, `src="./x.png"`. */
const RELATIVE_REF = /(?:\]\(\s*<?|\b(?:src|href)=["'])(\.{0,2}\/?[^)\s"'<>#?:]+\.[A-Za-z0-9]+)/g;

/**
 * Nothing under content/ is dropped without a word: a file that is not a doc, not a category
 * file and not used by any doc (copied image, imported component or style, linked file) gets
 * an `ignored-file` warning. Pure but for `readPartial`.
 */
export function findIgnoredFiles(input: IgnoredFilesInput): Diagnostic[] {
  // Only files still unaccounted for are looked up, and the pages are scanned until none is
  // left: most sites have a few such files, used by the first pages that mention them.
  const unused = new Set(input.otherFiles.filter((file) => !isHidden(file)));
  for (const source of input.assetSources) unused.delete(toRel(input.root, source));
  // Docs first, then each partial and component they use, since those may import others
  // (a component in the docs folder importing its helpers beside it).
  const texts: { file: string; raw: string }[] = [...input.pages];
  for (let i = 0; i < texts.length && unused.size > 0; i++) {
    const { file, raw } = texts[i]!;
    const dir = path.posix.dirname(file);
    for (const m of raw.matchAll(RELATIVE_IMPORT)) {
      // A JavaScript string: `'./\_partial.mdx'` (a markdown formatter's escape) is `./_partial.mdx`.
      const spec = m[2]!.replace(/\\(.)/g, '$1');
      const target = spec.startsWith('@site/') ? spec.slice('@site/'.length) : path.posix.join(dir, spec);
      for (const used of markUsed(unused, target)) {
        // A component's own imports count too: Docusaurus components import markdown as well.
        const text = /\.(mdx?|[cm]?[jt]sx?)$/i.test(used) ? input.readPartial?.(used) : undefined;
        if (text !== undefined) texts.push({ file: used, raw: text });
      }
    }
    for (const m of raw.matchAll(RELATIVE_REF))
      if (!m[1]!.startsWith('/')) markUsed(unused, path.posix.join(dir, decodeSafe(m[1]!)));
  }
  return input.otherFiles
    .filter((file) => unused.has(file))
    .map((file) => ({
      severity: 'warning' as const,
      code: 'ignored-file',
      file,
      message: 'This file is not a doc, a category file or a file a doc uses, so it is not published.',
      hint: /\.(mdx?|markdown)$/i.test(file)
        ? 'Files starting with "_" are partials: import them from a doc, or rename the file to publish it.'
        : 'Link or import it from a doc, move it to static/ to publish it as is, or delete it.',
    }));
}

/** Reads a partial of the project for `readPartial`; a file that cannot be read counts as having no imports. */
export function partialReader(root: string): (file: string) => string | undefined {
  return (file) => {
    try {
      return readFileSync(path.join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
}

/** A reference may leave out the extension or name a folder with an index file. Returns the files it marked. */
function markUsed(unused: Set<string>, target: string): string[] {
  const clean = path.posix.normalize(target);
  const candidates = [
    clean,
    ...['.js', '.jsx', '.ts', '.tsx', '.mdx', '.md', '.css'].map((ext) => clean + ext),
    ...['.js', '.jsx', '.ts', '.tsx'].map((ext) => `${clean}/index${ext}`),
  ];
  return candidates.filter((file) => unused.delete(file));
}

function toRel(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

function decodeSafe(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

/** Editor and OS leftovers are not content. */
function isHidden(file: string): boolean {
  const base = path.posix.basename(file);
  return base === '.DS_Store' || base === 'Thumbs.db' || base.endsWith('~');
}
