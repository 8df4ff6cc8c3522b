/**
 * `feedOptions.xslt`: an XSL stylesheet beside the RSS and Atom feeds, named by an
 * `<?xml-stylesheet?>` line, so a browser opening a feed shows a readable page of its posts.
 */

/** The feed with the processing instruction naming its stylesheet (a sibling file) after the XML declaration. */
export function withStylesheet(xml: string, href: string): string {
  const pi = `<?xml-stylesheet type="text/xsl" href="${href}"?>`;
  return /^<\?xml [^?]*\?>\n/.test(xml) ? xml.replace(/^(<\?xml [^?]*\?>\n)/, `$1${pi}\n`) : `${pi}\n${xml}`;
}

/** The stylesheet's file name for a feed file: `rss.xml` → `rss.xsl`. */
export function stylesheetName(feedFile: string): string {
  return feedFile.replace(/\.xml$/, '') + '.xsl';
}

const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1c1e21}' +
  'li{margin:0 0 1rem}small{color:#606770;display:block}.note{background:#eef3fb;padding:.6rem .9rem;border-radius:6px}';

/** One page for a feed: a note on what the page is, the channel's title and description, and each entry. */
function stylesheet(
  ns: string,
  fields: { title: string; about: string; entries: string; entryTitle: string; link: string; date: string },
) {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${ns}>
  <xsl:output method="html" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${fields.title}"/> (feed)</title>
        <style>${PAGE_STYLE}</style>
      </head>
      <body>
        <p class="note">This is a web feed. Copy its address into a feed reader to follow new posts.</p>
        <h1><xsl:value-of select="${fields.title}"/></h1>
        <p><xsl:value-of select="${fields.about}"/></p>
        <ul>
          <xsl:for-each select="${fields.entries}">
            <li>
              <a href="{${fields.link}}"><xsl:value-of select="${fields.entryTitle}"/></a>
              <small><xsl:value-of select="${fields.date}"/></small>
            </li>
          </xsl:for-each>
        </ul>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

/** The stylesheet for an RSS 2.0 feed. */
export const rssStylesheet = (): string =>
  stylesheet('', {
    title: 'rss/channel/title',
    about: 'rss/channel/description',
    entries: 'rss/channel/item',
    entryTitle: 'title',
    link: 'link',
    date: 'pubDate',
  });

/** The stylesheet for an Atom feed. */
export const atomStylesheet = (): string =>
  stylesheet(' xmlns:atom="http://www.w3.org/2005/Atom"', {
    title: 'atom:feed/atom:title',
    about: 'atom:feed/atom:subtitle',
    entries: 'atom:feed/atom:entry',
    entryTitle: 'atom:title',
    link: 'atom:link/@href',
    date: 'atom:updated',
  });
