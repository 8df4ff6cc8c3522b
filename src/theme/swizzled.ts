import type { ReactElement } from 'react';
import type { BlogPostItem, SimplePageProps, SwizzleSlot } from 'docsgen';

/**
 * A page part, or the site's own component for it (a swizzled Docusaurus component), given the theme's part and the
 * page's props (the theme's parts it composes, `@theme/Navbar/Content`, draw from them).
 */
export function swizzled(props: SimplePageProps, slot: SwizzleSlot, original: ReactElement): ReactElement {
  const own = props.swizzled?.[slot];
  return own ? own(original, undefined, props) : original;
}

/** A post as the page shows it, or inside the site's swizzled BlogPostItem, which reads the post with `useBlogPost()`. */
export function swizzledPost(
  props: SimplePageProps,
  post: BlogPostItem,
  isBlogPostPage: boolean,
  original: ReactElement,
): ReactElement {
  const own = props.swizzled?.BlogPostItem;
  if (!own) return original;
  const { content: _content, ...shown } = post;
  return own(original, { ...shown, isBlogPostPage }, props);
}
