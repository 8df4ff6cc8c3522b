import { describe, expect, it } from 'vitest';
import { parseFrontMatterYaml } from './front-matter-yaml.ts';

describe('parseFrontMatterYaml', () => {
  it('reads a front matter once for every page that repeats it, each page getting values of its own', () => {
    const text = 'id: intro\ntitle: Getting started\ntags: [a, b]';
    const first = parseFrontMatterYaml(text);
    expect(parseFrontMatterYaml(`${text}`)).toBe(first);
    const a = first.doc.toJS() as { tags: string[] };
    const b = parseFrontMatterYaml(text).doc.toJS() as { tags: string[] };
    a.tags.push('c');
    expect(b).toEqual({ id: 'intro', title: 'Getting started', tags: ['a', 'b'] });
  });

  it('folds a quoted value over unindented lines, as Docusaurus reads it', () => {
    const { doc } = parseFrontMatterYaml('title: "A title\nover two lines"\nid: x');
    expect(doc.errors).toEqual([]);
    expect(doc.toJS()).toEqual({ title: 'A title over two lines', id: 'x' });
  });

  it('keeps the errors and the line positions of invalid YAML', () => {
    const { doc, lineCounter } = parseFrontMatterYaml('title: ok\nbad: [unclosed\nid: x');
    expect(doc.errors.length).toBeGreaterThan(0);
    expect(lineCounter.linePos(doc.errors[0]!.pos[0]).line).toBeGreaterThanOrEqual(2);
  });
});
