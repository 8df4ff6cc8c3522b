/**
 * Top-level Docusaurus config fields that components read from `useDocusaurusContext().siteConfig`
 * (a "versions" page reading `siteConfig.presets[0][1].docs`, a footer linking to
 * `github.com/${organizationName}/${projectName}`) but that docsgen has no setting for: kept as plain
 * data so such components render as they did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { refPath } from './config-values.ts';
import { absoluteToRelative } from './project-path.ts';

/** The fields kept, in Docusaurus's order; the ones docsgen maps itself (title, url, …) are not repeated. */
const FIELDS = [
  'favicon',
  'trailingSlash',
  'noIndex',
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'presets',
  'plugins',
  'themes',
  'staticDirectories',
] as const;

/** Above this a field (a preset with a large OpenAPI or search set-up) is left out rather than copied into site.config.ts. */
const MAX_FIELD_CHARS = 20_000;

/** At most this many source files are read to find the fields components name. */
const MAX_FILES = 5_000;

/**
 * The kept fields that a file under src/ names (a config copy no component reads would only
 * clutter site.config.ts) as JSON-safe data: functions and module values are left out (as `null` in a
 * list, so indexes stay), and absolute paths inside the project become relative to it.
 */
export function siteConfigFieldsOf(
  c: Record<string, unknown>,
  projectDir: string | undefined,
): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const read = projectDir ? namedInSources(path.join(projectDir, 'src')) : () => false;
  for (const field of FIELDS) {
    if (c[field] === undefined || !read(field)) continue;
    const json = JSON.stringify(c[field], (_key, v: unknown) => {
      if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint' || refPath(v) !== undefined)
        return undefined;
      return typeof v === 'string' && projectDir && v.startsWith(`${projectDir.replace(/\/+$/, '')}/`)
        ? absoluteToRelative(v, projectDir)
        : v;
    });
    if (json !== undefined && json.length <= MAX_FIELD_CHARS) out[field] = JSON.parse(json);
  }
  return Object.keys(out).length ? out : undefined;
}

/** Whether a script under `dir` names a field (`siteConfig.projectName`, `{ presets }`). */
function namedInSources(dir: string): (field: string) => boolean {
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return () => false;
  }
  const text = files
    .filter((f) => /\.(m?[jt]sx?)$/.test(f) && !f.includes('node_modules'))
    .slice(0, MAX_FILES)
    .map((f) => {
      try {
        return readFileSync(path.join(dir, f), 'utf8');
      } catch {
        return '';
      }
    })
    .join('\n');
  return (field) => new RegExp(`\\b${field}\\b`).test(text);
}
