// Versioned docs with the site's own admonition keywords, and an image browsers show but cannot fully decode.
module.exports = {
  title: 'Quill',
  url: 'https://quill.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { admonitions: { keywords: ['js', 'go'], extendDefaults: true } },
        blog: false,
      },
    ],
  ],
};
