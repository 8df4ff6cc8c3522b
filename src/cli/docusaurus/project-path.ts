import path from 'node:path';

/** A folder the config gives as an absolute path (`path.resolve(__dirname, 'docs')`), relative to the project. */
export function absoluteToRelative(folder: string, projectDir: string | undefined): string {
  if (!projectDir || !path.isAbsolute(folder)) return folder;
  return path.relative(projectDir, folder) || '.';
}
