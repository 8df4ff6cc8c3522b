import { defineConfig } from 'docsgen';
import { remarkPlaceholders } from './plugins/remark-placeholders.ts';
import { rehypeTableCaption } from './plugins/rehype-table-caption.ts';

/**
 * A site that uses every extension point: a remark and a rehype plugin of its own,
 * extra head tags, a client script, an extra stylesheet, and templates/ overriding
 * one theme component (Footer) while the rest falls back to the theme.
 */
export default defineConfig({
  title: 'Kiln Manual',
  url: 'https://kiln-manual.test',
  versions: [{ name: 'v2', label: '2.x', path: '/v2', mainDoc: 'intro' }],
  latestVersion: 'v2',
  navbar: { title: 'Kiln Manual', items: [{ type: 'docs', label: 'Manual' }] },
  footer: { copyright: 'Kiln Manual authors' },
  markdown: {
    remarkPlugins: [[remarkPlaceholders, { values: { product: 'Kiln' } }]],
    rehypePlugins: [rehypeTableCaption],
  },
  head: [
    { tagName: 'meta', attributes: { name: 'theme-color', content: '#aa3311' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.kiln-manual.test', crossorigin: 'anonymous' } },
  ],
  scripts: ['/js/firing-timer.js', { src: 'https://widgets.kiln-manual.test/chat.js', async: true }],
  stylesheets: ['css/brand.css'],
});
