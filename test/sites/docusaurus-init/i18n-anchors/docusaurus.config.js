// Two locales; the French translation of a doc links to an anchor its page does not have.
module.exports = {
  title: 'Heron',
  url: 'https://heron.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: {}, blog: false }]],
};
