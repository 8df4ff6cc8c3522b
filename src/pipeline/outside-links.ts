import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { symlinksUnder } from './files-under.ts';

/**
 * Symbolic links in a docs folder that point out of the project (and out of that folder): a build
 * would publish whatever they lead to (`~/.ssh/config` renamed `notes.md`, another repository's
 * drafts) without anyone having put it in the project. Each is an error naming the link and its
 * target; the files behind it are not read. Links that stay inside the project are followed as before.
 */
export async function outsideLinks(dir: string, root: string): Promise<{ rel: string; diagnostic: Diagnostic }[]> {
  const found: { rel: string; diagnostic: Diagnostic }[] = [];
  const realDir = await realpath(dir).catch(() => undefined);
  const realRoot = await realpath(root).catch(() => root);
  if (!realDir) return found;
  const inside = (p: string, d: string) => p === d || p.startsWith(d + path.sep);
  for (const { rel, target } of await symlinksUnder(dir)) {
    if (!target || inside(target, realRoot) || inside(target, realDir)) continue;
    const file = path.relative(root, path.join(dir, rel)).split(path.sep).join('/');
    found.push({
      rel,
      diagnostic: {
        severity: 'error',
        code: 'symlink-outside-project',
        file,
        message: `This symbolic link points to ${target}, outside the project; docsgen does not publish files from outside the project.`,
        hint: 'Copy the file or folder into the project (or move it there and link the other way), or delete the link.',
      },
    });
  }
  return found;
}
