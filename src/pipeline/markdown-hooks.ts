/**
 * The site's functions on a page's text (Docusaurus' `markdown.preprocessor` and
 * `markdown.parseFrontMatter`), bound to the project and made safe to call: a function that throws
 * or returns the wrong shape is a `markdown-hook-failed` error on that page, which is then read as
 * its file is. Every place that reads a page (docs, `serve --watch` edits, blog posts, markdown
 * pages) applies them, so both parse paths see the same text.
 */
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import type { SiteSettings } from '../shared/config-schema.ts';

export interface MarkdownHooks {
  /** The body after the front matter, rewritten; `file` is relative to the project. */
  preprocess?: (body: string, file: string, diagnostics: Diagnostic[]) => string;
  /** The whole file with its front matter as the site's function reads it, written back as YAML docsgen reads. */
  reframe?: (text: string, file: string, diagnostics: Diagnostic[]) => Promise<string>;
}

type ParseResult = { frontMatter: Record<string, unknown>; content: string };
/** docsgen's own reading of a file's front matter, which a site's `parseFrontMatter` may call. */
export type DefaultFrontMatter = (text: string, file: string) => ParseResult;

/** The hooks of `markdown`, or undefined when the site sets neither function (the common case, no cost). */
export function markdownHooks(
  root: string,
  markdown: Pick<SiteSettings['markdown'], 'preprocessor' | 'parseFrontMatter'>,
  readDefault: DefaultFrontMatter,
): MarkdownHooks | undefined {
  const { preprocessor, parseFrontMatter } = markdown;
  if (!preprocessor && !parseFrontMatter) return undefined;
  const hooks: MarkdownHooks = {};
  if (preprocessor)
    hooks.preprocess = (body, file, diagnostics) => {
      try {
        const out: unknown = preprocessor({ filePath: path.resolve(root, file), fileContent: body });
        if (typeof out === 'string') return out;
        diagnostics.push(failed(file, 'preprocessor', `returned ${typeof out} instead of the page's text`));
      } catch (error) {
        diagnostics.push(failed(file, 'preprocessor', `threw "${messageOf(error)}"`));
      }
      return body;
    };
  if (parseFrontMatter)
    hooks.reframe = async (text, file, diagnostics) => {
      const defaultParseFrontMatter = async (p: { fileContent?: unknown }) =>
        readDefault(typeof p?.fileContent === 'string' ? p.fileContent : text, file);
      try {
        const out = (await parseFrontMatter({
          filePath: path.resolve(root, file),
          fileContent: text,
          defaultParseFrontMatter,
        })) as Partial<ParseResult> | undefined;
        if (typeof out?.content === 'string' && typeof out.frontMatter === 'object' && out.frontMatter !== null)
          return withFrontMatter(text, out as ParseResult);
        diagnostics.push(failed(file, 'parseFrontMatter', 'did not return { frontMatter, content }'));
      } catch (error) {
        diagnostics.push(failed(file, 'parseFrontMatter', `threw "${messageOf(error)}"`));
      }
      return text;
    };
  return hooks;
}

/**
 * The function's front matter as JSON (which YAML reads) above its content. When the content is
 * the file's own text after its front matter, blank lines keep the body on its line, so
 * diagnostics still point into the file.
 */
function withFrontMatter(text: string, { frontMatter, content }: ParseResult): string {
  const json = JSON.stringify(frontMatter);
  const headLines = text.endsWith(content) ? text.slice(0, text.length - content.length).split('\n').length - 1 : 0;
  const padding = '\n'.repeat(Math.max(0, headLines - 3));
  return `---\n${json}\n${padding}---\n${content}`;
}

function failed(file: string, name: string, what: string): Diagnostic {
  return {
    severity: 'error',
    code: 'markdown-hook-failed',
    file,
    message: `markdown.${name} ${what}; the page is read as its file is.`,
    hint: 'Fix the function (in docusaurus.config.js for a site init wrote), then build again.',
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
