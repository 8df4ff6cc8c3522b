// A site with two blogs: the preset's (news, in blog/) and a second instance of the blog plugin
// (the changelog, in changelog/), each with its own URL, tags and feed; French for the changelog.
module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: { blogTitle: 'News', showReadingTime: false } }]],
  plugins: [
    [
      '@docusaurus/plugin-content-blog',
      {
        id: 'changelog',
        path: './changelog',
        routeBasePath: 'changelog',
        blogTitle: 'Changelog',
        blogSidebarTitle: 'Releases',
        feedOptions: { type: 'rss' },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Lantern',
      items: [
        { to: '/blog', label: 'News', position: 'left' },
        { to: '/changelog', label: 'Changelog', position: 'left' },
      ],
    },
  },
};
