/**
 * Symbolic links in a docs folder, through the real CLI: a link out of the project is an error
 * naming the link, and nothing behind it is published; a link within the project keeps working.
 * And `serve --watch`'s watcher does not follow a link out of the project.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, tempDir } from './cli.ts';
import { watchSources, type SourceChange } from '../../src/dev/watcher.ts';

const site = path.join(PROJECT, 'test/.tmp', `symlinks-${process.pid}`);
const rel = path.relative(PROJECT, site);
const outside = tempDir('symlink-target');
const out = tempDir('symlinks-out');

beforeAll(() => {
  ensureCompiled();
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.join(site, 'content/v1'), { recursive: true });
  mkdirSync(path.join(site, 'shared'), { recursive: true });
  // chokidar reports nothing at all when one of the paths it is given is missing.
  mkdirSync(path.join(site, 'templates'), { recursive: true });
  mkdirSync(path.join(site, 'static'), { recursive: true });
  cpSync(path.join(PROJECT, 'test/sites/hostile-markdown/site.config.ts'), path.join(site, 'site.config.ts'));
  writeFileSync(path.join(site, 'content/v1/intro.md'), '---\ntitle: Intro\n---\n\nIntro.\n');
  writeFileSync(path.join(site, 'shared/shared.md'), '---\ntitle: Shared\n---\n\nShared within the project.\n');
  symlinkSync('../../shared/shared.md', path.join(site, 'content/v1/shared.md'));
  writeFileSync(path.join(outside, 'secret.md'), '---\ntitle: Secret\n---\n\nNot for the site.\n');
});
afterAll(() => {
  for (const dir of [site, outside, out]) rmSync(dir, { recursive: true, force: true });
});

describe('symbolic links in the docs', () => {
  test('a link within the project is published', async () => {
    const run = await runCli(['build', '--root', rel, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'v1/shared/index.html'), 'utf8')).toContain('Shared within the project.');
  });

  test('a file or folder linked from outside the project is an error naming the link; nothing is published', async () => {
    symlinkSync(path.join(outside, 'secret.md'), path.join(site, 'content/v1/secret.md'));
    symlinkSync(outside, path.join(site, 'content/v1/elsewhere'));
    try {
      const run = await runCli(['build', '--root', rel, '--out', out]);
      expect(run.status).toBe(1);
      const shown = diagnosticsOf(run).replaceAll(outside, '<outside>');
      expect(shown).toContain(
        'content/v1/secret.md  symlink-outside-project  This symbolic link points to <outside>/secret.md, outside the project; docsgen does not publish files from outside the project.\n' +
          '  Copy the file or folder into the project (or move it there and link the other way), or delete the link.',
      );
      expect(shown).toContain('content/v1/elsewhere  symlink-outside-project  This symbolic link points to <outside>,');
      expect(existsSync(path.join(out, 'v1/secret'))).toBe(false);
    } finally {
      rmSync(path.join(site, 'content/v1/secret.md'));
      rmSync(path.join(site, 'content/v1/elsewhere'));
    }
  });

  test('the watcher does not follow a link out of the project, and still sees edits inside it', async () => {
    symlinkSync(outside, path.join(site, 'content/v1/elsewhere'));
    const changes: SourceChange[] = [];
    const watcher = watchSources({
      configFile: path.join(site, 'site.config.ts'),
      contentDir: path.join(site, 'content'),
      templatesDir: path.join(site, 'templates'),
      staticDir: path.join(site, 'static'),
      onChange: (c) => changes.push(c),
    });
    try {
      await watcher.ready;
      writeFileSync(path.join(outside, 'secret.md'), '---\ntitle: Secret\n---\n\nEdited outside.\n');
      writeFileSync(path.join(outside, 'new.md'), 'new\n');
      writeFileSync(path.join(site, 'content/v1/intro.md'), '---\ntitle: Intro\n---\n\nEdited.\n');
      const end = Date.now() + 20_000;
      while (!changes.some((c) => c.file.endsWith('intro.md')) && Date.now() < end)
        await new Promise((r) => setTimeout(r, 50));
      expect(changes.some((c) => c.file.endsWith(path.join('v1', 'intro.md')))).toBe(true);
      expect(changes.filter((c) => c.file.includes('elsewhere'))).toEqual([]);
    } finally {
      await watcher.close();
      rmSync(path.join(site, 'content/v1/elsewhere'));
    }
  });
});
