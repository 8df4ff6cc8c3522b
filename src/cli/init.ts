import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { PACKAGE_ROOT } from '../pipeline/client-bundle.ts';
import { BuildError } from '../shared/diagnostics.ts';
import { scaffoldFiles } from './scaffold.ts';

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('Create a new site: site.config.ts, one docs version with two pages, and a README')
    .argument('[dir]', 'folder to create the site in (created if missing)', '.')
    .action(async (dir: string) => {
      process.exitCode = await initSite(dir);
    });
}

/** Writes the scaffold; refuses to touch a folder that already holds a site. */
export async function initSite(dir: string, write: (s: string) => void = (s) => process.stdout.write(s)): Promise<number> {
  const root = path.resolve(dir);
  const shown = path.relative(process.cwd(), root) || '.';
  const clashes = ['site.config.ts', 'site.config.mjs', 'site.config.js', 'content'].filter((f) => existsSync(path.join(root, f)));
  if (clashes.length) {
    throw new BuildError([
      { severity: 'error', code: 'init-site-exists', file: path.join(shown, clashes[0]!), message: `${shown === '.' ? 'This folder' : shown} already holds a site (${clashes.join(', ')}); init writes nothing over it.`, hint: 'Pass an empty or new folder: docsgen init my-docs' },
    ]);
  }
  const version = (JSON.parse(await readFile(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const files = scaffoldFiles({ name: path.basename(root), docsgenVersion: version, hasPackageJson: existsSync(path.join(root, 'package.json')) });
  for (const [rel, text] of files) {
    const target = path.join(root, rel);
    // .gitignore may exist in a fresh repository; keep the user's.
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
    write(`  created ${path.join(shown, rel)}\n`);
  }
  const cd = shown === '.' ? '' : `cd ${shown} && `;
  write(`\nNext: ${cd}${files.has('package.json') ? 'npm install && ' : ''}npx docsgen serve --watch\n`);
  return 0;
}
