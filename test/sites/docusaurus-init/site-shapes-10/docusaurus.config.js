// A Docusaurus 3 site with shapes real sites had that docsgen once got wrong (the tenth round).
module.exports = {
  title: 'Kestrel',
  url: 'https://kestrel.example.test',
  baseUrl: '/',
  organizationName: 'kestrel-watch',
  projectName: 'field-guide',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js'), onlyIncludeVersions: ['current'] },
        blog: { showReadingTime: false },
      },
    ],
  ],
  plugins: [['@apify/docusaurus-plugin-typedoc-api', { projectRoot: __dirname, packages: ['.'] }]],
  themeConfig: { navbar: { title: 'Kestrel' } },
};
