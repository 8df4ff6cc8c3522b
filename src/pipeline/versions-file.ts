import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';

/**
 * A Docusaurus project lists its frozen versions in `versions.json`; `docusaurus docs:version`
 * adds to it. docsgen builds the versions of site.config.ts, so a version listed there that the
 * config does not build (by name, or by its `versioned_docs/version-<name>` folder) is reported
 * rather than silently left out, unless the config lists it in `versionsLeftOut` (init writes those the
 * Docusaurus options leave out on purpose: `onlyIncludeVersions`, `disableVersioning`).
 */
export async function checkVersionsFile(config: {
  root: string;
  site: { versions: readonly { name: string; folder?: string }[]; versionsLeftOut?: readonly string[] };
}): Promise<Diagnostic[]> {
  const file = path.join(config.root, 'versions.json');
  if (!existsSync(file)) return [];
  return versionsFileProblems(await readFile(file, 'utf8'), config.site.versions, config.site.versionsLeftOut);
}

/** Pure part of {@link checkVersionsFile}. */
export function versionsFileProblems(
  text: string,
  versions: readonly { name: string; folder?: string }[],
  leftOut: readonly string[] = [],
): Diagnostic[] {
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch (error) {
    return [
      {
        severity: 'warning',
        code: 'bad-versions-file',
        file: 'versions.json',
        message: `versions.json is not valid JSON: ${(error as Error).message.split('\n')[0]}.`,
        hint: 'It should be a list of version names, newest first, e.g. ["2.x", "1.x"].',
      },
    ];
  }
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) {
    return [
      {
        severity: 'warning',
        code: 'bad-versions-file',
        file: 'versions.json',
        message: 'versions.json must be a list of version names.',
        hint: 'Write e.g. ["2.x", "1.x"], newest first.',
      },
    ];
  }
  const out: Diagnostic[] = [];
  (names as string[]).forEach((name, i) => {
    const folder = `versioned_docs/version-${name}`;
    const built = versions.some((v) => v.name === name || v.folder?.replace(/\/+$/, '') === folder);
    if (leftOut.includes(name)) return;
    if (!built) {
      out.push({
        severity: 'warning',
        code: 'version-not-configured',
        file: 'versions.json',
        line: i + 2,
        message: `Version "${name}" is listed in versions.json but not built: no version in site.config.ts has that name or the folder ${folder}.`,
        hint:
          `Add { name: '${name}', label: '${name}', path: '/${name}', folder: '${folder}', sidebars: ` +
          `'versioned_sidebars/version-${name}-sidebars.json' } to versions, or remove it from versions.json.`,
      });
    }
  });
  return out;
}
