import { realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * Keeps the watch inside the project: a symbolic link in content/ that points out of it (to a home
 * folder, a checkout of another repository) once had `serve --watch` set 6,004 inotify watches and
 * rebuild for 8 minutes. A path is watched when its real location is inside the project folder or
 * inside the real location of the watched root it was reached through (a content folder configured
 * outside the project, such as Docusaurus's `../docs`, stays watched). Links within those keep working.
 */
export function outsideProject(projectDir: string, roots: () => readonly string[]): (file: string) => boolean {
  const real = (p: string) => {
    try {
      return realpathSync.native(p);
    } catch {
      return undefined;
    }
  };
  const inside = (p: string, dir: string) => p === dir || p.startsWith(dir + path.sep);
  const realRoots = new Map<string, string | undefined>();
  const realRoot = (root: string) => {
    if (!realRoots.has(root)) realRoots.set(root, real(root));
    return realRoots.get(root);
  };
  const project = real(projectDir) ?? projectDir;
  return (file) => {
    const absolute = path.resolve(file);
    const target = real(absolute);
    // A path that does not exist (just deleted) has no link to follow.
    if (!target || inside(target, project)) return false;
    return !roots().some((root) => {
      if (!inside(absolute, root)) return false;
      const r = realRoot(root);
      return r !== undefined && inside(target, r);
    });
  };
}
