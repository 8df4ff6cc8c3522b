import path from 'node:path';

/**
 * How the user ran docsgen, so a "Next:" line names a command that works for them: `docsgen`
 * (a global install or a linked clone), `npx docsgen` (a devDependency's bin) or
 * `node path/to/bin/docsgen.js` (a checkout run directly). docsgen is not on the public
 * registry, so `npx docsgen` is offered only where it resolves to the local install.
 */
export function docsgenCommand(script: string = process.argv[1] ?? '', cwd: string = process.cwd()): string {
  const base = path.basename(script);
  if (base === 'docsgen' || base === 'docsgen.cmd')
    return script.split(/[\\/]/).slice(-3, -1).join('/') === 'node_modules/.bin' ? 'npx docsgen' : 'docsgen';
  if (!script) return 'docsgen';
  const rel = path.relative(cwd, script);
  return `node ${rel.length < script.length ? rel : script}`;
}
