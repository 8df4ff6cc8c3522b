// A site that swizzles parts of the navbar and footer without the whole: Navbar/Content wraps the
// theme's content with a notice, Footer/Copyright draws its own line. Docusaurus's Navbar and
// Footer draw around them.
module.exports = {
  title: 'Slipway',
  url: 'https://slipway.example.test',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'Slipway',
      items: [{ type: 'doc', docId: 'intro', label: 'Guide', position: 'left' }],
    },
    footer: {
      links: [{ label: 'Guide', to: '/docs/intro' }],
      copyright: 'Slipway builders',
    },
  },
};
