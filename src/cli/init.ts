import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { PACKAGE_ROOT } from '../pipeline/package-root.ts';
import { BuildError } from '../shared/diagnostics.ts';
import { scaffoldFiles } from './scaffold.ts';
import { docsgenCommand } from './invocation.ts';

/** `docsgen init [dir]` scaffolds a new site; `--from-docusaurus DIR` writes site.config.ts for an existing Docusaurus project. */
export function registerInit(program: Command): void {
  program
    .command('init')
    .description(
      'Create a new site (site.config.ts, one docs version with two pages, a README), or with --from-docusaurus a config for an existing Docusaurus project',
    )
    .argument('[dir]', 'folder to create the site in (created if missing)', '.')
    .option('--from-docusaurus <dir>', 'write site.config.ts from docusaurus.config.js and versions.json in DIR')
    .option('--force', 'with --from-docusaurus: replace an existing site.config.ts')
    .action(async (dir: string, opts: { fromDocusaurus?: string; force?: boolean }) => {
      if (opts.fromDocusaurus) {
        const { initFromDocusaurus } = await import('./init-from-docusaurus.ts');
        const result = await initFromDocusaurus({ dir: opts.fromDocusaurus, force: opts.force });
        process.stdout.write(
          formatInitReport(result, path.relative(process.cwd(), result.file) || result.file, docsgenCommand()),
        );
        return;
      }
      process.exitCode = await initSite(dir);
    });
}

/** Writes the scaffold; refuses to touch a folder that already holds a site. */
async function initSite(dir: string, write: (s: string) => void = (s) => process.stdout.write(s)): Promise<number> {
  const root = path.resolve(dir);
  const shown = path.relative(process.cwd(), root) || '.';
  const clashes = ['site.config.ts', 'site.config.mjs', 'site.config.js', 'content'].filter((f) =>
    existsSync(path.join(root, f)),
  );
  if (clashes.length) {
    throw new BuildError([
      {
        severity: 'error',
        code: 'init-site-exists',
        file: path.join(shown, clashes[0]!),
        message: `${shown === '.' ? 'This folder' : shown} already holds a site (${clashes.join(', ')}); init writes nothing over it.`,
        hint: 'Pass an empty or new folder: docsgen init my-docs',
      },
    ]);
  }
  const version = (JSON.parse(await readFile(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string })
    .version;
  const files = scaffoldFiles({
    name: path.basename(root),
    docsgenVersion: version,
    hasPackageJson: existsSync(path.join(root, 'package.json')),
  });
  for (const [rel, text] of files) {
    const target = path.join(root, rel);
    // .gitignore may exist in a fresh repository; keep the user's.
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
    write(`  created ${path.join(shown, rel)}\n`);
  }
  const cd = shown === '.' ? '' : `cd ${shown} && `;
  write(`\nNext: ${cd}${docsgenCommand(undefined, root)} serve --watch\n`);
  return 0;
}

/** What init --from-docusaurus tells the user: the file written, the versions found, every field not carried over, the next command. Pure. */
export function formatInitReport(
  result: {
    config: { versions: { name: string; folder: string; sidebars?: string }[]; prebuild?: string[] };
    unmapped: string[];
  },
  file: string,
  command = 'docsgen',
): string {
  const lines = [
    `Wrote ${file} with ${result.config.versions.length} version${result.config.versions.length === 1 ? '' : 's'}:`,
  ];
  for (const v of result.config.versions)
    lines.push(
      `  ${v.name}  ${v.folder}/${v.sidebars ? `  sidebars ${v.sidebars}` : '  sidebar generated from the folder'}`,
    );
  if (result.config.prebuild?.length)
    lines.push(
      '',
      `Carried over from package.json, run by docsgen build first: ${result.config.prebuild.join(' && ')}`,
    );
  if (result.unmapped.length) {
    lines.push('', `Not carried over (${result.unmapped.length}):`);
    for (const u of result.unmapped) lines.push(`  ${u}`);
  } else lines.push('', 'Every field was carried over.');
  const dir = path.dirname(file) || '.';
  lines.push('', `Next: ${command} build${dir === '.' ? '' : ` --root ${dir}`}`, '');
  return lines.join('\n');
}
