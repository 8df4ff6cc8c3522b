// Docs versions: the current docs marked unreleased, 2.0 the last release, 1.0 kept out of search engines,
// 0.9 in versions.json but left out by onlyIncludeVersions.
module.exports = {
  title: 'Sedge',
  url: 'https://sedge.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: {
          onlyIncludeVersions: ['current', '2.0', '1.0'],
          versions: { current: { label: 'Next', banner: 'unreleased' }, '1.0': { noIndex: true } },
        },
        blog: false,
      },
    ],
  ],
};
