import { describe, expect, it } from 'vitest';
import { stem, synonymsOf, tokenize } from './search-terms.ts';

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

describe('tokenize', () => {
  it('splits words on spaces and punctuation, keeps identifiers also joined, and drops URL schemes', () => {
    expect(tokenize('Set BASE_PATH and redis-cli, see https://example.com/a.b or dbmeta.json.')).toEqual([
      'Set',
      'BASE',
      'PATH',
      'and',
      'redis',
      'cli',
      'see',
      'example',
      'com',
      'a',
      'b',
      'or',
      'dbmeta',
      'json',
      'BASEPATH',
      'rediscli',
      'examplecom',
      'ab',
      'dbmetajson',
    ]);
  });

  it('treats letters and digits of any script alike, in text with or without characters beyond the Basic Multilingual Plane', () => {
    expect(tokenize('Größe · naïve_mode-2 café.ñandú')).toEqual([
      'Größe',
      'naïve',
      'mode',
      '2',
      'café',
      'ñandú',
      'naïvemode2',
      'caféñandú',
    ]);
    expect(tokenize('emoji 😀 key_name-x and a..b _x_ tab\there')).toEqual([
      'emoji',
      '😀',
      'key',
      'name',
      'x',
      'and',
      'a',
      'b',
      'x',
      'tab\there',
      'keynamex',
    ]);
    expect(tokenize('key_name-x and a..b _x_')).toEqual(['key', 'name', 'x', 'and', 'a', 'b', 'x', 'keynamex']);
  });
});
