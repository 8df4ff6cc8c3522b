// A Docusaurus 3 site (TypeScript config) with shapes real sites had that docsgen once got wrong.
import type { Config } from '@docusaurus/types';

const config: Config = {
  title: 'Kestrel',
  url: 'https://kestrel.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: './sidebars.ts' }, blog: { postsPerPage: 1 } }]],
};

export default config;
