import path from 'node:path';
import type { Command } from 'commander';
import { initFromDocusaurus } from './init-from-docusaurus.ts';

/**
 * `docsgen init`. This branch has only `--from-docusaurus`; scaffolding a new site
 * (`docsgen init [dir]`) is added beside it.
 */
export function registerInit(program: Command): void {
  program
    .command('init')
    .description('Create site.config.ts; with --from-docusaurus, from an existing Docusaurus project')
    .option('--from-docusaurus <dir>', 'write site.config.ts from docusaurus.config.js and versions.json in DIR')
    .option('--force', 'replace an existing site.config.ts')
    .action(async (opts: { fromDocusaurus?: string; force?: boolean }) => {
      if (!opts.fromDocusaurus) {
        process.stderr.write('error bad-option  init\n  Pass --from-docusaurus DIR to convert a Docusaurus project.\n');
        process.exitCode = 1;
        return;
      }
      const result = await initFromDocusaurus({ dir: opts.fromDocusaurus, force: opts.force });
      process.stdout.write(formatInitReport(result, path.relative(process.cwd(), result.file) || result.file));
    });
}

/** What init tells the user: the file written, the versions found, every field not carried over, the next command. Pure. */
export function formatInitReport(result: { config: { versions: { name: string; folder: string; sidebars?: string }[] }; unmapped: string[] }, file: string): string {
  const lines = [`Wrote ${file} with ${result.config.versions.length} version${result.config.versions.length === 1 ? '' : 's'}:`];
  for (const v of result.config.versions) lines.push(`  ${v.name}  ${v.folder}/${v.sidebars ? `  sidebars ${v.sidebars}` : '  sidebar generated from the folder'}`);
  if (result.unmapped.length) {
    lines.push('', `Not carried over (${result.unmapped.length}):`);
    for (const u of result.unmapped) lines.push(`  ${u}`);
  } else lines.push('', 'Every field was carried over.');
  lines.push('', `Next: docsgen build --root ${path.dirname(file) || '.'}`, '');
  return lines.join('\n');
}
