// A Docusaurus 3 site whose preset names remark/rehype plugins of every kind, written for docsgen's tests:
// installed packages (node_modules/ holds two tiny ones), a local file, options, remark-math (which docsgen brings) and rehype-mathjax (not installed).
const math = require('remark-math');
const mathjax = require('rehype-mathjax');
const tokens = require('remark-tokens');
const externalMark = require('rehype-external-links-mark');
const renameDirective = require('./src/remark/rename-directive');
const shout = require('./src/remark/shout.cjs');
const lazyGlossary = require('./src/remark/lazy-glossary.cjs');

module.exports = {
  title: 'Plugins',
  url: 'https://plugins.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  markdown: { format: 'detect', mermaid: true },
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: false,
          beforeDefaultRemarkPlugins: [[renameDirective, { from: 'hint', to: 'tip' }]],
          remarkPlugins: [
            [require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }],
            math,
            [tokens, { tokens: { VERSION: '4.2.0' } }],
            shout,
            lazyGlossary,
          ],
          rehypePlugins: [mathjax, externalMark],
        },
        blog: false,
      },
    ],
  ],
};
