/** The site's settings a document title reads: its title and, when set, what joins a page's title to it. */
export interface TitleSettings {
  title: string;
  titleDelimiter?: string;
}

/**
 * A page's document title as Docusaurus formats it: `Title | Site` (joined by the site's
 * `titleDelimiter` when it has one), or the site's title alone when the page's title is empty or the
 * same (a blog whose title is the site's, at `/`). The title is trimmed.
 */
export function documentTitle(title: string | undefined, site: string | TitleSettings): string {
  const { title: siteTitle, titleDelimiter = '|' } = typeof site === 'string' ? { title: site } : site;
  const trimmed = title?.trim();
  return !trimmed || trimmed === siteTitle ? siteTitle : `${trimmed} ${titleDelimiter} ${siteTitle}`;
}
