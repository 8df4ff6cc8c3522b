const path = require('path');

module.exports = {
  title: 'Otter Notes',
  url: 'https://otter.example.org',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  themeConfig: {
    navbar: {
      title: 'Otter Notes',
      items: [
        { type: 'doc', docId: 'river', label: 'River', position: 'left' },
        {
          label: 'Tides',
          position: 'right',
          items: [
            { href: 'https://tides.example.org/high', label: 'High tide' },
            { href: 'https://tides.example.org/low', label: 'Low tide' },
          ],
        },
      ],
    },
  },
  plugins: [
    [
      'docusaurus-plugin-module-alias',
      {
        alias: {
          '@parts': path.resolve(__dirname, './src/parts'),
          react: path.resolve(__dirname, './node_modules/react'),
        },
      },
    ],
    [
      '@docusaurus/plugin-content-docs',
      {
        routeBasePath: '/',
        breadcrumbs: false,
        sidebarPath: require.resolve('./sidebars.js'),
        remarkPlugins: [require('./src/remark/ripple.js')],
      },
    ],
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'river',
        path: 'river',
        routeBasePath: 'river',
        sidebarPath: require.resolve('./sidebarsRiver.js'),
      },
    ],
    '@docusaurus/plugin-content-pages',
    '@docusaurus/plugin-debug',
    '@docusaurus/plugin-sitemap',
  ],
  themes: [path.resolve(__dirname, 'local-theme')],
};
