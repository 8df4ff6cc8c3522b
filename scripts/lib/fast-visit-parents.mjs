// esbuild plugin for scripts/compile.mjs: unist-util-visit-parents (every `visit` of the markdown
// pipeline, mdast-util-to-hast's definitions pass among them) names the closure it makes for each
// node after the node's type, with Object.defineProperty and a colour escape, so a stack trace
// reads `node (heading)`. That naming is a third of the visit's CPU on the peers' corpus; it
// changes nothing but the function's name, so the compiled copy leaves it out.
import { readFile } from 'node:fs/promises';

const NAMING = `    if (typeof value.type === 'string') {
      const name =
        // \`hast\`
        typeof value.tagName === 'string'
          ? value.tagName
          : // \`xast\`
            typeof value.name === 'string'
            ? value.name
            : undefined

      Object.defineProperty(visit, 'name', {
        value:
          'node (' + color(node.type + (name ? '<' + name + '>' : '')) + ')'
      })
    }
`;

/**
 * Removes the naming from the package's lib/index.js. A version without that exact block is left as it is, with a
 * compile warning: the output stays right, only the speed-up is gone, and whoever updates the package should know.
 */
export const fastVisitParents = {
  name: 'fast-visit-parents',
  setup(b) {
    b.onLoad({ filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (text.includes(NAMING)) return { contents: text.replace(NAMING, ''), loader: 'js' };
      const warning =
        'unist-util-visit-parents no longer names its visitors as this plugin expects; update scripts/lib/fast-visit-parents.mjs';
      return { contents: text, loader: 'js', warnings: [{ text: warning }] };
    });
  },
};
