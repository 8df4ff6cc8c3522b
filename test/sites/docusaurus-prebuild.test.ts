import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, runCli } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus site whose `npm run build` does work before `docusaurus build` (an npm `prebuild`
 * hook, a step copying docs in): init carries both into site.config.ts `prebuild`, `docsgen build`
 * runs them first and gets the copied page; a failing step stops the build with the command and
 * its exit code named, and the previous output stays.
 */
const { initAndBuild } = docusaurusFixtures('prebuild');
let site: InitAndBuild;

beforeAll(async () => {
  site = await initAndBuild('prebuild-steps');
}, 180_000);

describe('prebuild steps from package.json', () => {
  it('init carries the steps before docusaurus build over, and says so and what runs after it', () => {
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/prebuild: \[\s*"npm run prebuild",\s*"node scripts\/copy-docs\.js"\s*\]/);
    expect(site.init.stdout).toContain(
      'Carried over from package.json, run by docsgen build first: npm run prebuild && node scripts/copy-docs.js',
    );
    expect(site.init.stdout).toContain('what runs after docusaurus build ("node scripts/after.js") is not run');
  });

  it('docsgen build runs each step first, printing it, and builds the page a step copied in', () => {
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).toBe('');
    expect(site.build.stdout).toContain('Prebuild: npm run prebuild\n');
    expect(site.build.stdout).toContain('Prebuild: node scripts/copy-docs.js\n');
    expect(readFileSync(path.join(site.dir, 'stamp.txt'), 'utf8')).toBe('stamped\n');
    expect(readFileSync(path.join(site.dir, 'build/docs/rules/index.html'), 'utf8')).toContain(
      'Copied in before the build.',
    );
  });

  it('a failing step stops the build, naming the command and its exit code; the previous output stays', async () => {
    rmSync(path.join(site.dir, 'source-docs/rules.md'));
    const again = await runCli(['build'], site.dir);
    expect(again.status).toBe(1);
    const report = diagnosticsOf(again);
    expect(report).toMatch(/site\.config\.ts:\d+\s+prebuild-failed/);
    expect(report).toContain('The prebuild step "node scripts/copy-docs.js" exited with code 1; nothing was built.');
    expect(again.stdout).not.toContain('Built ');
    expect(existsSync(path.join(site.dir, 'build/docs/rules/index.html'))).toBe(true);
  });

  it('a step whose command is not installed (exit code 127) says so, not only the code', async () => {
    const file = path.join(site.dir, 'site.config.ts');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"node scripts/copy-docs.js"', '"harbour-missing-tool gen"'),
    );
    const again = await runCli(['build'], site.dir);
    expect(again.status).toBe(1);
    expect(diagnosticsOf(again)).toContain(
      'The prebuild step "harbour-missing-tool gen" exited with code 127, the shell\'s code for a command it could not find',
    );
  });
});
