// A TypeScript config with the preset's docs turned off and two docs instances (users, developers).
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config: Config = {
  title: 'Lantern',
  url: 'https://lantern.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  presets: [['classic', { docs: false, blog: false } satisfies Preset.Options]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'users', path: 'docs-users', routeBasePath: 'users', sidebarPath: './sidebars-users.ts' }],
    ['@docusaurus/plugin-content-docs', { id: 'developers', path: 'docs-developers', routeBasePath: 'developers' }],
  ],
  themeConfig: {
    navbar: {
      title: 'Lantern',
      items: [
        { type: 'docSidebar', sidebarId: 'usersSidebar', docsPluginId: 'users', label: 'User Guide' },
        { type: 'doc', docId: 'api/index', docsPluginId: 'developers', label: 'API' },
      ],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
