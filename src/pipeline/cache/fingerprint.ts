import {
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import { cacheDirFor } from './dir.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { contentHash } from '../../render/content-hash.ts';
import { walkFilesSync } from '../files-under.ts';

/**
 * The no-change fast path of `docsgen build`. After a successful build the cache folder keeps a
 * fingerprint of every input (each file's size, mtime and inode, plus a hash of its bytes) and of
 * every file of the published output. The next build compares them before it loads the pipeline:
 * when nothing differs, the output already is what a build would write. Any difference, however
 * small, runs the normal build.
 *
 * Inputs are taken broadly so that nothing the build reads can change unseen: every file of the
 * project (cache, output, node_modules and VCS folders aside; symbolic links followed), docsgen's
 * own code and theme, the installed dependencies' lock file, and what the config names outside
 * the project. A file is read and hashed only when its stat differs from the fingerprint's, so an
 * editor's save that rewrites the same bytes still takes the fast path.
 *
 * This module runs before anything heavy is imported: Node built-ins only.
 */

/** Stored per input file: [size, mtimeMs, inode, sha1 of the bytes]. */
type InputEntry = [number, number, number, string];
/** Stored per output file: [size, mtimeMs, inode]. */
type OutputEntry = [number, number, number];

export interface InputSnapshot {
  /** Folders and files walked (absolute). */
  roots: string[];
  /** When the walk started (ms since the epoch). */
  takenAt: number;
  /** Absolute path → entry. */
  files: Record<string, InputEntry>;
}

export interface BuildFingerprint {
  format: typeof FORMAT;
  /** What the output depends on besides files: folders, environment, Node. */
  settings: string;
  /** Environment variables the config reads (`all` when it reads them by a computed name), and their values. */
  env: { names: string[] | 'all'; values: string };
  inputs: InputSnapshot;
  /** Every file of the published output, path relative to it → entry. */
  output: Record<string, OutputEntry>;
  /** Pages the build wrote and the diagnostics it printed, repeated by the fast path. */
  pages: number;
  diagnostics: Diagnostic[];
}

/** What the fast path reports instead of building. */
export interface UnchangedBuild {
  pages: number;
  diagnostics: Diagnostic[];
}

const FORMAT = 2;
/**
 * A file modified this close to the walk could be modified again within the same mtime tick
 * (coarse file systems count whole seconds): its stat proves nothing, so it is always hashed.
 */
const RACY_MS = 2000;
/** Folders that are never inputs, wherever they are. */
const SKIPPED_NAMES = new Set(['node_modules', '.git', '.hg', '.svn', '.docsgen-cache']);
/** Environment variables that change what a build writes. */
const ENV_INPUTS = ['DOCSGEN_REGEX_ENGINE', 'DOCSGEN_CODE_ENGINE', 'NODE_ENV'];

export interface FingerprintTarget {
  /** Absolute project folder. */
  root: string;
  /** Absolute output folder. */
  outDir: string;
}

function fingerprintFile(root: string): string {
  return path.join(cacheDirFor(root), 'build-fingerprint.json');
}

function settingsOf(t: FingerprintTarget): string {
  return JSON.stringify({
    root: t.root,
    outDir: t.outDir,
    node: process.version,
    env: ENV_INPUTS.map((k) => process.env[k] ?? null),
  });
}

/**
 * The environment variables a config's source reads (`process.env.BASE_URL`, `process.env['X']`),
 * or `all` when it reads `process.env` any other way: a site that takes its baseUrl from the
 * environment must build again when that changes, with no file changed.
 */
export function envNamesIn(sources: readonly string[]): string[] | 'all' {
  const names = new Set<string>();
  for (const text of sources) {
    for (const m of text.matchAll(/process\.env(?:\.([A-Za-z_$][\w$]*)|\[\s*(['"`])([^'"`]+)\2\s*\]|(?![\w$]))/g)) {
      const name = m[1] ?? m[3];
      if (!name) return 'all';
      names.add(name);
    }
  }
  return [...names].sort();
}

function envValues(names: string[] | 'all'): string {
  const keys = names === 'all' ? Object.keys(process.env).sort() : names;
  return JSON.stringify(keys.map((k) => [k, process.env[k] ?? null]));
}

function readFingerprint(root: string): BuildFingerprint | undefined {
  try {
    const stored = JSON.parse(readFileSync(fingerprintFile(root), 'utf8')) as BuildFingerprint;
    return stored.format === FORMAT ? stored : undefined;
  } catch {
    return undefined; // none yet, or torn by an interrupted write
  }
}

/**
 * The fast path: what the last build reported, when its fingerprint still matches every input and
 * every output file; undefined when anything differs (the caller builds).
 */
export function unchangedBuild(t: FingerprintTarget): UnchangedBuild | undefined {
  const stored = readFingerprint(t.root);
  if (!stored || stored.settings !== settingsOf(t) || stored.env.values !== envValues(stored.env.names))
    return undefined;
  if (!outputMatches(t.outDir, stored.output)) return undefined;
  const now = snapshotInputs(stored.inputs.roots, t, stored.inputs);
  const before = stored.inputs.files;
  const paths = Object.keys(now.files);
  if (paths.length !== Object.keys(before).length) return undefined;
  for (const file of paths) if (before[file]?.[3] !== now.files[file]![3]) return undefined;
  return { pages: stored.pages, diagnostics: stored.diagnostics };
}

/** The walk of the fast path's inputs that a build takes before reading anything, then completes and saves. */
export class PendingFingerprint {
  private envNames: string[] | 'all' = [];

  private constructor(
    private readonly target: FingerprintTarget,
    private readonly previous: InputSnapshot | undefined,
    private inputs: InputSnapshot,
  ) {}

  /** Reads the config's source files (site.config and what it imports) for the environment variables it uses. */
  addConfigSources(files: readonly string[]): void {
    const texts = files.map((f) => {
      try {
        return readFileSync(f, 'utf8');
      } catch {
        return '';
      }
    });
    this.envNames = envNamesIn(texts);
  }

  /** Drops the stored fingerprint (the output is about to change) and walks the project and docsgen. */
  static start(target: FingerprintTarget): PendingFingerprint {
    const previous = readFingerprint(target.root)?.inputs;
    rmSync(fingerprintFile(target.root), { force: true });
    return new PendingFingerprint(target, previous, snapshotInputs(defaultRoots(target.root), target, previous));
  }

  /** Adds inputs the config names outside the project (its imports, stylesheets), walked once it is loaded. */
  addOutside(files: readonly string[]): void {
    const outside = files.filter((f) => !isInside(f, this.target.root) && !this.inputs.roots.includes(f));
    if (!outside.length) return;
    const more = snapshotInputs(outside, this.target, this.previous);
    this.inputs = {
      roots: [...this.inputs.roots, ...outside],
      takenAt: this.inputs.takenAt,
      files: { ...this.inputs.files, ...more.files },
    };
  }

  /** After publishing: stores the inputs as they were when the build read them, and the output as it is now. */
  save(result: UnchangedBuild): void {
    const env = { names: this.envNames, values: envValues(this.envNames) };
    const fingerprint: BuildFingerprint = {
      format: FORMAT,
      settings: settingsOf(this.target),
      env,
      inputs: this.inputs,
      output: outputManifest(this.target.outDir),
      ...result,
    };
    const file = fingerprintFile(this.target.root);
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a torn file would only cost a full build, but this costs nothing.
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(fingerprint));
    renameSync(`${file}.${process.pid}`, file);
  }
}

/** The project, and docsgen's own code, theme and dependencies. */
function defaultRoots(root: string): string[] {
  // Folders already walked as part of the project are skipped by the walk (same real path).
  const roots = [
    root,
    path.join(PACKAGE_ROOT, 'package.json'),
    path.join(PACKAGE_ROOT, 'dist'),
    path.join(PACKAGE_ROOT, 'src'),
    path.join(PACKAGE_ROOT, 'node_modules/.package-lock.json'),
    path.join(root, 'node_modules/.package-lock.json'),
  ];
  return roots.filter((r, i) => roots.indexOf(r) === i);
}

function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Walks the roots (files or folders); entries whose stat matches `previous` keep their hash unread. */
function snapshotInputs(
  roots: readonly string[],
  t: FingerprintTarget,
  previous: InputSnapshot | undefined,
): InputSnapshot {
  const takenAt = Date.now();
  const files: Record<string, InputEntry> = {};
  const skipped = new Set([t.outDir, `${t.outDir}.staging`, path.join(PACKAGE_ROOT, 'dist/islands')]);
  // The staging lock (staging-lock.ts) exists only while a build runs: never an input.
  const lockFile = `${t.outDir}.staging.lock`;
  const asideOf = `${path.basename(t.outDir)}.old`;
  const seenDirs = new Set<string>();
  const visit = (file: string, info: Stats): void => {
    if (info.isDirectory()) {
      if (
        skipped.has(file) ||
        SKIPPED_NAMES.has(path.basename(file)) ||
        (path.dirname(file) === path.dirname(t.outDir) && path.basename(file).startsWith(asideOf))
      )
        return;
      let real: string;
      let names: string[];
      try {
        real = realpathSync(file);
        names = readdirSync(file).sort();
      } catch {
        files[`${file}${path.sep}`] = [0, 0, 0, 'unreadable']; // the build cannot read it either; a change of that state counts
        return;
      }
      if (seenDirs.has(real)) return; // a link back into a folder already walked
      seenDirs.add(real);
      for (const name of names) {
        const child = path.join(file, name);
        let childInfo: Stats | undefined;
        try {
          childInfo = statSync(child, { throwIfNoEntry: false }); // a dangling link has none
        } catch {
          files[child] = [0, 0, 0, 'unreadable']; // a link to itself, or no permission
          continue;
        }
        if (childInfo) visit(child, childInfo);
      }
      return;
    }
    if (!info.isFile() || file === lockFile) return;
    const before = previous?.files[file];
    const unchanged =
      before !== undefined &&
      before[0] === info.size &&
      before[1] === info.mtimeMs &&
      before[2] === info.ino &&
      before[1] < previous!.takenAt - RACY_MS;
    files[file] = [info.size, info.mtimeMs, info.ino, unchanged ? before[3] : hashFile(file)];
  };
  for (const root of roots) {
    const info = statSync(root, { throwIfNoEntry: false });
    if (info) visit(root, info);
  }
  return { roots: [...roots], takenAt, files };
}

function hashFile(file: string): string {
  try {
    return contentHash(readFileSync(file));
  } catch {
    return ''; // unreadable: never equal to a readable file's hash
  }
}

/** Calls `visit` for every file under the output folder (path relative to it, with `/`), stopping when it returns false. */
function walkOutput(outDir: string, visit: (rel: string, entry: OutputEntry) => boolean): boolean {
  // Plain string paths and one stat per file: this walk is most of the fast path's time.
  return walkFilesSync(outDir, (rel, full) => {
    const s = statSync(full);
    return visit(rel, [s.size, s.mtimeMs, s.ino]);
  });
}

/** Every file under the output folder with its stat. */
function outputManifest(outDir: string): Record<string, OutputEntry> {
  const out: Record<string, OutputEntry> = {};
  walkOutput(outDir, (rel, entry) => ((out[rel] = entry), true));
  return out;
}

function outputMatches(outDir: string, stored: Record<string, OutputEntry>): boolean {
  let seen = 0;
  try {
    const same = walkOutput(outDir, (rel, a) => {
      const b = stored[rel];
      seen++;
      return b !== undefined && a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
    });
    return same && seen === Object.keys(stored).length;
  } catch {
    return false; // deleted, or a file removed while walking
  }
}
