// A Docusaurus 2 site (MDX 1) whose tabs close after a list and two blank lines.
module.exports = {
  title: 'Plover',
  url: 'https://plover.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
