/** The diagnostics report a maintainer reads in the terminal. */
import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/cli/report.ts';
import type { Diagnostic } from '../../src/shared/diagnostics.ts';

const failing = (file: string): Diagnostic => ({
  severity: 'error',
  code: 'unresolved-import',
  file,
  message: 'The site component could not be compiled: Could not resolve "json5".',
  hint: 'Install the package in the site (npm install json5).',
});

describe('formatDiagnostics', () => {
  it('prints a problem repeated with the same words in many files once, naming how many, and still counts each', () => {
    const pages = ['docs/a.mdx', 'docs/b.mdx', 'docs/c.mdx', 'docs/d.mdx', 'docs/e.mdx'];
    const report = formatDiagnostics([
      ...pages.map(failing),
      {
        severity: 'error',
        code: 'broken-link',
        file: 'docs/a.mdx',
        line: 3,
        column: 1,
        message: 'Link "/x" matches no page.',
      },
      {
        severity: 'error',
        code: 'broken-link',
        file: 'docs/b.mdx',
        line: 3,
        column: 1,
        message: 'Link "/x" matches no page.',
      },
    ]);
    expect(report).toBe(
      [
        'Errors:',
        'docs/a.mdx and 4 other files (docs/b.mdx, docs/c.mdx, docs/d.mdx, …)  unresolved-import  The site component could not be compiled: Could not resolve "json5".',
        '  Install the package in the site (npm install json5).',
        'docs/a.mdx:3:1  broken-link  Link "/x" matches no page.',
        'docs/b.mdx:3:1  broken-link  Link "/x" matches no page.',
        '',
        '7 errors, 0 warnings',
        '',
      ].join('\n'),
    );
  });

  it('prints a problem with the same words at more than five places once, at its first place with its excerpt', () => {
    const block = (file: string, line: number): Diagnostic => ({
      severity: 'warning',
      code: 'unknown-language',
      file,
      line,
      column: 1,
      message: 'Unknown code language "plain%20text"; the block is shown as plain text.',
      hint: `    > ${line} | \`\`\`plain%20text`,
    });
    const places = [block('docs/b.mdx', 9), block('docs/a.mdx', 4), block('docs/a.mdx', 12)];
    const report = formatDiagnostics([
      ...places,
      block('docs/c.mdx', 1),
      block('docs/c.mdx', 5),
      block('docs/d.mdx', 2),
    ]);
    expect(report).toBe(
      [
        'Warnings:',
        'docs/a.mdx:4:1 and 5 other places in 4 files (docs/a.mdx:12, docs/b.mdx:9, docs/c.mdx:1, …)  unknown-language  ' +
          'Unknown code language "plain%20text"; the block is shown as plain text.',
        '      > 4 | ```plain%20text',
        '',
        '0 errors, 6 warnings',
        '',
      ].join('\n'),
    );
    expect(formatDiagnostics(places)).toContain('\ndocs/a.mdx:12:1  unknown-language  ');
  });

  it('keeps a problem found in one file as it is', () => {
    expect(formatDiagnostics([failing('docs/a.mdx')])).toContain('\ndocs/a.mdx  unresolved-import  ');
  });
});
