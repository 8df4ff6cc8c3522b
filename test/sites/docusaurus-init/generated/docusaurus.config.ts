// A Docusaurus 3 site written for docsgen's tests, as monorepo sites are: a remark plugin in
// TypeScript that imports a package the site has not installed, a custom.css importing a
// stylesheet of the project's own (unbuilt) package, and an `api` docs instance that
// docusaurus-plugin-typedoc fills at build time (its folder holds only .gitkeep).
import type { Config } from '@docusaurus/types';
import { remarkStamp } from './src/plugins/remark-stamp';

const config: Config = {
  title: 'Generated',
  url: 'https://generated.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  plugins: [
    ['docusaurus-plugin-typedoc', { entryPoints: ['../packages/*'], out: './api' }],
    ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api', sidebarPath: './sidebar-api.ts' }],
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [{ from: '/old/docs/1.0', to: '/docs/1.0/intro' }],
        createRedirects: (existing: string) => (existing.startsWith('/docs/') ? [`/old${existing}`] : undefined),
      },
    ],
  ],
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: false, lastVersion: 'current', beforeDefaultRemarkPlugins: [remarkStamp] },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
};

export default config;
