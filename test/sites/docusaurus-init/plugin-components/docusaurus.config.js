// A plugin (listed under plugins, by its short name) whose package ships components under lib/theme
// and adds a script and a stylesheet to every page, and a theme whose client module is a stylesheet only.
module.exports = {
  title: 'Kiln',
  url: 'https://kiln.example.test',
  baseUrl: '/',
  themes: ['glossary'],
  plugins: [['zoom-frame', { scale: 2 }]],
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
};
