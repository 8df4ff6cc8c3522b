#!/usr/bin/env node
// A 1,000-post blog against 1,000 docs: each site built cold through the CLI, time per page printed.
// Usage: node scripts/bench-blog.mjs [count]   (compile first: node scripts/compile.mjs)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const COUNT = Number(process.argv[2] ?? 1000);
const WORDS =
  'build page search index render route sidebar version theme markdown link anchor feed post author tag'.split(' ');

/** About 350 words, two sections and a code block: a typical post or doc. */
function body(i) {
  const para = (n) => Array.from({ length: 70 }, (_, k) => WORDS[(i * 7 + n * 13 + k) % WORDS.length]).join(' ') + '.';
  return `${para(1)}\n\n${para(2)}\n\n<!-- truncate -->\n\n## Details ${i}\n\n${para(3)}\n\n\`\`\`js\nconst value${i} = ${i};\nconsole.log(value${i});\n\`\`\`\n\n## More\n\n${para(4)}\n\n${para(5)}\n`;
}

function site(dir, { blog }) {
  mkdirSync(path.join(dir, 'content/v1'), { recursive: true });
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  symlinkSync(ROOT, path.join(dir, 'node_modules/docsgen'));
  writeFileSync(
    path.join(dir, 'site.config.ts'),
    `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Bench', url: 'https://bench.test', versions: [{ name: 'v1', label: '1.x', path: '/v1' }], latestVersion: 'v1', navbar: { title: 'Bench', items: [] }, footer: { copyright: 'Bench' }${blog ? ', blog: {}' : ''} });\n`,
  );
  if (blog) {
    mkdirSync(path.join(dir, 'blog'));
    writeFileSync(path.join(dir, 'content/v1/intro.md'), '# Intro\n\nThe docs.\n');
    for (let i = 0; i < COUNT; i++) {
      const d = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      writeFileSync(
        path.join(dir, 'blog', `${d}-post-${i}.md`),
        `---\ntitle: Post ${i}\ntags: [t${i % 20}, all]\nauthors: [{name: Writer ${i % 5}}]\n---\n\n${body(i)}`,
      );
    }
  } else {
    for (let i = 0; i < COUNT; i++)
      writeFileSync(path.join(dir, 'content/v1', `doc-${i}.md`), `---\ntitle: Doc ${i}\n---\n\n${body(i)}`);
  }
}

function buildOnce(dir) {
  rmSync(path.join(dir, '.docsgen-cache'), { recursive: true, force: true });
  rmSync(path.join(dir, 'build'), { recursive: true, force: true });
  const started = performance.now();
  const out = execFileSync(process.execPath, [path.join(ROOT, 'bin/docsgen.js'), 'build', '--root', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  const ms = performance.now() - started;
  const pages = Number(/Built (\d+) pages/.exec(out)?.[1] ?? NaN);
  const render = Number(/render (\d+)ms/.exec(out)?.[1] ?? NaN);
  return { ms, pages, render };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-blog-'));
try {
  const docsDir = path.join(tmp, 'docs');
  const blogDir = path.join(tmp, 'blog');
  site(docsDir, { blog: false });
  site(blogDir, { blog: true });
  console.log(
    `load before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  for (const [name, dir] of [
    ['docs', docsDir],
    ['blog', blogDir],
  ]) {
    const r = buildOnce(dir);
    console.log(
      `${name}: ${r.pages} pages in ${(r.ms / 1000).toFixed(1)} s, ${(r.ms / r.pages).toFixed(1)} ms/page (render stage ${r.render} ms, ${(r.render / r.pages).toFixed(1)} ms/page)`,
    );
  }
  console.log(
    `load after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
