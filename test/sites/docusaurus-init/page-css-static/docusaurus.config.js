// A home page whose CSS module names an image of static/ by its URL, as Docusaurus sites often do.
module.exports = {
  title: 'Lighthouse',
  url: 'https://lighthouse.example.test',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
};
