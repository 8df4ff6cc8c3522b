// An ES module config, as Docusaurus 3 sites write it: packages come through createRequire.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// A webpack plugin the site's own build adds; it is not installed where docsgen runs.
const MonacoWebpackPlugin = require('monaco-editor-webpack-plugin');

export default {
  title: 'Kiln',
  url: 'https://kiln.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  staticDirectories: ['static', 'public'],
  presets: [
    [
      'classic',
      {
        docs: {
          path: '../docs',
          exclude: ['drafts/**'],
          sidebarPath: require.resolve('./sidebars.js'),
          lastVersion: 'current',
          versions: { current: { label: 'v4', path: 'v4' } },
        },
        blog: false,
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
  plugins: [
    function monaco() {
      return { name: 'monaco', configureWebpack: () => ({ plugins: [new MonacoWebpackPlugin()] }) };
    },
    [
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html'],
        redirects: [
          { from: '/docs/start', to: '/docs/v4/intro' },
          { from: ['/install', '/docs/install'], to: '/docs/v4/guide/setup' },
        ],
        createRedirects(existingPath) {
          if (existingPath.startsWith('/docs/v4/guide/')) return existingPath.replace('/docs/v4/guide/', '/guides/');
          return undefined;
        },
      },
    ],
  ],
  themeConfig: { navbar: { title: 'Kiln', items: [{ type: 'docsVersionDropdown' }] } },
};
