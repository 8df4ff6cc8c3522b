/**
 * A page's document title as Docusaurus formats it: `Title | Site`, or the site's title alone when the
 * page's title is empty or the same (a blog whose title is the site's, at `/`). The title is trimmed.
 */
export function documentTitle(title: string | undefined, siteTitle: string): string {
  const trimmed = title?.trim();
  return !trimmed || trimmed === siteTitle ? siteTitle : `${trimmed} | ${siteTitle}`;
}
