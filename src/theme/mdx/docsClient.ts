import { useMdxSite, type MdxDocsVersion, type MdxVersionDoc } from './context.ts';

export {
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  useCurrentSidebarSiblings,
  useDocsSidebar,
  useSidebarBreadcrumbs,
} from './docs-sidebar-hooks.ts';

/**
 * `@docusaurus/plugin-content-docs/client`: the version hooks site components call to build
 * version-aware links. docsgen has one docs "plugin", so every hook answers for it; a page
 * renders once at build time, so the preferred version is the page's own.
 */

/** The shape Docusaurus returns for a version (the fields components read). */
export interface DocsVersion {
  name: string;
  /** Docusaurus calls the name `version` in `useDocsVersion()`. */
  version: string;
  label: string;
  path: string;
  isLast: boolean;
  /** The version's docs by id: the page's own version has them (others are empty). */
  docs: Readonly<Record<string, MdxVersionDoc>>;
}

function shape(v: MdxDocsVersion | undefined, docs: Readonly<Record<string, MdxVersionDoc>> = {}): DocsVersion {
  const base = v ?? { name: 'current', label: 'Next', path: '/', isLast: true };
  return { name: base.name, version: base.name, label: base.label, path: base.path, isLast: base.isLast, docs };
}

function usePageVersion(): DocsVersion {
  const site = useMdxSite();
  return shape(site.versions.find((v) => v.name === site.currentVersion) ?? site.versions[0], site.versionDocs);
}

/**
 * `useDocById(id)`: a doc of the page's version (id, title, description, permalink, sidebar); undefined
 * for no id, and a throw naming the id for one the version does not have, as Docusaurus does.
 */
export function useDocById(id: string | undefined): MdxVersionDoc | undefined {
  const version = usePageVersion();
  if (!id) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no doc with id "${id}" in docs version "${version.name}"`);
  return doc;
}

export function useDocsVersion(): DocsVersion {
  return usePageVersion();
}

export function useActiveVersion(): DocsVersion {
  return usePageVersion();
}

export function useVersions(): DocsVersion[] {
  return useMdxSite().versions.map((v) => shape(v));
}

export function useLatestVersion(): DocsVersion {
  const versions = useMdxSite().versions;
  return shape(versions.find((v) => v.isLast) ?? versions[0]);
}

export function useDocsPreferredVersion(): {
  preferredVersion: DocsVersion;
  savePreferredVersionName: (name: string) => void;
} {
  return { preferredVersion: usePageVersion(), savePreferredVersionName: () => undefined };
}

export function useActiveDocContext(): {
  activeVersion: DocsVersion;
  activeDoc: undefined;
  alternateDocVersions: Record<string, never>;
} {
  return { activeVersion: usePageVersion(), activeDoc: undefined, alternateDocVersions: {} };
}

/**
 * `useDoc()`: the doc being rendered, with the fields site components read (`frontMatter`, `metadata.title`,
 * `metadata.permalink`); a component outside a doc gets an empty front matter rather than a crash.
 */
export function useDoc(): {
  frontMatter: Record<string, unknown>;
  metadata: { id: string; title: string; description: string; permalink: string; frontMatter: Record<string, unknown> };
  contentTitle: string | undefined;
  toc: never[];
  assets: Record<string, never>;
} {
  const site = useMdxSite();
  const doc = site.currentDoc;
  const frontMatter = doc?.frontMatter ?? {};
  return {
    frontMatter,
    metadata: {
      id: doc?.id ?? '',
      title: doc?.title ?? '',
      description: typeof doc?.description === 'string' ? doc.description : '',
      permalink: site.pathname ?? '/',
      frontMatter,
    },
    contentTitle: doc?.title,
    toc: [],
    assets: {},
  };
}
