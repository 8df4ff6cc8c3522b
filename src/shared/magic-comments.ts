/** A comment word in code that marks lines with a class (Docusaurus' `themeConfig.prism.magicComments`). */
export interface MagicCommentSetting {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/**
 * What every site gets when its config names no magic comments, as in Docusaurus:
 * `highlight-next-line` and `highlight-start`/`highlight-end` highlight lines.
 */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicCommentSetting[] = [
  {
    className: 'code-line-highlighted',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];
