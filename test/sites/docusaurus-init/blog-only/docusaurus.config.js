// A blog-only Docusaurus site: the docs plugin is off, the blog is the home page.
module.exports = {
  title: 'Field Notes',
  url: 'https://notes.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  titleDelimiter: '·',
  presets: [['classic', { docs: false, blog: { routeBasePath: '/', showReadingTime: true } }]],
  themeConfig: { navbar: { title: 'Field Notes', items: [{ to: '/about', label: 'About', position: 'left' }] } },
};
