import path from 'node:path';
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { isDocsgenOutput } from './output-safety.ts';
import { whilePublishing } from './stop-on-signal.ts';
import { discardStaging, OutputFolder, prepareStaging, publishStaging } from './write.ts';

export interface OpenOutputOptions {
  outDir: string;
  cacheDir: string;
  /** Watch mode after a good build into `outDir`: this build may write into the served output. */
  inPlace: boolean;
}

/**
 * Where one build writes. Normally a staging folder that replaces the output only when the
 * build has no error, so a failed build leaves the previous site intact. In watch mode a
 * rebuild that renders few pages writes into the served output itself, and only once it is
 * known to have no error (its files wait in `pending` until then).
 */
export class BuildOutput {
  /** In-place mode: files to write once the build has no error (path → text). */
  readonly pending = new Map<string, string>();
  /** The staging folder pages are written into; none while writing in place. */
  private target: string | undefined;

  private constructor(
    readonly outDir: string,
    /** Whether writing in place is still possible (the client bundle and the routes to render decide). */
    readonly inPlaceCandidate: boolean,
    private readonly staging: string | undefined,
    private readonly scratch: string | undefined,
  ) {
    this.target = staging;
  }

  static async open(o: OpenOutputOptions): Promise<BuildOutput> {
    const candidate = o.inPlace && existsSync(o.outDir);
    const staging = candidate ? undefined : await prepareStaging(o.outDir);
    const scratch = candidate ? path.join(o.cacheDir, `client-${process.pid}`) : undefined;
    return new BuildOutput(o.outDir, candidate, staging, scratch);
  }

  /** Where esbuild writes the client bundle: the staging folder, or a scratch folder while the output may be written in place. */
  get bundleDir(): string {
    return this.staging ?? this.scratch!;
  }

  /** The scratch folder's files are kept in memory by the bundle cache, so the folder itself can go. */
  async removeScratch(): Promise<void> {
    if (this.scratch) await rm(this.scratch, { recursive: true, force: true });
  }

  /**
   * The folder pages are written into, once the build knows whether it writes in place. A
   * staging folder gets the client bundle (unless esbuild wrote it there) and the static files.
   */
  async folder(
    inPlace: boolean,
    o: { bundleFiles: ReadonlyMap<string, Uint8Array>; staticDir: string; moreStaticDirs?: readonly string[] },
  ): Promise<OutputFolder> {
    if (!inPlace) this.target ??= await prepareStaging(this.outDir);
    const out = new OutputFolder(this.target ?? this.outDir);
    if (!inPlace && !this.staging) for (const [rel, bytes] of o.bundleFiles) await out.write(rel, bytes);
    if (!inPlace) await out.copyStatic(o.staticDir, o.moreStaticDirs);
    return out;
  }

  /** Swaps the staging folder in place of the output; returns earlier outputs it could not delete (see `publishStaging`). */
  async publish(): Promise<string[]> {
    return whilePublishing(() => publishStaging(this.target!, this.outDir));
  }

  /** Drops the staging folder, leaving the output as it was. */
  async discard(): Promise<void> {
    if (this.target) await discardStaging(this.target);
  }
}

/**
 * The output folder is replaced wholesale when a build succeeds, so it must be missing, empty,
 * or an earlier docsgen output. `--out docs` once deleted the project's docs/authoring.md, and
 * `--out README.md` replaced the file.
 */
export async function foreignOutputProblem(outDir: string, root: string): Promise<Diagnostic | undefined> {
  const relative = path.relative(root, outDir);
  const shown = relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? outDir : relative;
  const info = await stat(outDir).catch(() => undefined);
  if (!info) return undefined;
  const base = { severity: 'error' as const, code: 'foreign-output-folder' as const, file: '' };
  if (!info.isDirectory()) {
    return {
      ...base,
      message: `The output path ${shown} is a file, not a folder; building would replace it.`,
      hint: 'Choose another --out folder.',
    };
  }
  const entries = await readdir(outDir);
  if (entries.length === 0 || isDocsgenOutput(outDir, entries)) return undefined;
  const example = entries.filter((e) => !e.startsWith('.')).sort()[0] ?? entries.sort()[0]!;
  return {
    ...base,
    message: `The output folder ${shown} holds files docsgen did not write (such as ${path.join(shown, example)}); building would delete them.`,
    hint: 'Choose another --out folder, or move those files away and delete the folder first.',
  };
}

/**
 * A warning for each earlier output the publish step could not delete (usually a `build/` that
 * belonged to another user, moved aside to `build.old`): the new site is published, the leftover
 * only takes space, and later builds step around it.
 */
export function leftoverWarnings(leftovers: readonly string[], root: string): Diagnostic[] {
  return leftovers.map((dir) => {
    const rel = path.relative(root, dir);
    const shown = rel.startsWith('..') || path.isAbsolute(rel) ? dir : rel;
    return {
      severity: 'warning',
      code: 'output-leftover',
      file: '',
      message: `The site was published, but the previous output moved aside to ${shown} could not be deleted (it probably belongs to another user).`,
      hint: `Delete ${shown} as its owner (for example \`sudo rm -rf ${shown}\`); later builds do not need it and step around it.`,
    };
  });
}
