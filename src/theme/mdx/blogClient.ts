import { useMdxSite } from './context.ts';

/** What `useBlogPost()` gives a swizzled BlogPostItem: the post's metadata and front matter, and where it is shown. */
export interface BlogPostData {
  metadata: {
    title: string;
    permalink: string;
    date: string;
    formattedDate: string;
    description: string;
    frontMatter: Record<string, unknown>;
    tags: { label: string; permalink: string }[];
    authors: unknown[];
    readingTime?: number;
    hasTruncateMarker: boolean;
    editUrl?: string;
    unlisted: boolean;
  };
  frontMatter: Record<string, unknown>;
  isBlogPostPage: boolean;
  assets: Record<string, never>;
  toc: never[];
}

/**
 * `useBlogPost()` of `@docusaurus/plugin-content-blog/client` (and theme-common's internal entry): the post a
 * swizzled BlogPostItem wraps. Outside a post it answers an empty one rather than throwing, so a component
 * still renders (a comments box that reads `isBlogPostPage` then shows nothing).
 */
export function useBlogPost(): BlogPostData {
  const post = useMdxSite().currentBlogPost;
  const frontMatter = post?.frontMatter ?? {};
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : '';
  return {
    metadata: {
      title: post?.title ?? '',
      permalink: post?.permalink ?? '',
      date: post?.date ?? '',
      formattedDate: post?.formattedDate ?? '',
      description,
      frontMatter,
      tags: post?.tags.map((t) => ({ label: t.label, permalink: t.permalink })) ?? [],
      authors: post?.authors ?? [],
      ...(post?.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
      hasTruncateMarker: post?.truncated ?? false,
      ...(post?.editUrl ? { editUrl: post.editUrl } : {}),
      unlisted: post?.unlisted ?? false,
    },
    frontMatter,
    isBlogPostPage: post?.isBlogPostPage ?? false,
    assets: {},
    toc: [],
  };
}
