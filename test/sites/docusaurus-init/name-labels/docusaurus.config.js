// Folders without a label and docs without a title: Docusaurus names them by their file names as written.
module.exports = {
  title: 'Kettle',
  url: 'https://kettle.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['@docusaurus/preset-classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
