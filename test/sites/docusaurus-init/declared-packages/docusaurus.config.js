// Docs that import packages of the site's package.json directly, before `npm install` is run.
module.exports = {
  title: 'Quill',
  url: 'https://quill.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
