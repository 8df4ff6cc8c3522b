// Plugins and a theme docsgen does not carry: an API reference plugin serving /api, and its theme;
// and offline search, as a theme and as a plugin, which docsgen's own search replaces.
module.exports = {
  title: 'Kettle',
  url: 'https://kettle.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  organizationName: 'kettle',
  themes: ['docusaurus-theme-openapi-docs', ['@easyops-cn/docusaurus-search-local', { hashed: true }]],
  plugins: [
    ['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', routeBasePath: 'api' }],
    'docusaurus-lunr-search',
  ],
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
