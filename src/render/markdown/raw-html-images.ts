import type { Root, Element } from 'hast';
import { walkElements } from './walk-tree.ts';

/**
 * Telling `<img>` written as raw HTML from markdown images (`![alt](src)`). Docusaurus turns only
 * markdown images into build-time imports (a missing file fails its build); an `<img src>` tag is
 * left for the browser, so a missing file there must not stop ours either (a warning instead).
 *
 * The raw-HTML re-parse rebuilds every element, so the markdown images are tagged with an
 * attribute before it (attributes survive the re-parse) and every `<img>` without the tag
 * afterwards came from raw HTML.
 */
const MARK = 'dataDocsgenMarkdownImage';

/** Before the re-parse: tag the images that markdown made. */
export function tagMarkdownImages(tree: Root): void {
  walkElements(tree, (node) => {
    if (node.tagName === 'img') node.properties[MARK] = '';
  });
}

/** After the re-parse: drop the tags and mark the images that came from raw HTML. */
export function markRawHtmlImages(tree: Root): void {
  walkElements(tree, (node) => {
    if (node.tagName !== 'img') return;
    if (MARK in node.properties) delete node.properties[MARK];
    else node.data = { ...node.data, rawHtmlImage: true } as Element['data'];
  });
}

/** Whether this `<img>` was written as raw HTML in the page. */
export function isRawHtmlImage(node: Element): boolean {
  return Boolean((node.data as { rawHtmlImage?: boolean } | undefined)?.rawHtmlImage);
}
