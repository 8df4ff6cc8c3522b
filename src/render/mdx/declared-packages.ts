import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleRecord } from '../../theme/mdx/index.ts';

/**
 * A package an MDX page imports that the site lists in its package.json but has not installed
 * (its `npm install` not run): the page builds without what the package draws, with a warning,
 * as a React page or a component does (see missing-packages.ts). A package the site does not list
 * is a mistake in the page and stays an error.
 */

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

const declaredBySite = new Map<string, Set<string>>();

/** The dependencies (all kinds) the package.json of the site's folder lists; read once per root. */
function declaredDependencies(root: string): Set<string> {
  let names = declaredBySite.get(root);
  if (names) return names;
  names = new Set();
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      const deps = manifest[field];
      if (deps && typeof deps === 'object') for (const name of Object.keys(deps)) names.add(name);
    }
  } catch {
    // No package.json (or not JSON): nothing is declared.
  }
  declaredBySite.set(root, names);
  return names;
}

/** Whether a `node_modules/<name>` folder is found from `root` upwards, as Node looks for it. */
function installedFrom(root: string, name: string): boolean {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/** Whether `specifier` names a package the site lists as a dependency but has not installed. */
export function declaredButNotInstalled(root: string, specifier: string): boolean {
  const name = packageNameOf(specifier);
  return declaredDependencies(root).has(name) && !installedFrom(root, name);
}

/** A component that renders only its children (called with anything else, it gives itself; `new` gives an object). */
function Missing(props: unknown): unknown {
  return props !== null && typeof props === 'object' && !Array.isArray(props)
    ? ((props as { children?: unknown }).children ?? null)
    : Missing;
}

/** The module a missing package stands for: every export, named or default, is `Missing`. */
export const MISSING_PACKAGE_RECORD: ModuleRecord = new Proxy(
  {},
  {
    get: (_target, key) =>
      key === '__esModule' ? false : typeof key === 'string' && key !== 'then' ? Missing : undefined,
    has: (_target, key) => typeof key === 'string',
  },
);
