import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A prebuild step `yarn sync:avatars` (or `pnpm run gen`, `yarn gen --flag`) that names a script of
 * the project's package.json, when that package manager is not installed: the same script through
 * `npm run`, which comes with Node. Undefined when the step is not so, or the manager is there.
 */
export function npmRunInstead(step: string, root: string, pathValue = process.env.PATH ?? ''): string | undefined {
  const m = /^(yarn|pnpm)(?:\s+run)?\s+([\w:.@/-]+)(\s+.*)?$/.exec(step.trim());
  if (!m || onPath(m[1]!, pathValue)) return undefined;
  const script = m[2]!;
  if (!scriptsOf(root).has(script)) return undefined;
  const rest = m[3]?.trim();
  return `npm run ${script}${rest ? ` -- ${rest}` : ''}`;
}

function onPath(command: string, pathValue: string): boolean {
  const names = process.platform === 'win32' ? [`${command}.cmd`, `${command}.exe`] : [command];
  return pathValue
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => names.some((n) => existsSync(path.join(dir, n))));
}

function scriptsOf(root: string): Set<string> {
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts?: Record<string, unknown>;
    };
    return new Set(Object.keys(pkg.scripts ?? {}));
  } catch {
    return new Set();
  }
}
