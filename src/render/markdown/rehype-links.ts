import path from 'node:path';
import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';
import { resolveRelativeUrlLink } from './relative-url-links.ts';
import { docAtPath, siteRootLink } from './site-root-links.ts';
import { walkElements } from './walk-tree.ts';

/** A link or image found in a page, with where it was written. */
export interface FoundLink {
  href: string;
  kind: 'link' | 'image';
  line?: number;
  column?: number;
  /**
   * A plain `<a href>` of a React page component (not `<Link>`): Docusaurus' link check does not
   * see these, so a broken one is a warning, whatever `onBrokenLinks` says.
   */
  plain?: boolean;
}

export interface LinkContext {
  version: string;
  relPath: string;
  /** `${version}:${relPath}` → doc id. */
  fileToDoc: ReadonlyMap<string, string>;
  /** `${version}:${docId}` → route path. */
  docPaths: ReadonlyMap<string, string>;
  /** The page's file relative to the project (`docs/guides/setup.md`), so `/docs/x.md` can name a doc from the project root. */
  file?: string;
  /** Each version's folder relative to the project (`versioned_docs/version-2.x`) → version name: a relative link may name a doc of another version. */
  versionFolders?: ReadonlyMap<string, string>;
  /** The page's own route path, against which a relative URL link (`../setup`) is read. */
  pagePath?: string;
}

/**
 * `javascript`, `vbscript` or `data` when a browser would follow `href` as that scheme: it drops
 * leading spaces and control characters and tabs or newlines anywhere in the scheme.
 */
function unsafeScheme(href: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const m = /^[\u0000-\u0020]*([a-z\t\n\r]+):/i.exec(href);
  const scheme = m?.[1]!.replace(/[\t\n\r]/g, '').toLowerCase();
  return scheme === 'javascript' || scheme === 'vbscript' || scheme === 'data' ? scheme : undefined;
}

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * Resolves `../configuration/metadata.md#x` to the doc's route, opens external
 * links safely in a new tab, and records every internal link for the link check.
 */
export function rehypeLinks(getContext: (file: VFile) => LinkContext) {
  return (tree: Root, file: VFile) => {
    const ctx = getContext(file);
    const found: FoundLink[] = [];
    walkElements(tree, (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const href = node.properties.href;
      const place = node.position?.start;
      const scheme = unsafeScheme(href);
      if (scheme) {
        // Not a live link: the text stays, as an <a> without href.
        delete node.properties.href;
        file.message(
          `Link "${href.length > 60 ? `${href.slice(0, 57)}…` : href}" is a ${scheme}: URL, which a click ` +
            `would run or open as a document; it is shown as text.`,
          { place: node.position, ruleId: 'unsafe-link', source: 'docsgen' },
        );
        return;
      }
      if (isExternal(href)) {
        if (/^https?:|^\/\//i.test(href)) {
          node.properties.target = '_blank';
          node.properties.rel = ['noopener', 'noreferrer'];
        }
        return;
      }
      const [pathPart, hash] = splitHash(href);
      const bad = malformedEscape(href);
      if (bad) {
        file.message(
          `Link "${href}" has a malformed percent-escape "${bad}"; it cannot be resolved. Write a literal % as %25.`,
          { place: node.position, ruleId: 'malformed-url', source: 'docsgen' },
        );
        return;
      }
      if (/\.mdx?$/i.test(pathPart)) {
        const resolved = resolveMarkdownLink(pathPart, ctx);
        if (resolved) {
          node.properties.href = resolved + (hash ? `#${hash}` : '');
          found.push({ href: node.properties.href as string, kind: 'link', line: place?.line, column: place?.column });
        } else {
          file.message(`Markdown link "${href}" points to no doc of version ${ctx.version}.`, {
            place: node.position,
            ruleId: 'broken-markdown-link',
            source: 'docsgen',
          });
        }
        return;
      }
      // `migration-1.x` beside `migration-1.x.mdx` names that doc's page, though it ends like a file name.
      const besideDoc = path.posix.join(path.posix.dirname(ctx.relPath), pathPart.split('?')[0]!);
      const namesDoc = ctx.fileToDoc.has(`${ctx.version}:${besideDoc}`);
      const resolved = resolveRelativeUrlLink(pathPart, ctx.pagePath, namesDoc);
      if (resolved !== undefined) node.properties.href = resolved + (hash !== undefined ? `#${hash}` : '');
      found.push({ href: node.properties.href as string, kind: 'link', line: place?.line, column: place?.column });
    });
    (file.data as { links?: FoundLink[] }).links = found;
  };
}

/** The first `%` not followed by two hex digits, which decodeURI would throw on; undefined when all are fine. */
export function malformedEscape(href: string): string | undefined {
  const m = /%(?![0-9A-Fa-f]{2}).{0,2}/.exec(href);
  if (m) return m[0];
  try {
    decodeURI(href);
    return undefined;
  } catch {
    // Well-formed escapes that are not UTF-8 (%E0%A4%A).
    return /%[0-9A-Fa-f]{2}(?:%[0-9A-Fa-f]{2})*/.exec(href)?.[0] ?? href;
  }
}

function splitHash(href: string): [string, string | undefined] {
  const i = href.indexOf('#');
  return i < 0 ? [href, undefined] : [href.slice(0, i), href.slice(i + 1)];
}

/** `../a/b.md` from `x/y` → route of doc `a/b` in the same version, or undefined. */
export function resolveMarkdownLink(target: string, ctx: LinkContext): string | undefined {
  const clean = decodeURI(target.split('?')[0]!);
  const base = path.posix.dirname(ctx.relPath);
  const lookup = (joined: string): string | undefined => {
    const rel = path.posix.normalize(joined).replace(/\.mdx?$/i, '');
    if (rel.startsWith('..')) return undefined;
    const docId = ctx.fileToDoc.get(`${ctx.version}:${rel}`);
    return docId === undefined ? undefined : ctx.docPaths.get(`${ctx.version}:${docId}`);
  };
  // As Docusaurus 3 reads them: `./x.md` and `../x.md` are relative to the file, `/x.md` to the
  // version's folder, and a bare `guides/x.md` to the file first, then to the version's folder.
  const relative = clean.startsWith('./') || clean.startsWith('../');
  // From the file that holds the link: a partial's links are its own, and `../../docs/x.md` may leave the folder and come back.
  const byFile = fileRelativeLink(clean, ctx);
  if (byFile !== undefined) return byFile;
  const fromPage = clean.startsWith('/') ? undefined : lookup(path.posix.join(base === '.' ? '' : base, clean));
  if (fromPage !== undefined) return fromPage;
  const fromRoot = relative ? undefined : lookup(clean.replace(/^\/+/, ''));
  if (fromRoot !== undefined) return fromRoot;
  // `/docs/x.md` from the project root, when `docs` is this version's folder.
  const folder = ctx.file ? versionFolderOf(ctx.file, ctx.relPath) : undefined;
  if (folder && clean.startsWith(`/${folder}/`)) {
    const inFolder = lookup(clean.slice(folder.length + 2));
    if (inFolder !== undefined) return inFolder;
  }
  return otherVersionLink(clean, ctx) ?? siteRootLink(clean, ctx);
}

/** A relative link read from the linking file's folder, to a doc of this version (first) or of another. */
function fileRelativeLink(clean: string, ctx: LinkContext): string | undefined {
  if (!ctx.file || !ctx.versionFolders || clean.startsWith('/')) return undefined;
  return docAtPath(
    path.posix.normalize(path.posix.join(path.posix.dirname(ctx.file), clean)).replace(/\.mdx?$/i, ''),
    ctx,
  );
}

/** `../../versioned_docs/version-2.x/setup.md`: a doc of another version, by its file, as Docusaurus resolves it. */
function otherVersionLink(clean: string, ctx: LinkContext): string | undefined {
  if (!ctx.file || !ctx.versionFolders || clean.startsWith('/')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(ctx.file), clean)).replace(/\.mdx?$/i, '');
  for (const [folder, version] of ctx.versionFolders) {
    if (version === ctx.version || !target.startsWith(`${folder}/`)) continue;
    const docId = ctx.fileToDoc.get(`${version}:${target.slice(folder.length + 1)}`);
    if (docId !== undefined) return ctx.docPaths.get(`${version}:${docId}`);
  }
  return undefined;
}

/** `docs` for the page `docs/guides/setup.md` with relPath `guides/setup`; undefined when they do not line up. */
function versionFolderOf(file: string, relPath: string): string | undefined {
  const fileDir = path.posix.dirname(file);
  const relDir = path.posix.dirname(relPath);
  if (relDir === '.') return fileDir === '.' ? undefined : fileDir;
  return fileDir.endsWith(`/${relDir}`) ? fileDir.slice(0, -(relDir.length + 1)) : undefined;
}
