import { cp, mkdtemp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

const PROJECT = path.resolve(import.meta.dirname, '../../..');

/**
 * A throwaway copy of a scenario site with the project's templates and static
 * files, inside the project (test/.tmp) so `docsgen` and `react` resolve.
 */
export async function copyScenarioSite(name: string): Promise<{ root: string; remove: () => Promise<void> }> {
  const base = path.join(PROJECT, 'test/.tmp');
  await mkdir(base, { recursive: true });
  const root = await mkdtemp(path.join(base, `${name}-`));
  await cp(path.join(PROJECT, 'test/integration/sites', name), root, { recursive: true });
  await cp(path.join(PROJECT, 'templates'), path.join(root, 'templates'), { recursive: true });
  await cp(path.join(PROJECT, 'static'), path.join(root, 'static'), { recursive: true });
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
