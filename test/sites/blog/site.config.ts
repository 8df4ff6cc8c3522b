import { defineConfig } from 'docsgen';

/** Docs and a blog: dated files and folders, authors and tags files, drafts, unlisted posts, pagination, feeds. */
export default defineConfig({
  title: 'Blog Test',
  url: 'https://blog.test',
  baseUrl: '/',
  versions: [{ name: 'current', label: 'Next', path: '/docs', folder: 'docs' }],
  latestVersion: 'current',
  navbar: {
    title: 'Blog Test',
    items: [
      { type: 'docs', label: 'Docs' },
      { type: 'link', label: 'Blog', href: '/blog' },
    ],
  },
  footer: { copyright: 'Blog Test' },
  blog: {
    postsPerPage: 3,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All posts',
    editUrl: 'https://github.com/example/blog-test/edit/main',
    feedOptions: { type: 'all', copyright: 'Copyright Blog Test', limit: 5, xslt: true },
  },
});
