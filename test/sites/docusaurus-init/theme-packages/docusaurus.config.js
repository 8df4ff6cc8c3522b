// A site with two third-party themes: a schema viewer that is installed (its components under
// lib/theme/), and an API explorer theme that is listed but not installed.
module.exports = {
  title: 'Quill',
  url: 'https://quill.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  themes: ['schema-viewer', 'docusaurus-theme-api-explorer', '@docusaurus/theme-mermaid'],
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
