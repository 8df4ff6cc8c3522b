import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { humanize, parseCategory, parsePage } from './content.ts';

const page = (text: string, rel = 'configuration/metadata.md', version = 'v3') => {
  const diagnostics: Diagnostic[] = [];
  const result = parsePage({ text, rel, version, file: `content/${version}/${rel}` }, diagnostics);
  return { result, diagnostics };
};

describe('parsePage', () => {
  it('splits front matter from the body and keeps the body line for positions', () => {
    const { result, diagnostics } = page(
      '---\ntitle: Metadata\nsidebar_position: -1\ndescription: Labels and more.\n---\nBody text.\n',
    );
    expect(diagnostics).toEqual([]);
    expect(result).toMatchObject({
      version: 'v3',
      file: 'content/v3/configuration/metadata.md',
      relPath: 'configuration/metadata',
      id: 'configuration/metadata',
      title: 'Metadata',
      body: 'Body text.\n',
      bodyLine: 6,
      frontMatter: { title: 'Metadata', sidebar_position: -1, description: 'Labels and more.' },
    });
  });

  it('accepts fractional positions and a slug', () => {
    const { result } = page('---\ntitle: Welcome\nsidebar_position: 1.1\nslug: /\n---\nHi\n', 'intro.md', 'v0');
    expect(result?.frontMatter.sidebar_position).toBe(1.1);
    expect(result?.frontMatter.slug).toBe('/');
  });

  it('takes the title from the first H1 when front matter has none', () => {
    const { result } = page('Intro line\n\n# Reverse Proxy\n\nText\n', 'getting-started/reverse-proxy.md');
    expect(result?.title).toBe('Reverse Proxy');
    expect(result?.frontMatter).toEqual({});
    expect(result?.bodyLine).toBe(1);
  });

  it('keeps a trailing # that is part of the title (`# C#`), drops a closing sequence', () => {
    expect(page('# C#\n\nText\n', 'c.md').result?.title).toBe('C#');
    expect(page('# F# and C# #\n', 'f.md').result?.title).toBe('F# and C#');
    expect(page('# Closed ##\n', 'g.md').result?.title).toBe('Closed');
  });

  it('accepts an empty front matter (`---` closed on the next line)', () => {
    const { result, diagnostics } = page('---\n---\n\n# Package manager\n', 'pm/index.mdx');
    expect(diagnostics).toEqual([]);
    expect(result).toMatchObject({
      title: 'Package manager',
      frontMatter: {},
      body: '\n# Package manager\n',
      bodyLine: 3,
    });
  });

  it('reports front matter that is never closed instead of rendering it as text', () => {
    const { result, diagnostics } = page('---\ntitle: Open\n\n# Body\n');
    expect(result).toBeUndefined();
    expect(diagnostics).toMatchObject([{ severity: 'error', code: 'unclosed-front-matter', line: 1 }]);
  });

  it('reports a YAML alias bomb in front matter instead of expanding it', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
    ].join('\n');
    const { result, diagnostics } = page(`---\n${bomb}\n---\nBody\n`);
    expect(result).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'bad-front-matter' });
  });

  it('falls back to the humanized file name without title or H1', () => {
    const { result } = page('Just text.\n', 'configuration/highlight-updated.md');
    expect(result?.title).toBe('Highlight updated');
  });

  it('replaces the last id segment with front matter id', () => {
    const { result } = page('---\nid: custom\n---\nText\n', 'advanced/php.md');
    expect(result?.id).toBe('advanced/custom');
    expect(result?.relPath).toBe('advanced/php');
  });

  it('ignores a byte order mark before the front matter', () => {
    const { result, diagnostics } = page('\uFEFF---\ntitle: BOM\n---\nText\n');
    expect(diagnostics).toEqual([]);
    expect(result?.title).toBe('BOM');
  });

  it('warns about a page without content', () => {
    const { result, diagnostics } = page('---\ntitle: Empty\n---\n\n');
    expect(result).toBeDefined();
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'empty-page',
        file: 'content/v3/configuration/metadata.md',
        line: 1,
        message: 'The page has no content.',
        hint: 'Write some content or delete the file.',
      },
    ]);
  });

  it('does not warn about an empty draft, which is unfinished on purpose', () => {
    const { result, diagnostics } = page('---\ntitle: Later\ndraft: true\n---\n\n');
    expect(result?.frontMatter.draft).toBe(true);
    expect(diagnostics).toEqual([]);
  });

  it('reports invalid YAML with its line in the file', () => {
    const { result, diagnostics } = page('---\ntitle: Fine\ndescription: [unclosed\n---\nText\n');
    expect(result).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'bad-front-matter',
      file: 'content/v3/configuration/metadata.md',
    });
    expect(diagnostics[0]!.message).toMatch(/^Front matter is not valid YAML: /);
    expect(diagnostics[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('reports a field of the wrong type on the line of its key', () => {
    const { result, diagnostics } = page('---\ntitle: Fine\nsidebar_position: first\n---\nText\n');
    expect(result).toBeUndefined();
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'bad-front-matter',
        file: 'content/v3/configuration/metadata.md',
        line: 3,
        message: '"sidebar_position" must be a number, got string "first".',
        hint: 'Write sidebar_position: <number>.',
      },
    ]);
  });

  it('suggests quoting when a string field got another type', () => {
    // A number is taken as its text, as Docusaurus does (front-matter-real-shapes.test.ts); true is not.
    const { diagnostics } = page('---\ntitle: true\n---\nText\n');
    expect(diagnostics[0]).toMatchObject({
      line: 2,
      message: '"title" must be a string, got boolean true.',
      hint: 'Quote the value: title: "true"',
    });
  });

  it('rejects heading levels outside 2..6', () => {
    const { result, diagnostics } = page('---\ntoc_max_heading_level: 7\n---\nText\n');
    expect(result).toBeUndefined();
    expect(diagnostics[0]!.message).toBe('"toc_max_heading_level" must be a whole number from 2 to 6, got 7.');
  });

  it('rejects front matter that is not a mapping', () => {
    const { result, diagnostics } = page('---\n- a\n- b\n---\nText\n');
    expect(result).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({
      code: 'bad-front-matter',
      message: 'Front matter must be a mapping of keys to values.',
    });
  });

  it('keeps unknown keys without complaint', () => {
    const { result, diagnostics } = page('---\ntitle: X\nkeywords: [a, b]\n---\nText\n');
    expect(diagnostics).toEqual([]);
    expect((result?.frontMatter as Record<string, unknown>).keywords).toEqual(['a', 'b']);
  });
});

describe('parseCategory', () => {
  const file = 'content/v3/getting-started/_category_.json';

  it('reads label, position and a generated index link', () => {
    const diagnostics: Diagnostic[] = [];
    const meta = parseCategory(
      '{"label": "🚀 Getting Started", "position": 2, "link": {"type": "generated-index", "description": "Getting started"}}',
      file,
      diagnostics,
    );
    expect(diagnostics).toEqual([]);
    expect(meta).toEqual({
      label: '🚀 Getting Started',
      position: 2,
      link: { type: 'generated-index', description: 'Getting started' },
      file,
    });
  });

  it('uses the humanized folder name when the label is missing', () => {
    const meta = parseCategory('{}', file, []);
    expect(meta?.label).toBe('Getting started');
    expect(meta?.position).toBeUndefined();
  });

  it('reports broken JSON with a line number', () => {
    const diagnostics: Diagnostic[] = [];
    const meta = parseCategory('{\n  "label": "A",\n  "position": 2\n  "link": {}\n}', file, diagnostics);
    expect(meta).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'bad-category',
      file,
      hint: 'Fix the JSON: quote keys and strings, separate entries with commas.',
    });
    expect(diagnostics[0]!.message).toMatch(/^Not valid JSON: .*\.$/);
    expect(diagnostics[0]!.line).toBe(4);
  });

  it('accepts trailing commas and comments, as Docusaurus does', () => {
    const diagnostics: Diagnostic[] = [];
    const meta = parseCategory('{\n  // shown second\n  "label": "A",\n  "position": 2,\n}', file, diagnostics);
    expect(diagnostics).toEqual([]);
    expect(meta).toMatchObject({ label: 'A', position: 2 });
  });

  it('reads _category_.yml as YAML and reports its errors with a line', () => {
    const yml = 'content/v3/getting-started/_category_.yml';
    expect(parseCategory('label: Setup\nposition: 3\n', yml, [])).toMatchObject({ label: 'Setup', position: 3 });
    const diagnostics: Diagnostic[] = [];
    expect(parseCategory('label: Setup\n  position: [3\n', yml, diagnostics)).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ code: 'bad-category', file: yml });
    expect(diagnostics[0]!.message).toMatch(/^Not valid YAML: /);
    expect(diagnostics[0]!.line).toBeGreaterThan(0);
  });

  it('names every wrongly typed field', () => {
    const diagnostics: Diagnostic[] = [];
    const meta = parseCategory('{"label": 3, "position": "2", "link": {"type": "page"}}', file, diagnostics);
    expect(meta).toBeUndefined();
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Invalid category: "label" must be a string, got number 3.',
      'Invalid category: "position" must be a number, got string "2".',
      'Invalid category: "link.type" must be "generated-index" or "doc", got string "page".',
    ]);
  });

  it('requires link.id for a doc link', () => {
    const diagnostics: Diagnostic[] = [];
    parseCategory('{"link": {"type": "doc"}}', file, diagnostics);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Invalid category: "link.id" must name a doc when link.type is "doc".',
    ]);
  });
});

describe('names as labels (nameLabels)', () => {
  const file = 'content/v3/02-api-management/_category_.json';
  const read = (text: string, rel: string, nameLabels?: 'as-written') =>
    parsePage({ text, rel, version: 'v3', file: `content/v3/${rel}`, nameLabels }, []);

  it("titles a doc without a title or heading by its file name, humanized unless 'as-written'", () => {
    expect(read('Text only.\n', 'api/01-rate-limits.md')).toMatchObject({ title: 'Rate limits', titleFromName: true });
    expect(read('Text only.\n', 'api/01-rate-limits.md', 'as-written')).toMatchObject({
      title: 'rate-limits',
      titleFromName: true,
    });
  });

  it('leaves a title from front matter or a heading as written, and not marked as made from the name', () => {
    expect(read('# rate limits\n', 'api/rate-limits.md')).toMatchObject({ title: 'rate limits' });
    expect(read('# Rate limits\n', 'api/rate-limits.md')?.titleFromName).toBeUndefined();
    expect(read('---\ntitle: Limits\n---\nText\n', 'api/rate-limits.md', 'as-written')?.title).toBe('Limits');
  });

  it('names a category without a label by its folder, number prefix removed, marked as made from the name', () => {
    expect(parseCategory('{}', file, [])).toMatchObject({ label: 'Api management', labelFromName: true });
    expect(parseCategory('{}', file, [], 'as-written')).toMatchObject({ label: 'api-management', labelFromName: true });
    expect(parseCategory('{"label": "APIs"}', file, [], 'as-written')).toEqual({ label: 'APIs', file });
  });
});

describe('humanize', () => {
  it('turns file names into labels', () => {
    expect(humanize('download-count')).toBe('Download count');
    expect(humanize('getting_started')).toBe('Getting started');
    expect(humanize('intro')).toBe('Intro');
  });
});
