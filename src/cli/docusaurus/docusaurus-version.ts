import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A site on Docusaurus 2 writes MDX 1, which MDX 2 (Docusaurus 3, and docsgen) reads more strictly:
 * said at init, so the MDX errors of the first build come as no surprise (each has a hint saying
 * what changed at its line).
 */
export function docusaurusVersionNotes(dir: string): string[] {
  const range = docusaurus2Range(dir);
  if (!range) return [];
  return [
    `package.json: the site is on Docusaurus 2 (@docusaurus/core ${range}), whose pages are MDX 1; docsgen ` +
      `reads MDX as Docusaurus 3 does (MDX 2+), with markdown.mdx1 set so what MDX 1 read as text builds as ` +
      `there (a bare < or {, <https://…> autolinks, indented code); other MDX 1 habits fail in MDX pages, each ` +
      `reported with what changed at its line`,
  ];
}

/** The `@docusaurus/core` range of a site on Docusaurus 2 (a 2.x range, or a canary build beside MDX 1), else undefined. */
export function docusaurus2Range(dir: string): string | undefined {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  let pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    pkg = JSON.parse(readFileSync(file, 'utf8')) as typeof pkg;
  } catch {
    return undefined;
  }
  const dep = (name: string) => pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
  const range = dep('@docusaurus/core');
  if (range && /^[\^~>=\s]*2(\.|$)/.test(range)) return range;
  // A canary build (`0.0.0-4192`) says nothing of its major; the MDX it ships with does (MDX 1: @mdx-js/react 1).
  const mdxReact = dep('@mdx-js/react');
  return range && /^[\^~>=\s]*0\.0\.0-/.test(range) && mdxReact && /^[\^~>=\s]*1(\.|$)/.test(mdxReact)
    ? range
    : undefined;
}
