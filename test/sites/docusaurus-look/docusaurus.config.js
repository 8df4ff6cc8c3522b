// A Docusaurus site's look: custom CSS with Infima variables, a url() image and font, a logo
// with a dark variant, every navbar item kind, footer columns, and a swizzled Footer.
const { themes } = require('prism-react-renderer');

module.exports = {
  title: 'Lookout',
  tagline: 'Keeps its look',
  url: 'https://lookout.example',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: false,
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
  themeConfig: {
    image: 'img/social.png',
    metadata: [{ name: 'keywords', content: 'lookout, docs' }],
    navbar: {
      title: 'Lookout',
      hideOnScroll: true,
      logo: { alt: 'Lookout logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', sidebarId: 'guideSidebar', position: 'left', label: 'Guide' },
        { type: 'doc', docId: 'api/reference', position: 'left', label: 'API' },
        { type: 'docsVersion', position: 'left', label: 'Current docs' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { label: 'Setup', to: '/docs/guide/setup' },
            { type: 'doc', docId: 'intro', label: 'Introduction' },
            { label: 'Source', href: 'https://example.com/lookout' },
          ],
        },
        { to: '/docs/guide/setup', label: 'Setup', position: 'left' },
        { href: 'pathname:///playground/', label: 'Playground', position: 'right' },
        { type: 'html', position: 'right', value: '<span class="look-badge">beta</span>' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{ href: 'https://example.com/lookout/versions', label: 'All versions' }],
        },
        { type: 'search', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { href: 'https://example.com/lookout/issues', label: 'Issues', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'Lookout', src: 'img/logo.svg', href: 'https://example.com/lookout', width: 48 },
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }, { label: 'Setup', to: '/docs/guide/setup' }] },
        {
          title: 'Community',
          items: [
            { label: 'Forum', href: 'https://example.com/forum' },
            { html: '<a href="https://example.com/chat" class="look-chat">Chat</a>' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Lookout&trade;. <a href="https://example.com/cookies">Cookie Policy</a> Built with care.',
    },
    prism: { theme: themes.github, darkTheme: themes.dracula },
  },
};
