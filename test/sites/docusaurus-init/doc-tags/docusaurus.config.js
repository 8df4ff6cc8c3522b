// Docs with front matter tags: a tags file for the current docs, an inline tag it does not define,
// an unlisted doc, a released version with its own tags, and a French locale.
module.exports = {
  title: 'Quill',
  url: 'https://quill.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'Quill',
      items: [{ to: '/docs/tags', label: 'Topics', position: 'left' }],
    },
  },
};
