// A Docusaurus 2 site (MDX 1 content), written for docsgen's tests.
module.exports = {
  title: 'Old site',
  url: '/', // Docusaurus 2 accepted a relative url
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
};
