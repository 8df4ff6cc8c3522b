import { cp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../../src/pipeline/index.ts';
import { copyScenarioSite } from './temp-site.ts';

type ScenarioCopy = Awaited<ReturnType<typeof copyScenarioSite>>;

/**
 * A cold build of a watched site's sources: a fresh copy of the scenario with the watched copy's
 * content, built without the session's output or cache. The caller removes the copy.
 */
export async function coldBuildOf(
  scenario: string,
  watchedRoot: string,
): Promise<{ copy: ScenarioCopy; result: Awaited<ReturnType<typeof build>> }> {
  const copy = await copyScenarioSite(scenario);
  await rm(path.join(copy.root, 'content'), { recursive: true, force: true });
  await cp(path.join(watchedRoot, 'content'), path.join(copy.root, 'content'), { recursive: true });
  return { copy, result: await build({ root: copy.root, includeDrafts: true }) };
}

/** The files under `dir` that `keep` accepts, by relative path in sorted order, each read by `read`. */
export async function readFiles(
  dir: string,
  keep: (name: string) => boolean,
  read: (file: string) => Promise<string> | string,
): Promise<Map<string, string>> {
  const names = (await readdir(dir, { recursive: true })).map(String).filter(keep).sort();
  const files = new Map<string, string>();
  for (const name of names)
    if ((await stat(path.join(dir, name))).isFile()) files.set(name, await read(path.join(dir, name)));
  return files;
}
