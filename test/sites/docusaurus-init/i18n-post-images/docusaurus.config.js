// A blog in two locales whose translated post shows an image kept beside it, under i18n/.
module.exports = {
  title: 'Inkwell',
  url: 'https://inkwell.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: false, blog: {} }]],
};
