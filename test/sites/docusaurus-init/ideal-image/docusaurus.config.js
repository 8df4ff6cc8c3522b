// Docs and a blog with Docusaurus's ideal-image plugin: only `<Image>` gets smaller widths.
module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: {}, blog: {} }]],
  plugins: [['@docusaurus/plugin-ideal-image', { quality: 70, min: 200, max: 800, steps: 3 }]],
};
