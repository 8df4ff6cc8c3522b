import { describe, expect, it } from 'vitest';
import { packPageRecords, pageRecords, unpackPageRecords, type PageRecord } from './search-format.ts';

const records: PageRecord[] = [
  { t: 'lvl1', u: '/v3/intro', h: ['Docs', 'Intro'], c: 'What it is.' },
  { t: 'content', u: '/v3/intro', h: ['Docs', 'Intro'], c: 'What it is. And more.' },
  { t: 'lvl2', u: '/v3/intro#setup', h: ['Docs', 'Intro', 'Setup'], c: null },
  { t: 'content', u: '/v3/intro#setup', h: ['Docs', 'Intro', 'Setup'], c: 'docker run it', k: 1 },
  { t: 'lvl3', u: '/v3/intro#env', h: ['Docs', 'Intro', 'Setup', 'Env'], c: null },
  { t: 'lvl4', u: '/v3/intro#deep', h: ['Docs', 'Intro', 'Setup', null, 'Deep'], c: null },
  { t: 'lvl2', u: '/v3/intro#faq', h: ['Docs', 'Intro', 'FAQ'], c: null },
  { t: 'content', u: '/v3/intro#faq', h: ['Docs', 'Intro', 'FAQ'], c: 'Ask.' },
];

describe('page files', () => {
  it('give back every record unchanged, in page order', () => {
    const shard = JSON.parse(JSON.stringify(packPageRecords(records))) as ReturnType<typeof packPageRecords>;
    expect(unpackPageRecords(shard)).toEqual(records);
  });

  it('write the page path once and each heading trail once per section', () => {
    const text = JSON.stringify(packPageRecords(records));
    expect(text.match(/\/v3\/intro/g)).toHaveLength(1);
    expect(text.match(/"Setup"/g)).toHaveLength(1);
    expect(text.length).toBeLessThan(JSON.stringify(records).length / 2);
  });

  it('keep records of another path whole', () => {
    const mixed: PageRecord[] = [
      records[0]!,
      { t: 'content', u: '/v3/other#x', h: ['Docs', 'Other'], c: 'Elsewhere.' },
    ];
    expect(unpackPageRecords(packPageRecords(mixed))).toEqual(mixed);
  });

  it('name records by URL, type and rank', () => {
    expect(pageRecords(packPageRecords(records)).map((r) => r.i)).toEqual([
      '/v3/intro lvl1 0',
      '/v3/intro content 0',
      '/v3/intro#setup lvl2 0',
      '/v3/intro#setup content 0',
      '/v3/intro#env lvl3 0',
      '/v3/intro#deep lvl4 0',
      '/v3/intro#faq lvl2 0',
      '/v3/intro#faq content 0',
    ]);
  });
});
