import { describe, expect, it } from 'vitest';
import { docIdOf, splitNumberPrefix, stripNumberPrefixes } from './number-prefix.ts';

describe('number prefixes', () => {
  it('splits a position off a file or folder name', () => {
    expect(splitNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(splitNumberPrefix('003 - Tutorial Easy')).toEqual({ name: 'Tutorial Easy', position: 3 });
    expect(splitNumberPrefix('10_setup')).toEqual({ name: 'setup', position: 10 });
    expect(splitNumberPrefix('0.guide')).toEqual({ name: 'guide', position: 0 });
  });

  it('keeps digits that are the name, a date or a version', () => {
    for (const name of [
      'intro',
      '404',
      '2024-05-01-release',
      '24.05-notes',
      '1.2-upgrade',
      'v2-api',
      '7-',
      'page-01',
    ]) {
      expect(splitNumberPrefix(name)).toEqual({ name });
    }
  });

  it('strips every folder of a path, and the id keeps front matter id and parse_number_prefixes', () => {
    expect(stripNumberPrefixes('01-guides/2 - advanced/03-tuning')).toBe('guides/advanced/tuning');
    expect(docIdOf('01-guides/03-tuning', {})).toBe('guides/tuning');
    expect(docIdOf('01-guides/03-tuning', { id: 'perf' })).toBe('guides/perf');
    expect(docIdOf('01-guides/03-tuning', { parse_number_prefixes: false })).toBe('01-guides/03-tuning');
  });
});
