// Docs that link to each other by URL, not by file (`configuration`, `../intro`), as many sites do.
module.exports = {
  title: 'Relay',
  url: 'https://relay.example',
  baseUrl: '/relay/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
