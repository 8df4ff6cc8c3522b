// Swizzled wrappers, as `docusaurus swizzle --wrap` writes them and sites then extend: comments under
// each blog post, a feedback line under each doc, an extra line under the footer.
module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: { showReadingTime: false } }]],
};
