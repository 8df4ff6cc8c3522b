// Page heads as Docusaurus writes them: meta descriptions taken from the first line of text, blog list
// page titles, the theme's texts in <title> of a second locale, and canonical links on every page.
module.exports = {
  title: 'Plover',
  tagline: 'Shore birds of every coast',
  url: 'https://plover.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: false, versions: { '1.0': { noIndex: true } } },
        blog: { postsPerPage: 1, authorsMapPath: 'authors.yml' },
      },
    ],
  ],
};
