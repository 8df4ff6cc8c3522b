// A navbar with a custom item type (`custom-stars`) that the site's swizzled
// NavbarItem/ComponentTypes maps to its own component, and an html item.
module.exports = {
  title: 'Comet',
  url: 'https://comet.example.test',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'Comet',
      items: [
        { type: 'custom-stars', repo: 'comet/comet', count: 1200, position: 'right' },
        { type: 'html', value: '<span class="beta-badge">beta</span>', position: 'left' },
      ],
    },
  },
};
