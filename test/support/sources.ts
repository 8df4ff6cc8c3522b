import { stringify } from 'yaml';
import type { VersionConfig } from '../../src/shared/config-schema.ts';
import type { CategoryMeta, CategorySource, FrontMatter, PageSource } from '../../src/shared/types.ts';
import { docIdOf } from '../../src/pipeline/number-prefix.ts';

/** In-memory build inputs for unit tests of the route and sidebar stages. */
export type PageSpec = [file: string, frontMatter?: FrontMatter];

/** `['v3/configuration/metadata.md', {title: 'Metadata'}]` → a PageSource as content.ts would produce it. */
export function pageSource([file, frontMatter = {}]: PageSpec): PageSource {
  const [version, ...rest] = file.split('/');
  const relPath = rest.join('/').replace(/\.md$/, '');
  const id = docIdOf(relPath, frontMatter);
  const name = id.slice(id.lastIndexOf('/') + 1);
  const raw = Object.keys(frontMatter).length ? `---\n${stringify(frontMatter)}---\nText.\n` : 'Text.\n';
  return {
    version: version!,
    file: `content/${file}`,
    relPath,
    id,
    frontMatter,
    body: 'Text.\n',
    bodyLine: raw.split('\n').length - 1,
    title: frontMatter.title ?? name,
    raw,
  };
}

export function pageSources(specs: readonly PageSpec[]): PageSource[] {
  return specs.map(pageSource);
}

/** `['v3/getting-started', {label: '🚀 Getting Started', position: 2}]`; generated index unless `link` is given. */
export function categorySource([dirPath, meta]: [string, Partial<CategoryMeta> & { label: string }]): CategorySource {
  const [version, ...rest] = dirPath.split('/');
  return {
    version: version!,
    dir: rest.join('/'),
    meta: { link: { type: 'generated-index' }, file: `content/${dirPath}/_category_.json`, ...meta },
  };
}

export function version(name: string, extra: Partial<VersionConfig> = {}): VersionConfig {
  return { name, label: name, path: `/${name}`, banner: 'none', ...extra };
}
