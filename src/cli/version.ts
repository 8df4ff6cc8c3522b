import { existsSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { BuildError } from '../shared/diagnostics.ts';
import { failWith } from './report.ts';
import { filesUnder } from '../pipeline/files-under.ts';
import type { ResolvedConfig } from '../pipeline/config.ts';

interface VersionOptions {
  root: string;
  label?: string;
  path?: string;
  banner: string;
}

/** A versions-table entry, as the maintainer would write it. */
export interface VersionEntry {
  name: string;
  label: string;
  path: string;
  banner: 'unmaintained' | 'none';
  mainDoc?: string;
}

export function registerVersion(program: Command): void {
  program
    .command('version')
    .description(
      'Freeze a copy of the latest docs as a new version: copies its content folder and adds it to the versions table',
    )
    .argument('<name>', 'folder name of the frozen copy under content/, e.g. v3.0')
    .option('--root <dir>', 'project folder holding site.config.ts', '.')
    .option('--label <text>', 'text in the version dropdown (default: the name)')
    .option('--path <url>', 'URL path of the frozen copy (default: /<name>)')
    .option('--banner <kind>', 'notice on its pages: unmaintained or none', 'unmaintained')
    .action(async (name: string, opts: VersionOptions) => {
      process.exitCode = await cutVersion(name, opts);
    });
}

export async function cutVersion(name: string, opts: VersionOptions): Promise<number> {
  const bad = badArguments(name, opts);
  if (bad !== undefined) return bad;
  const { loadConfig } = await import('../pipeline/config.ts');
  const config = await loadConfig({ root: opts.root });
  const site = config.site;
  const latest = site.versions.find((v) => v.name === site.latestVersion)!;
  const entry: VersionEntry = {
    name,
    label: opts.label ?? name,
    path: opts.path ?? `/${name}`,
    banner: opts.banner as VersionEntry['banner'],
    mainDoc: latest.mainDoc,
  };
  const refused = refusal(config, latest, entry);
  if (refused !== undefined) return refused;
  const from = path.join(config.contentDir, latest.name);
  const to = path.join(config.contentDir, name);

  const originalText = await readFile(config.configFile, 'utf8');
  const edited = insertVersionEntry(originalText, latest.name, entry);

  await cp(from, to, { recursive: true });
  const rewritten = await retargetLinks(to, latest.path, entry.path);
  process.stdout.write(
    `Copied ${rel(from)}/ to ${rel(to)}/` +
      `${rewritten ? ` (${rewritten} link${rewritten === 1 ? '' : 's'} to ${latest.path}/… now point to ${entry.path}/…)` : ''}.\n`,
  );
  return addToConfig({ config, opts, latest, entry, originalText, edited, to });
}

/** A path as the maintainer sees it from where the command runs. */
function rel(p: string): string {
  return path.relative(process.cwd(), p) || '.';
}

/** A version name or banner the command cannot take: the exit code after saying so. */
function badArguments(name: string, opts: VersionOptions): number | undefined {
  // A leading dot would make a hidden folder (`.hidden`) or a path segment (`.`, `..`, `...`).
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) {
    return failWith(
      'bad-version-name',
      name,
      `"${name}" cannot be a version folder name under content/.`,
      'Start with a letter or digit, then letters, digits, dots, dashes or underscores, e.g. v3.0.',
    );
  }
  if (opts.banner !== 'unmaintained' && opts.banner !== 'none') {
    return failWith(
      'bad-option',
      `--banner ${opts.banner}`,
      'The banner must be "unmaintained" or "none".',
      'Leave it out to flag the frozen copy as unmaintained.',
    );
  }
  return undefined;
}

type SiteVersion = ResolvedConfig['site']['versions'][number];

/** Why the version cannot be cut in this project (its name, path or folder is taken, or the layout is Docusaurus'). */
function refusal(config: ResolvedConfig, latest: SiteVersion, entry: VersionEntry): number | undefined {
  const { name } = entry;
  const site = config.site;
  const configRel = rel(config.configFile);
  if (site.versions.some((v) => v.name === name))
    return failWith(
      'version-exists',
      configRel,
      `A version named "${name}" is already in the versions table.`,
      'Pick another name.',
    );
  if (site.versions.some((v) => v.path.replace(/\/$/, '') === entry.path.replace(/\/$/, ''))) {
    return failWith(
      'version-exists',
      configRel,
      `The path ${entry.path} is already used by another version.`,
      'Pass another --path.',
    );
  }
  if (!/^\/[A-Za-z0-9._/-]*$/.test(entry.path) || /(^|\/)\.{1,2}(\/|$)|\/\//.test(entry.path))
    return failWith(
      'bad-option',
      `--path ${entry.path}`,
      'The path must start with / and hold only URL path characters, without "." or ".." segments or "//".',
      `For example --path /${name}.`,
    );
  if (latest.folder || latest.sidebars) {
    // A Docusaurus-layout version keeps its docs and sidebars where Docusaurus expects them; copying into content/ would split the project.
    return failWith(
      'version-docusaurus-layout',
      configRel,
      `The latest version "${latest.name}" is read from ${latest.folder ?? `content/${latest.name}`}` +
        `${latest.sidebars ? ` with ${latest.sidebars}` : ''}, a Docusaurus ` +
        `layout docsgen does not freeze.`,
      `Run \`npx docusaurus docs:version ${name}\`, then add the version the build's version-not-configured warning suggests to site.config.ts.`,
    );
  }
  const to = path.join(config.contentDir, name);
  if (existsSync(to))
    return failWith(
      'version-exists',
      rel(to),
      `The folder ${rel(to)} already exists.`,
      'Remove it or pick another name.',
    );
  return undefined;
}

/**
 * Writes the edited config and loads it again to check the new entry is there; when it does not
 * load, the config is restored and the copied folder removed, and the line to add by hand is shown.
 */
async function addToConfig(o: {
  config: ResolvedConfig;
  opts: VersionOptions;
  latest: SiteVersion;
  entry: VersionEntry;
  originalText: string;
  edited: { text: string } | { error: string };
  to: string;
}): Promise<number> {
  const { config, latest, entry, edited } = o;
  const configRel = rel(config.configFile);
  const line = versionEntryText(entry);
  const manual = (why: string) =>
    failWith(
      'config-not-edited',
      configRel,
      why,
      `Add this line to the versions array yourself, right after the "${latest.name}" entry:\n    ${line},`,
    );
  if ('error' in edited) return manual(edited.error);
  await writeFile(config.configFile, edited.text);
  try {
    const { loadConfig } = await import('../pipeline/config.ts');
    const check = await loadConfig({ root: o.opts.root });
    if (!check.site.versions.some((v) => v.name === entry.name))
      throw new Error('the new entry was not found after the edit');
  } catch (error) {
    await writeFile(config.configFile, o.originalText);
    // Nothing of the attempt stays: the copied folder goes too.
    await rm(o.to, { recursive: true, force: true });
    const why =
      error instanceof BuildError ? error.diagnostics.map((d) => d.message).join('; ') : (error as Error).message;
    return manual(`The edited config did not load (${why}), so it was restored.`);
  }
  process.stdout.write(
    `Added ${entry.name} ("${entry.label}", ${entry.path}, banner ${entry.banner}) to the versions in ` +
      `${configRel}, after ${latest.name}; ${latest.name} stays the latest.\nRun ` +
      `docsgen build to publish it.\n`,
  );
  return 0;
}

function versionEntryText(e: VersionEntry): string {
  const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return `{ name: ${q(e.name)}, label: ${q(e.label)}, path: ${q(e.path)}, banner: ${q(e.banner)}${e.mainDoc ? `, mainDoc: ${q(e.mainDoc)}` : ''} }`;
}

/**
 * Inserts the entry after the latest version's object inside `versions: [...]`,
 * keeping the file's own formatting. Works on text, so comments survive; gives up
 * (with a reason) when the table is not a literal array of object literals.
 */
export function insertVersionEntry(
  text: string,
  latest: string,
  entry: VersionEntry,
): { text: string } | { error: string } {
  const key = /\bversions\s*:\s*\[/g.exec(text);
  if (!key)
    return { error: 'No `versions: [` array was found in the config (is it built in another file or a variable?).' };
  const open = key.index + key[0].length - 1;
  const close = matching(text, open);
  if (close < 0) return { error: 'The versions array is not closed where expected.' };
  let at = open + 1;
  while (at < close) {
    const start = text.indexOf('{', at);
    if (start < 0 || start > close) break;
    const end = matching(text, start);
    if (end < 0 || end > close) break;
    const body = text.slice(start, end + 1);
    if (new RegExp(`\\bname\\s*:\\s*(['"\`])${escapeRegExp(latest)}\\1`).test(body)) {
      const lineStart = text.lastIndexOf('\n', start) + 1;
      const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
      const after = /^[ \t]*,/.exec(text.slice(end + 1));
      const line = versionEntryText(entry);
      if (after) {
        let pos = end + 1 + after[0].length;
        // Keep a trailing `// comment` with the entry it belongs to.
        const rest = /^[ \t]*(\/\/[^\n]*)?(?=\n|$)/.exec(text.slice(pos));
        if (rest) pos += rest[0].length;
        return { text: `${text.slice(0, pos)}\n${indent}${line},${text.slice(pos)}` };
      }
      return { text: `${text.slice(0, end + 1)},\n${indent}${line}${text.slice(end + 1)}` };
    }
    at = end + 1;
  }
  return { error: `No entry with name '${latest}' was found in the versions array.` };
}

/** Index of the bracket closing the one at `open`, skipping strings and comments; -1 if none. */
function matching(text: string, open: number): number {
  const pairs: Record<string, string> = { '[': ']', '{': '}', '(': ')' };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) return -1;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
      if (i <= 0) return -1;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === ']' || c === '}' || c === ')') {
      if (stack.pop() !== c) return -1;
      if (!stack.length) return i;
    }
  }
  return -1;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Absolute links into the latest version (`](/v3/x)`, `href="/v3/x"`) now point into the frozen copy. */
async function retargetLinks(dir: string, fromPath: string, toPath: string): Promise<number> {
  const prefix = escapeRegExp(fromPath.replace(/\/$/, ''));
  const pattern = new RegExp(`(\\]\\(|href=["'])${prefix}(?=[/#)"'])`, 'g');
  let count = 0;
  for (const file of (await filesUnder(dir)).filter((f) => f.endsWith('.md'))) {
    const text = await readFile(file, 'utf8');
    const next = text.replace(pattern, (_m, lead: string) => {
      count++;
      return `${lead}${toPath.replace(/\/$/, '')}`;
    });
    if (next !== text) await writeFile(file, next);
  }
  return count;
}
