import type { PageSummary } from './render/route-renderer.ts';

/**
 * The site files (sitemap.xml, robots.txt, llms files, redirect stubs) of the last build, kept
 * while nothing they read changed: a watch save that edits a page's body leaves them the same, and
 * making them again from every page cost tens of milliseconds a save at 10,000 pages.
 *
 * They read, besides the config and the sidebars (`inputs`, compared by identity: a page edit
 * reuses both), each page's route, output files, title, description and whether it is unlisted.
 */
interface Last {
  inputs: readonly unknown[];
  pages: readonly PageSummary[];
  files: ReadonlyMap<string, string>;
}

export interface SiteFilesMemo {
  /** The files of `make()`, or of the last call when its inputs and pages read the same; a copy the caller may add to. */
  files(
    inputs: readonly unknown[],
    pages: readonly PageSummary[],
    make: () => Map<string, string>,
  ): Map<string, string>;
}

export function createSiteFilesMemo(): SiteFilesMemo {
  let last: Last | undefined;
  return {
    files(inputs, pages, make) {
      if (!last || !sameInputs(last.inputs, inputs) || !samePages(last.pages, pages))
        last = { inputs: [...inputs], pages: [...pages], files: make() };
      return new Map(last.files);
    },
  };
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function samePages(a: readonly PageSummary[], b: readonly PageSummary[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameFields(a[i]!, b[i]!)) return false;
  return true;
}

/** What the site files read of a page (see site-files.ts and client-redirects.ts). */
function sameFields(a: PageSummary, b: PageSummary): boolean {
  return (
    (a.route === b.route ||
      (a.route.path === b.route.path && a.route.kind === b.route.kind && a.route.version === b.route.version)) &&
    a.outFile === b.outFile &&
    a.markdownFile === b.markdownFile &&
    a.title === b.title &&
    a.description === b.description &&
    a.unlisted === b.unlisted
  );
}
