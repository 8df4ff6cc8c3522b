// Three docs versions: the current docs marked unreleased, 2.0 the last release, 1.0 kept out of search engines.
module.exports = {
  title: 'Sedge',
  url: 'https://sedge.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { versions: { current: { label: 'Next', banner: 'unreleased' }, '1.0': { noIndex: true } } },
        blog: false,
      },
    ],
  ],
};
