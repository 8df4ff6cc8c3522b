// Three locales; no doc is translated, so French and German pages are built from the English files.
module.exports = {
  title: 'Kestrel',
  url: 'https://kestrel.example.test',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] },
  presets: [['classic', { docs: {}, blog: false }]],
};
