// A swizzled Root provides a context (the reader's unit of length) that components in docs, posts and pages read.
module.exports = {
  title: 'Tideline',
  url: 'https://tideline.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: { defaultUnit: 'fathoms' },
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: { showReadingTime: false } }]],
};
