// Math through remark-math and rehype-katex, which the site names but has not installed.
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

export default {
  title: 'Budget Notes',
  url: 'https://budget.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      { docs: { routeBasePath: '/', remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] }, blog: false },
    ],
  ],
};
