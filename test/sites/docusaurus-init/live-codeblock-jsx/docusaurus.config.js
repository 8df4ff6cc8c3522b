// Live code blocks written as <CodeBlock live> in MDX, with a swizzled ReactLiveScope.
module.exports = {
  title: 'Tide playground',
  url: 'https://tides.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  themes: ['@docusaurus/theme-live-codeblock'],
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false }]],
};
