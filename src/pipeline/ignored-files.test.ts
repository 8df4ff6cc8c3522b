import { describe, expect, it } from 'vitest';
import type { PageSource } from '../shared/types.ts';
import { findIgnoredFiles } from './ignored-files.ts';

const page = (file: string, raw: string): PageSource => ({
  version: 'v1',
  file,
  relPath: file.replace(/^content\/v1\/|\.mdx?$/g, ''),
  id: 'x',
  frontMatter: {},
  body: raw,
  bodyLine: 1,
  title: 'x',
  raw,
});

describe('findIgnoredFiles', () => {
  it('warns for files no doc uses, not for images, imports (escapes read as JavaScript does) and linked files', () => {
    const diagnostics = findIgnoredFiles({
      root: '/site',
      otherFiles: [
        'content/v1/img/used.png',
        'content/v1/Widget.jsx',
        'content/v1/_escaped.mdx',
        'content/v1/style.css',
        'content/v1/types.ts',
        'content/v1/example.js',
        'content/v1/files/report.pdf',
        'content/v1/stray.png',
        'content/v1/notes.md.todo',
        'content/v1/_partial.mdx',
        'content/v1/.DS_Store',
      ],
      pages: [
        page(
          'content/v1/intro.mdx',
          "import Widget from './Widget';\nimport Escaped from './\\_escaped.mdx';\nimport './style.css';\nimport " +
            "types from '!!./types.ts?raw';\nimport example from '!!raw-loader!./example.js';\n\nGet [the report](./files/report.pdf).",
        ),
      ],
      assetSources: ['/site/content/v1/img/used.png'],
    });
    expect(diagnostics.map((d) => d.file)).toEqual([
      'content/v1/stray.png',
      'content/v1/notes.md.todo',
      'content/v1/_partial.mdx',
    ]);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', code: 'ignored-file' });
    expect(diagnostics[2]!.hint).toMatch(/partials/);
  });

  it('counts partials imported from the project root (@site/) and the files those partials and their components import', () => {
    const partials: Record<string, string> = {
      'content/v1/partials/_outer.md': "import Inner from '@site/content/v1/partials/_inner.md';\n\n<Inner />",
      'content/v1/partials/_inner.md': "import Chart from './Chart.jsx';\n\n<Chart />",
      'content/v1/partials/Chart.jsx': "import Legend from './_legend.md';\nexport default () => <Legend />;",
    };
    const diagnostics = findIgnoredFiles({
      root: '/site',
      otherFiles: [
        'content/v1/partials/_outer.md',
        'content/v1/partials/_inner.md',
        'content/v1/partials/Chart.jsx',
        'content/v1/partials/_legend.md',
        'content/v1/partials/_unused.md',
      ],
      pages: [page('content/v1/intro.mdx', "import Outer from '@site/content/v1/partials/_outer.md';\n\n<Outer />")],
      assetSources: [],
      readPartial: (file) => partials[file],
    });
    expect(diagnostics.map((d) => d.file)).toEqual(['content/v1/partials/_unused.md']);
  });

  it('counts the files a used component imports beside it', () => {
    const files: Record<string, string> = {
      'content/v1/guide/Setup.tsx':
        "import { Note } from './Note'\nimport { helper } from './shared'\nexport const Setup = () => <Note />",
      'content/v1/guide/Note.tsx': 'export const Note = () => <p>note</p>',
      'content/v1/guide/shared.ts': 'export const helper = 1',
    };
    const diagnostics = findIgnoredFiles({
      root: '/site',
      otherFiles: [...Object.keys(files), 'content/v1/guide/Stray.tsx'],
      pages: [page('content/v1/guide.mdx', "import { Setup } from './guide/Setup'\n\n<Setup />")],
      assetSources: [],
      readPartial: (file) => files[file],
    });
    expect(diagnostics.map((d) => d.file)).toEqual(['content/v1/guide/Stray.tsx']);
  });

  it("counts the index a doc imports as `.` (its own folder) or `..` (the parent's)", () => {
    const diagnostics = findIgnoredFiles({
      root: '/site',
      otherFiles: [
        'content/v1/widgets/clock/index.ts',
        'content/v1/widgets/index.tsx',
        'content/v1/widgets/clock/stray.ts',
      ],
      pages: [page('content/v1/widgets/clock/index.mdx', 'import { clock } from \'.\';\nimport { all } from "..";\n')],
      assetSources: [],
    });
    expect(diagnostics.map((d) => d.file)).toEqual(['content/v1/widgets/clock/stray.ts']);
  });
});
