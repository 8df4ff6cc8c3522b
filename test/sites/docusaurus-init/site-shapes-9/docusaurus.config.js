// A Docusaurus 3 site with versioned docs and shapes real sites had that docsgen once got wrong.
module.exports = {
  title: 'Kestrel',
  url: 'https://kestrel.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'), showLastUpdateTime: true }, blog: false }]],
};
