import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isFile } from './path-kind.ts';

/**
 * How a package installed under the site is entered. `node`: as Node's `import` (site markdown
 * plugins, run here). `bundler`: as Docusaurus' bundler takes an `import` in MDX, the ES module
 * entry (`import` condition, `module` field) before the CommonJS one.
 */
export type EntryMode = 'node' | 'bundler';

const CONDITIONS: Record<EntryMode, readonly string[]> = {
  node: ['node', 'import', 'default'],
  bundler: ['import', 'module', 'default', 'require'],
};

/** The file `request` (`pkg`, `@scope/pkg/sub`) enters, looked up from `root` upwards, or undefined. */
export function packageEntry(root: string, request: string, mode: EntryMode = 'node'): string | undefined {
  if (mode === 'node') {
    try {
      return createRequire(path.join(root, 'package.json')).resolve(request);
    } catch {
      // Fall through: a package that only exports an `import` condition (many remark plugins), or none.
    }
  }
  const name = packageName(request);
  const sub = request.slice(name.length) || '.';
  for (let dir = root; ; dir = path.dirname(dir)) {
    const pkgDir = path.join(dir, 'node_modules', name);
    const pkgFile = path.join(pkgDir, 'package.json');
    if (existsSync(pkgFile)) {
      const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: unknown; module?: string; main?: string };
      const key = sub.startsWith('.') ? sub : `.${sub}`;
      const target =
        exportTarget(pkg.exports, key, CONDITIONS[mode]) ??
        (pkg.exports !== undefined ? undefined : sub === '.' ? (pkg.module ?? pkg.main ?? 'index.js') : key);
      if (!target) return undefined;
      const file = path.join(pkgDir, target);
      return ['', '.js', '.mjs', '.cjs', '/index.js'].map((e) => file + e).find(isFile);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The file a package's `exports` gives for `sub` under the first of `conditions` it names. */
function exportTarget(exports: unknown, sub: string, conditions: readonly string[]): string | undefined {
  if (exports === undefined || exports === null) return undefined;
  const sugar =
    typeof exports === 'string' || Array.isArray(exports) || !Object.keys(exports).some((k) => k.startsWith('.'));
  const entry = sugar ? (sub === '.' ? exports : undefined) : (exports as Record<string, unknown>)[sub];
  const pick = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(pick).find(Boolean);
    if (value && typeof value === 'object') {
      for (const cond of conditions) {
        const found = pick((value as Record<string, unknown>)[cond]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return pick(entry);
}

export function packageName(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
