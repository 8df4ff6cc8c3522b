import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The `docusaurus build` call in a build script (`docusaurus build`, `npx docusaurus build --out-dir x`). */
const DOCUSAURUS_BUILD = /(?:^|[\s/])docusaurus\s+build(?:\s|$)/;

/** `node scripts/build-with-fallback.mjs`: a script of the project that runs `docusaurus build` itself. */
function buildsThroughScript(dir: string, step: string): boolean {
  const script = /^node\s+(\S+\.[cm]?js)(?:\s|$)/.exec(step)?.[1];
  const file = script && path.join(dir, script);
  // `docusaurus build` in a command string, or `['docusaurus', 'build']` in an argument list.
  return !!file && existsSync(file) && /docusaurus['"]?(?:\s*,\s*['"]|\s+)build\b/.test(readFileSync(file, 'utf8'));
}

/** A call of the Docusaurus CLI itself (`docusaurus clear`, `npx docusaurus write-translations`): its own housekeeping. */
const DOCUSAURUS_CALL = /^(?:(?:npx|yarn|bunx|pnpm(?:\s+exec)?)\s+)?docusaurus\s+[a-z]/;

/** The steps without Docusaurus CLI calls, which clear or write Docusaurus's own files; each left out is noted. */
function withoutDocusaurusCalls(steps: string[], where: string, note: (field: string, why: string) => void): string[] {
  const dropped = steps.filter((s) => DOCUSAURUS_CALL.test(s));
  if (dropped.length)
    note(
      where,
      `"${dropped.join(' && ')}" runs Docusaurus itself (its cache or its own files), not needed by docsgen build`,
    );
  return steps.filter((s) => !DOCUSAURUS_CALL.test(s));
}

/** The npm `prebuild` hook as steps: `npm run prebuild`, or its other steps when some call Docusaurus itself. */
function prebuildHook(script: unknown, note: (field: string, why: string) => void): string[] {
  if (typeof script !== 'string') return [];
  const parts = script
    .split('&&')
    .map((p) => p.trim())
    .filter(Boolean);
  const kept = withoutDocusaurusCalls(parts, 'package.json scripts.prebuild', note);
  return kept.length === parts.length ? ['npm run prebuild'] : kept;
}

/**
 * What the project's `npm run build` does before `docusaurus build`, as commands for site.config.ts
 * `prebuild`: the npm `prebuild` script (npm runs it first), then the build script's steps joined
 * by `&&` ahead of `docusaurus build` (`pnpm copy-docs && docusaurus build`). Steps after it, and a
 * build script with no `docusaurus build`, are noted instead, and so are calls of the Docusaurus CLI
 * (`docusaurus clear`), which docsgen has no use for and which fail once Docusaurus is gone.
 */
export function prebuildStepsOf(dir: string, note: (field: string, why: string) => void): string[] {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return [];
  let scripts: Record<string, unknown>;
  try {
    scripts = (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, unknown> }).scripts ?? {};
  } catch {
    return [];
  }
  const build = typeof scripts.build === 'string' ? scripts.build : undefined;
  if (!build) return [];
  const parts = build.split('&&').map((p) => p.trim());
  // A `docusaurus build` written in the script first; else a project script that runs it (its comments may name it too).
  const named = parts.findIndex((p) => DOCUSAURUS_BUILD.test(p));
  const at = named >= 0 ? named : parts.findLastIndex((p) => buildsThroughScript(dir, p));
  if (at < 0) {
    note('package.json scripts.build', `"${build}" does not call docusaurus build; docsgen build does not run it`);
    return [];
  }
  const after = parts.slice(at + 1);
  if (after.length)
    note(
      'package.json scripts.build',
      `what runs after docusaurus build ("${after.join(' && ')}") is not run by docsgen build`,
    );
  // npm runs the hook first; its notes come first too.
  const hook = prebuildHook(scripts.prebuild, note);
  return [...hook, ...withoutDocusaurusCalls(parts.slice(0, at).filter(Boolean), 'package.json scripts.build', note)];
}
