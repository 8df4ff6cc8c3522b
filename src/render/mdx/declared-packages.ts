import { readFileSync } from 'node:fs';
import path from 'node:path';

const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;
const read = new Map<string, Set<string>>();

/** The package a bare specifier names: `@scope/name` or `name` (`react-icons/bi` is `react-icons`). */
export function packageNameOf(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * Whether the site's package.json (or one above it, for a workspace) lists the package: a page
 * importing it is then correct, only `npm install` has not been run, which a build without the
 * site's tree (docsgen installed alone) meets on every such import.
 */
export function isDeclaredPackage(root: string, specifier: string): boolean {
  const name = packageNameOf(specifier);
  let dir = path.resolve(root);
  for (let up = 0; up < 4; up++) {
    if (declaredIn(dir).has(name)) return true;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return false;
}

function declaredIn(dir: string): Set<string> {
  let names = read.get(dir);
  if (names) return names;
  names = new Set();
  try {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    for (const field of FIELDS) {
      const deps = pkg[field];
      if (deps && typeof deps === 'object') for (const n of Object.keys(deps)) names.add(n);
    }
  } catch {
    // No package.json here, or not JSON: nothing declared at this level.
  }
  read.set(dir, names);
  return names;
}
