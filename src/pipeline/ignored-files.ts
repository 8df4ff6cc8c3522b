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
}

/** `import x from './y'`, `import './y.css'`, `require('./y.png')` with a relative path; a webpack loader prefix (`!!raw-loader!./y.ts`) is skipped. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*|\brequire\(\s*)(['"])(?:!{0,2}(?:[\w@/.-]+!)+)?(\.{1,2}\/[^'"\n]+)\1/g;
/** Markdown links and images to relative files: `](./file.zip)`, `src="./x.png"`. */
const RELATIVE_REF = /(?:\]\(\s*<?|\b(?:src|href)=["'])(\.{0,2}\/?[^)\s"'<>#?:]+\.[A-Za-z0-9]+)/g;

/**
 * Nothing under content/ is dropped without a word: a file that is not a doc, not a category
 * file and not used by any doc (copied image, imported component or style, linked file) gets
 * an `ignored-file` warning. Pure.
 */
export function findIgnoredFiles(input: IgnoredFilesInput): Diagnostic[] {
  // Only files still unaccounted for are looked up, and the pages are scanned until none is
  // left: most sites have a few such files, used by the first pages that mention them.
  const unused = new Set(input.otherFiles.filter((file) => !isHidden(file)));
  for (const source of input.assetSources) unused.delete(toRel(input.root, source));
  for (const page of input.pages) {
    if (unused.size === 0) break;
    const dir = path.posix.dirname(page.file);
    for (const m of page.raw.matchAll(RELATIVE_IMPORT)) markUsed(unused, path.posix.join(dir, m[2]!));
    for (const m of page.raw.matchAll(RELATIVE_REF)) if (!m[1]!.startsWith('/')) markUsed(unused, path.posix.join(dir, decodeSafe(m[1]!)));
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

/** A reference may leave out the extension or name a folder with an index file. */
function markUsed(unused: Set<string>, target: string): void {
  const clean = path.posix.normalize(target);
  unused.delete(clean);
  for (const ext of ['.js', '.jsx', '.ts', '.tsx', '.mdx', '.md', '.css']) unused.delete(clean + ext);
  for (const ext of ['.js', '.jsx', '.ts', '.tsx']) unused.delete(`${clean}/index${ext}`);
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
