// A blog-only site with Google Analytics in the preset, Tag Manager and Sass as plugins.
module.exports = {
  title: 'Tide Log',
  url: 'https://tides.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: { routeBasePath: '/' },
        gtag: { trackingID: ['G-TIDE001', 'G-TIDE002'], anonymizeIP: true },
        theme: { customCss: './src/css/custom.scss' },
      },
    ],
  ],
  plugins: [
    'docusaurus-plugin-sass',
    ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-TIDE9' }],
    ['@docusaurus/plugin-google-gtag', { trackingID: '"><script>' }],
  ],
};
