// The build script copies docs in before `docusaurus build` (as pnpm.io's does); npm's prebuild hook stamps a file.
module.exports = {
  title: 'Harbour steps',
  url: 'https://harbour.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false }]],
};
