// Plugins and a theme docsgen does not carry: an API reference plugin serving /api, and its theme.
module.exports = {
  title: 'Kettle',
  url: 'https://kettle.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  organizationName: 'kettle',
  themes: ['docusaurus-theme-openapi-docs'],
  plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', routeBasePath: 'api' }]],
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
