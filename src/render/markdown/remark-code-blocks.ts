import type { Root, Code } from 'mdast';
import type { Element, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { walkTree } from './walk-tree.ts';
import { h } from 'hastscript';
import { applyMagicComments, parseCodeMeta, type MagicComment } from './code-meta.ts';
import { resolveLanguage, type CodeHighlighter } from './highlighter.ts';
import type { HighlightStore } from './highlight-store.ts';
import { contentHasher } from '../content-hash.ts';

/** What the cache of highlighted code needs: a Map, or a size-bounded cache. */
export interface TextCache {
  get(key: string): string | undefined;
  set(key: string, value: string): unknown;
}

export interface CodeBlockOptions {
  highlighter: CodeHighlighter;
  magicComments: readonly MagicComment[];
  /** Highlighted blocks (HTML of the <pre>) by content hash, shared across pages and rebuilds. */
  cache: TextCache;
  /** The same on disk, shared across processes (CLI builds). */
  store?: HighlightStore;
}

/** Highlights fences at build time (shiki or Prism, highlighter.ts); ```mermaid becomes a diagram placeholder that keeps its source. */
export function remarkCodeBlocks(options: CodeBlockOptions) {
  return async (tree: Root, file: VFile) => {
    const nodes: Code[] = [];
    walkTree(tree, (node: Code) => {
      if (node.type !== 'code') return;
      // A site's remark plugin that already turned the block into its own element keeps it.
      if (!node.data?.hName) nodes.push(node);
    });
    for (const node of nodes) {
      const element = node.lang === 'mermaid' ? mermaidBlock(node) : await codeBlock(node, file, options);
      const data = (node.data ??= {});
      data.hName = element.tagName;
      data.hProperties = element.properties;
      data.hChildren = element.children;
    }
    if (nodes.some((n) => n.lang === 'mermaid')) (file.data as { hasMermaid?: boolean }).hasMermaid = true;
  };
}

function mermaidBlock(node: Code): Element {
  return h('div', { className: ['mermaid-diagram'], dataMermaid: '' }, [
    h('pre', { className: ['mermaid-source'], tabIndex: 0 }, [h('code', node.value)]),
  ]);
}

/** A fence as the page shows it: title, highlighted body (as a CODE_BODY_TAG holding its HTML), copy button. */
export async function codeBlock(node: Code, file: VFile, options: CodeBlockOptions): Promise<Element> {
  const meta = parseCodeMeta(node.meta);
  const requested = node.lang ?? 'text';
  let lang = await resolveLanguage(options.highlighter, requested);
  if (!lang) {
    // ```title="Jenkinsfile": the first word of the info string is the language, so the
    // option is read as one and the title is lost (in Docusaurus too).
    const option = /^[\w-]+=/.test(requested);
    const hint = option
      ? `"${requested}" is an option, not a language, so it is ignored: put a language first (\`\`\`text ${requested}).`
      : `Use a language ${options.highlighter.engine} knows (bash, json, yaml, php, nginx, apache, ini, dotenv, dockerfile, ts, js, html, css, diff, ` +
        `…) or "text".`;
    file.message(`Unknown code language "${requested}"; the block is shown as plain text. ${hint}`, {
      place: node.position,
      ruleId: 'unknown-language',
      source: 'docsgen',
    });
    lang = 'text';
  }
  const magic = applyMagicComments(node.value, options.magicComments);
  for (const className of magic.unclosed) {
    file.message(`A magic-comment block (${className}) is opened but never closed.`, {
      place: node.position,
      ruleId: 'unclosed-magic-comment',
      source: 'docsgen',
    });
  }
  for (const n of meta.highlightLines)
    magic.lineClasses.set(n, [...(magic.lineClasses.get(n) ?? []), 'code-line-highlighted']);
  // The code goes in last and as it is: escaping it into the JSON cost more than hashing it
  // (a 40-line block), and the options before it are one JSON array, which ends unambiguously.
  const key = contentHasher()
    .update(
      JSON.stringify([
        HTML_FORMAT,
        lang,
        [...magic.lineClasses],
        meta.showLineNumbers,
        options.highlighter.fingerprint,
      ]),
    )
    .update(magic.code)
    .digest('base64url');
  let pre = options.cache.get(key);
  if (!pre) {
    pre = options.store?.get(key);
    if (!pre) {
      const started = performance.now();
      pre = options.highlighter.toHtml(magic.code, lang, {
        lineClasses: magic.lineClasses,
        lineNumbers: meta.showLineNumbers,
      });
      options.store?.offer(key, pre, performance.now() - started);
    }
    options.cache.set(key, pre);
  }
  const children: ElementContent[] = [];
  // Plain hast objects, as hastscript would build them: its selector and property parsing cost
  // more than the rest of a block's wrapping.
  if (meta.title) children.push(element('div', { className: ['code-title'] }, [{ type: 'text', value: meta.title }]));
  // The highlighted block travels as HTML: thousands of token spans as React elements
  // (each with a parsed style) cost more than the rest of the page together.
  children.push(element(CODE_BODY_TAG, { dataHtml: pre }, []));
  return element(
    'div',
    { className: ['code-block', ...(meta.title ? ['has-title'] : [])], dataLanguage: lang, dataIsland: 'copy-code' },
    children,
  );
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

/** Changes whenever `highlight` below produces different HTML, so stored blocks of older builds are not reused. */
const HTML_FORMAT = 6;

/** Placeholder element that rehype-react renders as `<div class="code-body">` with the HTML inside. */
export const CODE_BODY_TAG = 'docsgen-code-body';
