// A home page whose CSS module names an image of static/ by its URL, and a custom.css naming one by `@site/`.
module.exports = {
  title: 'Lighthouse',
  url: 'https://lighthouse.example.test',
  baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false, theme: { customCss: './src/css/custom.css' } }]],
};
