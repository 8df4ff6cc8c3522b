// A Docusaurus 2 site (MDX 1 pages) at the repository root: inline tags with style objects, a component never imported.
module.exports = {
  title: 'Quillwort',
  url: 'https://quillwort.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
