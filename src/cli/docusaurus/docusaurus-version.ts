import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A site on Docusaurus 2 writes MDX 1, which MDX 2 (Docusaurus 3, and docsgen) reads more strictly:
 * said at init, so the MDX errors of the first build come as no surprise (each has a hint saying
 * what changed at its line).
 */
export function docusaurusVersionNotes(dir: string): string[] {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return [];
  let pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    pkg = JSON.parse(readFileSync(file, 'utf8')) as typeof pkg;
  } catch {
    return [];
  }
  const range = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
  if (!range || !/^[\^~>=\s]*2(\.|$)/.test(range)) return [];
  return [
    `package.json: the site is on Docusaurus 2 (@docusaurus/core ${range}), whose pages are MDX 1; docsgen ` +
      `reads MDX as Docusaurus 3 does (MDX 2+), so MDX 1 habits (<!-- --> comments, <https://…> autolinks, a ` +
      `bare { or <) fail in MDX pages, each reported with what changed at its line`,
  ];
}
