// Components that look docs up by id with useDocById, in two docs versions.
module.exports = {
  title: 'Harbour docs',
  url: 'https://harbour.example',
  baseUrl: '/harbour/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
