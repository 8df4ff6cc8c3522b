// A Docusaurus 2 site (MDX 1 pages) with the shapes real sites had that docsgen once got wrong.
module.exports = {
  title: 'Marshwren',
  url: 'https://marshwren.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: false,
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
};
