import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { swizzleNotes } from './swizzle-notes.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A project whose src/theme holds `files` (path under src/theme → text). */
function project(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'swizzle-notes-'));
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, 'src/theme', rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

describe('init notes on swizzled BlogPostItem and DocItem/Layout', () => {
  it('notes nothing for wrappers of the original, which docsgen renders around its own part', () => {
    const root = project({
      'BlogPostItem/index.js': "import BlogPostItem from '@theme-original/BlogPostItem';\nexport default BlogPostItem;",
      'DocItem/Layout/index.tsx': 'import Layout from "@theme-original/DocItem/Layout";\nexport default Layout;',
    });
    expect(swizzleNotes(root)).toEqual([]);
  });

  it('notes an ejected copy, which draws the part from inner components docsgen lacks, as not used', () => {
    const root = project({
      'BlogPostItem/index.js':
        "import Container from '@theme/BlogPostItem/Container';\nexport default function BlogPostItem(p) { return <Container>{p.children}</Container>; }",
    });
    expect(swizzleNotes(root)).toEqual([
      'src/theme/BlogPostItem: an ejected copy docsgen does not use: it takes BlogPostItem only as a wrapper of ' +
        '@theme-original/BlogPostItem (as `docusaurus swizzle --wrap` writes it), and draws the part itself',
    ]);
  });
});
