// Docs-only mode with a swizzled Layout and a React page that import Docusaurus theme parts docsgen lacks.
module.exports = {
  title: 'Kiln',
  url: 'https://kiln.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
