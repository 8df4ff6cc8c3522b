// The main docs declared as a plugin beside `docs: false`, and a second instance that a
// generator plugin would fill at build time (its folder is empty here).
module.exports = {
  title: 'Lantern Works',
  url: 'https://lantern.example',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    ['docusaurus-plugin-typedoc', { entryPoints: ['../src/index.ts'] }],
    ['@docusaurus/plugin-content-docs', { path: 'documentation', routeBasePath: '/learn' }],
    ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: '/api' }],
  ],
};
