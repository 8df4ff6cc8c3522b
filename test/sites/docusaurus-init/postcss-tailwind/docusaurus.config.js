// A site styled with a Tailwind-like PostCSS plugin: custom.css holds the directive, pages use the classes.
module.exports = {
  title: 'Quay',
  url: 'https://quay.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: false,
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
};
