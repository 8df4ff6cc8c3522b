// A Docusaurus 3 site with shapes real sites had that docsgen once got wrong (the fifteenth round).
module.exports = {
  title: 'Otter',
  url: 'https://otter.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  staticDirectories: ['assets/public'],
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: false,
      },
    ],
  ],
  themeConfig: { navbar: { title: 'Otter' } },
};
