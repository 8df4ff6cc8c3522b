import { describe, expect, it } from 'vitest';
import { stem, synonymsOf } from './search-terms.ts';

describe('synonymsOf', () => {
  it('maps each word of a group to the stems of the others, both ways', () => {
    expect(synonymsOf(stem('faster'))).toContain(stem('performance'));
    expect(synonymsOf(stem('performance'))).toContain(stem('fast'));
    expect(synonymsOf(stem('folder'))).toEqual([stem('directory')]);
    expect(synonymsOf(stem('directory'))).toEqual([stem('folder')]);
    expect(synonymsOf(stem('https'))).toEqual(expect.arrayContaining([stem('tls'), stem('ssl')]));
  });

  it('never lists the stem itself, and nothing for words outside the table', () => {
    expect(synonymsOf(stem('faster'))).not.toContain(stem('faster'));
    expect(synonymsOf(stem('password'))).toEqual([]);
  });
});
