// A CommonJS config whose preset wraps the classic preset (a company's own), with two more docs instances.
module.exports = {
  title: 'Hearth',
  url: 'https://hearth.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'),
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: false,
        theme: { customCss: [] },
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: require.resolve('./sidebarsCommunity.js'),
      },
    ],
    [
      'content-docs',
      { id: 'architecture', path: 'architecture', routeBasePath: 'architecture', versions: { '1.0': { label: 'One' } } },
    ],
  ],
  themeConfig: { navbar: { title: 'Hearth', items: [{ type: 'docsVersionDropdown' }] } },
};
