/** RSS 2.0, Atom 1.0 and JSON Feed 1.1 documents of the blog. Pure: items in, text out. */
import { escapeHtmlAttribute } from '../../shared/html-escape.ts';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the blog's first list page. */
  link: string;
  /** Absolute URL of the blog's folder, which the feed files are in (no trailing slash). */
  feedBase: string;
  copyright: string;
  language?: string;
}

export interface FeedItem {
  title: string;
  /** Absolute URL of the post. */
  url: string;
  /** ISO date. */
  date: string;
  description?: string;
  /** The post's HTML, with absolute URLs. */
  contentHtml?: string;
  authors: { name?: string; url?: string; email?: string }[];
  tags: string[];
}

/** Escapes text for XML character data and attribute values; drops characters XML 1.0 forbids. */
export function xmlEscape(text: string): string {
  return escapeHtmlAttribute(text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));
}

const GENERATOR = 'docsgen';

/** The newest item's date (feeds stay the same between builds of the same posts). */
function updated(items: readonly FeedItem[]): string {
  return items.reduce((max, i) => (i.date > max ? i.date : max), items[0]?.date ?? new Date(0).toISOString());
}

export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const e = xmlEscape;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" ' +
      'xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${e(channel.title)}</title>`,
    `    <link>${e(channel.link)}</link>`,
    `    <description>${e(channel.description)}</description>`,
    `    <lastBuildDate>${new Date(updated(items)).toUTCString()}</lastBuildDate>`,
    '    <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    `    <generator>${GENERATOR}</generator>`,
    ...(channel.language ? [`    <language>${e(channel.language)}</language>`] : []),
    ...(channel.copyright ? [`    <copyright>${e(channel.copyright)}</copyright>`] : []),
    `    <atom:link href="${e(`${channel.feedBase}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const item of items) {
    lines.push(
      '    <item>',
      `      <title>${e(item.title)}</title>`,
      `      <link>${e(item.url)}</link>`,
      `      <guid isPermaLink="true">${e(item.url)}</guid>`,
      `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      ...(item.description ? [`      <description>${e(item.description)}</description>`] : []),
      ...(item.contentHtml ? [`      <content:encoded>${e(item.contentHtml)}</content:encoded>`] : []),
      ...item.authors.filter((a) => a.name).map((a) => `      <dc:creator>${e(a.name!)}</dc:creator>`),
      ...item.tags.map((t) => `      <category>${e(t)}</category>`),
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}

export function atomFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const e = xmlEscape;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${channel.language ? ` xml:lang="${e(channel.language)}"` : ''}>`,
    `  <id>${e(channel.link)}</id>`,
    `  <title>${e(channel.title)}</title>`,
    `  <updated>${updated(items)}</updated>`,
    `  <generator>${GENERATOR}</generator>`,
    `  <link rel="alternate" href="${e(channel.link)}"/>`,
    `  <link rel="self" href="${e(`${channel.feedBase}/atom.xml`)}"/>`,
    `  <subtitle>${e(channel.description)}</subtitle>`,
    ...(channel.copyright ? [`  <rights>${e(channel.copyright)}</rights>`] : []),
  ];
  for (const item of items) {
    lines.push(
      '  <entry>',
      `    <title type="html">${e(item.title)}</title>`,
      `    <id>${e(item.url)}</id>`,
      `    <link href="${e(item.url)}"/>`,
      `    <updated>${item.date}</updated>`,
      ...(item.description ? [`    <summary type="html">${e(item.description)}</summary>`] : []),
      ...(item.contentHtml ? [`    <content type="html">${e(item.contentHtml)}</content>`] : []),
      ...item.authors
        .filter((a) => a.name)
        .map(
          (a) =>
            `    <author><name>${e(a.name!)}</name>${a.url ? `<uri>${e(a.url)}</uri>` : ''}${a.email ? `<email>${e(a.email)}</email>` : ''}</author>`,
        ),
      ...item.tags.map((t) => `    <category label="${e(t)}" term="${e(t)}"/>`),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

export function jsonFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: channel.title,
      home_page_url: channel.link,
      feed_url: `${channel.feedBase}/feed.json`,
      description: channel.description,
      ...(channel.language ? { language: channel.language } : {}),
      items: items.map((item) => ({
        id: item.url,
        url: item.url,
        title: item.title,
        ...(item.contentHtml ? { content_html: item.contentHtml } : { content_text: item.description ?? '' }),
        ...(item.description ? { summary: item.description } : {}),
        date_published: item.date,
        ...(item.authors.some((a) => a.name)
          ? {
              authors: item.authors
                .filter((a) => a.name)
                .map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })),
            }
          : {}),
        ...(item.tags.length ? { tags: item.tags } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

/** Site-root URLs in `href`/`src`/`srcset` of a post's HTML made absolute, so feed readers can follow them. */
export function absoluteUrls(html: string, origin: string): string {
  return html
    .replace(/\b(href|src)="\/(?!\/)([^"]*)"/g, (_m, attr: string, rest: string) => `${attr}="${origin}/${rest}"`)
    .replace(
      /\bsrcset="([^"]*)"/g,
      (_m, set: string) => `srcset="${set.replace(/(^|,\s*)\/(?!\/)/g, (_x, lead: string) => `${lead}${origin}/`)}"`,
    );
}
