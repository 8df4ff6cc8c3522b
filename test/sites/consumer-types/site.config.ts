import { defineConfig, type MarkdownPageContext, type PluginEntry } from 'docsgen';
import { remarkVersionNote } from './plugins/remark-version-note.ts';

const plugins: PluginEntry[] = [remarkVersionNote, [remarkVersionNote, { prefix: 'Version' }]];

export default defineConfig({
  title: 'Typed site',
  url: 'https://example.com',
  versions: [{ name: 'v1', label: 'v1', path: '/v1', mainDoc: 'intro' }],
  latestVersion: 'v1',
  navbar: { title: 'Typed site', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Typed site authors', links: [{ title: 'More', items: [{ label: 'Home', href: '/' }] }] },
  markdown: { remarkPlugins: plugins },
});

/** What a plugin reads of its page, with the consumer's strictest flags. */
export function describePage(context: MarkdownPageContext): string {
  const intro = context.docHref('intro');
  return `${context.version}/${context.docId} (${context.relPath})${intro === undefined ? '' : ` → ${intro}`}`;
}
