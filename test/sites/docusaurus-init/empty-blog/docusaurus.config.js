// The classic preset's blog with no post yet: only an authors file in blog/. The navbar links to
// the blog, the footer to its authors.
module.exports = {
  title: 'Pebble',
  url: 'https://pebble.example.test',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: { feedOptions: { type: 'all' } } }]],
  themeConfig: {
    navbar: { title: 'Pebble', items: [{ to: '/blog', label: 'Blog', position: 'left' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'Authors', to: '/blog/authors' }] }] },
  },
};
