// Docusaurus 2 (alpha) sites named their docs home with the docs option homePageId, before `slug: /`.
module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      '@docusaurus/preset-classic',
      { docs: { homePageId: 'getting-started', sidebarPath: require.resolve('./sidebars.js') }, blog: false },
    ],
  ],
};
