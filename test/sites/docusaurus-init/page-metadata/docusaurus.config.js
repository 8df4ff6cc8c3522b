// Page metadata a maintainer writes: emoji shortcodes, social cards (the site's themeConfig.image and a page's own
// front matter image), and files kept in a dot-folder beside the docs.
module.exports = {
  title: 'Field Guide',
  tagline: 'Notes for the trail',
  url: 'https://guide.example.test',
  baseUrl: '/handbook/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: { showReadingTime: false } }]],
  themeConfig: { image: 'img/site-card.png', navbar: { title: 'Field Guide' } },
};
