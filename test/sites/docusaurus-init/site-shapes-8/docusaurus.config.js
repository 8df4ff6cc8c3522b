// A Docusaurus 3 site (CommonJS config) with shapes real sites had that docsgen once got wrong.
module.exports = {
  title: 'Nightjar',
  url: 'https://nightjar.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js'), editUrl: 'https://example.test/edit/main/' },
        blog: false,
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      { redirects: [{ from: '/blog/2024/06/12/second-sighting', to: '/blog/second-sighting' }] },
    ],
    ['./plugins/blog-plugin', { blogTitle: 'Field notes', postsPerPage: 1, showReadingTime: true }],
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: require.resolve('./sidebarsCommunity.js'),
        editUrl: ({ versionDocsDirPath, docPath }) => `https://example.test/community-edit/${versionDocsDirPath}/${docPath}`,
      },
    ],
  ],
};
