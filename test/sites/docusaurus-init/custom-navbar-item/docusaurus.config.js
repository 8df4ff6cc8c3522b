// A navbar with a custom item type (`custom-stars`) that the site's swizzled
// NavbarItem/ComponentTypes maps to its own component, an html item, and a locale dropdown with a link after the locales.
module.exports = {
  title: 'Comet',
  url: 'https://comet.example.test',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'Comet',
      items: [
        { type: 'custom-stars', repo: 'comet/comet', count: 1200, position: 'right' },
        { type: 'html', value: '<span class="beta-badge">beta</span>', position: 'left' },
        {
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsAfter: [{ href: 'https://translate.example.test/comet', label: 'Help us translate' }],
        },
      ],
    },
  },
};
