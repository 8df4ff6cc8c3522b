import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PrismApi from 'prismjs';

/**
 * A site's own Prism languages (`codeBlocks.prismLanguages`): modules written for Docusaurus's
 * swizzled `prism-include-languages`, which add grammars to a global `Prism`
 * (`Prism.languages.zmodel = Prism.languages.extend('clike', …)`). Each runs once per thread with
 * docsgen's Prism as that global, as a CommonJS module whatever the site's package type says.
 */

/**
 * The modules' files, resolved from the site folder: `./src/lib/prism-x` or a package name. One
 * not found (a package not installed) is left out: its fences are then reported as an unknown
 * language at each block, as before the module was named.
 */
export function resolvePrismLanguages(specs: readonly string[], root: string): string[] {
  const require = createRequire(path.join(root, 'package.json'));
  return specs.flatMap((spec) => {
    try {
      return [require.resolve(spec.startsWith('.') ? path.resolve(root, spec) : spec)];
    } catch {
      return [];
    }
  });
}

/** Runs each module against `prism`; what they depend on: their paths and texts. */
export function addSiteLanguages(prism: typeof PrismApi, files: readonly string[]): string {
  const hash = createHash('sha256');
  const global = globalThis as { Prism?: unknown };
  const before = global.Prism;
  global.Prism = prism;
  try {
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      hash.update(file).update('\0').update(code);
      const module = { exports: {} as unknown };
      try {
        new Function('Prism', 'require', 'module', 'exports', code)(prism, createRequire(file), module, module.exports);
      } catch (error) {
        throw new Error(`codeBlocks.prismLanguages: ${file} failed to add its language: ${(error as Error).message}`);
      }
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
  return hash.digest('base64url').slice(0, 16);
}
