// A swizzled Root holds shared state (the tide level) that hydrated components read and change;
// a hydrated component draws the page's sidebar with the docs sidebar hooks.
module.exports = {
  title: 'Harbour',
  url: 'https://harbour.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: { startLevel: 3 },
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
