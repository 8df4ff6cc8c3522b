// Docs whose components use packages the site has not installed yet (no `npm install` run).
module.exports = {
  title: 'Loom',
  url: 'https://loom.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
