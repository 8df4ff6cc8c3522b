// A Docusaurus 3 site whose swizzled prism-include-languages adds a language of its own to Prism.
const { themes } = require('prism-react-renderer');

module.exports = {
  title: 'Merlin',
  url: 'https://merlin.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  themeConfig: { prism: { theme: themes.github, darkTheme: themes.dracula, additionalLanguages: ['json'] } },
};
