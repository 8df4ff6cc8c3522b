import { describe, expect, it } from 'vitest';
import { absoluteUrls, atomFeed, jsonFeed, rssFeed, xmlEscape, type FeedChannel, type FeedItem } from './feeds.ts';

const channel: FeedChannel = {
  title: 'Tom & Jerry <Blog>',
  description: 'News',
  link: 'https://example.com/docs/blog',
  feedBase: 'https://example.com/docs/blog',
  copyright: '© 2024',
  language: 'en',
};
const items: FeedItem[] = [
  {
    title: 'Second "post"',
    url: 'https://example.com/docs/blog/2024/05/01/second',
    date: '2024-05-01T00:00:00.000Z',
    description: 'A < B',
    contentHtml: '<p>Hi <a href="https://example.com/docs/x">x</a></p>',
    authors: [{ name: 'Alice', url: 'https://alice.dev' }],
    tags: ['news'],
  },
  {
    title: 'First',
    url: 'https://example.com/docs/blog/first',
    date: '2024-01-01T00:00:00.000Z',
    authors: [],
    tags: [],
  },
];

describe('feeds', () => {
  it('RSS: escaped text, absolute links, the newest date as lastBuildDate', () => {
    const rss = rssFeed(channel, items);
    expect(rss).toContain('<title>Tom &amp; Jerry &lt;Blog&gt;</title>');
    expect(rss).toContain('<link>https://example.com/docs/blog/2024/05/01/second</link>');
    expect(rss).toContain('<lastBuildDate>Wed, 01 May 2024 00:00:00 GMT</lastBuildDate>');
    expect(rss).toContain('<content:encoded>&lt;p&gt;Hi');
    expect(rss).toContain('href="https://example.com/docs/blog/rss.xml" rel="self"');
    expect(rss.match(/<item>/g)).toHaveLength(2);
  });

  it('Atom: one entry per item with its id, dates and author', () => {
    const atom = atomFeed(channel, items);
    expect(atom).toContain('<updated>2024-05-01T00:00:00.000Z</updated>');
    expect(atom).toContain('<author><name>Alice</name><uri>https://alice.dev</uri></author>');
    expect(atom).toContain('<title type="html">Second &quot;post&quot;</title>');
    expect(atom.match(/<entry>/g)).toHaveLength(2);
  });

  it('JSON Feed: parses, with items in order', () => {
    const feed = JSON.parse(jsonFeed(channel, items)) as { items: { id: string; content_html?: string }[] };
    expect(feed.items.map((i) => i.id)).toEqual([items[0]!.url, items[1]!.url]);
    expect(feed.items[0]!.content_html).toContain('<p>Hi');
  });

  it('drops characters XML forbids and makes site-root URLs absolute', () => {
    expect(xmlEscape('a\u0001b&')).toBe('ab&amp;');
    expect(
      absoluteUrls(
        '<img src="/docs/img/a.png" srcset="/docs/a.png 1x, /docs/b.png 2x"><a href="//cdn/x">',
        'https://e.com',
      ),
    ).toBe(
      '<img src="https://e.com/docs/img/a.png" srcset="https://e.com/docs/a.png 1x, https://e.com/docs/b.png 2x"><a href="//cdn/x">',
    );
  });
});
