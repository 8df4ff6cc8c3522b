// A site at the repository root with a French locale, shapes met on real sites: a React home page reading
// `navigator` while it renders, a page redirecting to the French locale, a swizzled MDXComponents importing a
// package that is not installed, a doc whose `---` lines end in spaces, a post image that is a PNG named .jpg.
module.exports = {
  title: 'Lanternfish',
  url: 'https://lanternfish.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: {} }]],
};
