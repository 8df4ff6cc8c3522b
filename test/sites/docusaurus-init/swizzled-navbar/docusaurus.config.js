// A site whose navbar and footer are swizzled and recomposed from Docusaurus's own parts:
// Navbar/index wraps Navbar/Content in Navbar/Layout; Navbar/Content rebuilds the bar from the
// configured items (split left/right), adding a status badge; Footer/index composes the footer parts.
module.exports = {
  title: 'Quay',
  url: 'https://quay.example.test',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'Quay',
      logo: { alt: 'Quay logo', src: 'img/logo.svg' },
      items: [
        { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },
        { to: '/docs/moorings', label: 'Moorings', position: 'left' },
        { href: 'https://source.example.test/quay', label: 'Source', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Learn', items: [{ label: 'Guide', to: '/docs/intro' }] },
        { title: 'Elsewhere', items: [{ label: 'Source', href: 'https://source.example.test/quay' }] },
      ],
      copyright: 'Copyright © Quay crew',
    },
  },
};
