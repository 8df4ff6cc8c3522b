// Functions of the docs plugin that change content, with helpers of this file they call.
const LOUD = new Set(['reference']);
const hidden = (id) => id.endsWith('internal-notes');

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
  presets: [
    [
      'classic',
      {
        docs: {
          async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
            const items = await defaultSidebarItemsGenerator(args);
            return tidy(items).reverse();
          },
        },
        blog: false,
      },
    ],
  ],
  themeConfig: { navbar: { title: 'Lantern', items: [] } },
};
