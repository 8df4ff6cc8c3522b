// Functions of the docs plugin that change content, with helpers of this file they call.
const LOUD = new Set(['reference']);
const hidden = (id) => id.endsWith('internal-notes');
// What the preprocessor writes in place of {{product}} and what parseFrontMatter adds to every page.
const PRODUCT = 'Lantern 2';
const AUDIENCE = 'night walkers';

function tidy(items) {
  return items
    .filter((item) => !(item.type === 'doc' && hidden(item.id)))
    .map((item) =>
      item.type === 'category'
        ? { ...item, label: LOUD.has(item.label.toLowerCase()) ? item.label.toUpperCase() : item.label, items: tidy(item.items) }
        : item,
    );
}

module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example.test',
  baseUrl: '/',
  markdown: {
    preprocessor: ({ fileContent }) => fileContent.replaceAll('{{product}}', PRODUCT),
    async parseFrontMatter(params) {
      const result = await params.defaultParseFrontMatter(params);
      result.frontMatter.description ??= `For ${AUDIENCE}.`;
      if (result.frontMatter.heading) result.frontMatter.title = result.frontMatter.heading;
      return result;
    },
  },
  presets: [
    [
      'classic',
      {
        docs: {
          include: ['**/*.md'],
          // Not a base and the doc's path: the page's path without its extension, on another host.
          editUrl: ({ locale, docPath }) => `https://translate.example.test/${locale}/${docPath.replace(/\.mdx?$/, '')}`,
          async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
            const items = await defaultSidebarItemsGenerator(args);
            return tidy(items).reverse();
          },
        },
        blog: {
          feedOptions: {
            type: 'rss',
            // Posts tagged internal stay out of the feed; the others' titles name the product.
            async createFeedItems({ blogPosts, defaultCreateFeedItems, ...rest }) {
              const shown = blogPosts.filter((post) => !post.metadata.tags.some((tag) => tag.label === 'internal'));
              const items = await defaultCreateFeedItems({ blogPosts: shown, ...rest });
              return items.map((item) => ({ ...item, title: `${PRODUCT}: ${item.title}` }));
            },
          },
        },
      },
    ],
  ],
  themeConfig: { navbar: { title: 'Lantern', items: [] } },
};
