import type { SiteSettings } from '../shared/config-schema.ts';
import { pluralThemeText, themeText } from './theme-text.ts';

type Texts = Pick<SiteSettings, 'i18n' | 'locale'>;

/** `{name}` placeholders of a theme message filled in; unknown names stay as written. */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** "One post" / "3 posts" in the locale being built (Docusaurus's `theme.blog.post.plurals`). */
export function postCountText(settings: Texts, count: number): string {
  return pluralThemeText(settings, 'theme.blog.post.plurals', 'One post|{count} posts', count, { count });
}

/** A blog tag's page title: `3 posts tagged with "Release"`, translated as Docusaurus's theme is. */
export function blogTagTitle(settings: Texts, count: number, tagName: string): string {
  const text = themeText(settings, 'theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"');
  return fill(text, { nPosts: postCountText(settings, count), tagName });
}

/** A blog author's page title: `Ada - 3 posts`. */
export function blogAuthorTitle(settings: Texts, count: number, authorName: string): string {
  const text = themeText(settings, 'theme.blog.author.pageTitle', '{authorName} - {nPosts}');
  return fill(text, { nPosts: postCountText(settings, count), authorName });
}

/** A docs tag's page title: `3 docs tagged with "API"`. */
export function docTagTitle(settings: Texts, count: number, tagName: string): string {
  const nDocsTagged = pluralThemeText(
    settings,
    'theme.docs.tagDocListPageTitle.nDocsTagged',
    'One doc tagged|{count} docs tagged',
    count,
    { count },
  );
  return fill(themeText(settings, 'theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"'), {
    nDocsTagged,
    tagName,
  });
}
