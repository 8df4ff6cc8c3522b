import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { BlogSettings } from '../../shared/blog-config-schema.ts';
import type { BlogAuthor, BlogPost, BlogTag } from '../../shared/blog-types.ts';
import { MAX_PAGE_BYTES, parsePage } from '../content.ts';
import type { MarkdownHooks } from '../markdown-hooks.ts';
import { fileForLocale } from '../locale-files.ts';
import { readAuthorsFile, readTagsFile, normalizeAuthor, tagsOf } from './authors-and-tags.ts';
import { frontMatterDate, joinUrl, parseBlogFileName, readingMinutes, truncateBody } from './post-names.ts';
import { jsonHash } from '../../render/content-hash.ts';
import { markdownExcerpt } from '../markdown-excerpt.ts';

export interface CollectPostsOptions {
  root: string;
  blog: BlogSettings;
  /** The pseudo-version of its posts (blogSection). */
  section: string;
  /** `serve --watch` builds drafts; `docsgen build` leaves them out. */
  includeDrafts: boolean;
  /** The locale being built on a site with `i18n`: a post's translation in `i18n/<locale>/…` is read instead. */
  locale?: string;
  /** The site's `i18n.path`, when its translations are not in i18n/. */
  i18nPath?: string;
  /** The site's markdown functions (siteMarkdownHooks), applied to each post as to a doc. */
  hooks?: MarkdownHooks;
}

export interface CollectedPosts {
  /** Built posts, in blog order (not yet keyed: see blogSite). */
  posts: Omit<BlogPost, 'key'>[];
  /** Authors of the authors file by key (none without one). */
  authors: Map<string, BlogAuthor> | undefined;
  /** Files read, for the watcher. */
  folder: string;
  diagnostics: Diagnostic[];
}

/** URL paths of the blog, from its options: `/blog`, `/blog/tags`, `/blog/authors`, `/blog/archive`. */
export function blogPaths(blog: BlogSettings): { base: string; tags: string; authors: string; archive?: string } {
  const base = joinUrl(blog.routeBasePath);
  return {
    base,
    tags: joinUrl(base, blog.tagsBasePath),
    authors: joinUrl(base, blog.authorsBasePath),
    archive: blog.archiveBasePath === null ? undefined : joinUrl(base, blog.archiveBasePath),
  };
}

/**
 * Reads the blog folder: every post's front matter and body (nothing rendered), its date, slug,
 * authors and tags, in blog order. Drafts are left out unless `includeDrafts`.
 */
export async function collectPosts(o: CollectPostsOptions): Promise<CollectedPosts> {
  const { blog } = o;
  const diagnostics: Diagnostic[] = [];
  const folder = path.resolve(o.root, blog.path);
  const paths = blogPaths(blog);
  const files = (
    await fg(blog.include, { cwd: folder, ignore: blog.exclude, onlyFiles: true, dot: false }).catch(() => [])
  )
    .filter((f) => /\.mdx?$/i.test(f))
    .sort();
  const inLocale = (rel: string) => localeFile(o, rel, path.join(folder, rel));
  const authors = await readAuthorsFile({
    file: inLocale(blog.authorsMapPath),
    root: o.root,
    authorsPath: paths.authors,
    diagnostics,
  });
  const tagDefs =
    blog.tags === false || blog.tags === null
      ? undefined
      : await readTagsFile({ file: inLocale(blog.tags), root: o.root, tagsPath: paths.tags, diagnostics });
  const scope: PostScope = {
    o,
    folder,
    relFolder: path.relative(o.root, folder).split(path.sep).join('/'),
    paths,
    authors,
    tagDefs,
    inLocale,
    diagnostics,
  };
  const posts: Omit<BlogPost, 'key'>[] = [];
  for (const rel of files) {
    const post = await readPost(rel, scope);
    if (post) posts.push(post);
  }
  // Newest first; the same day keeps file order reversed, as Docusaurus's stable sort of its file list.
  posts.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  if (blog.sortPosts === 'ascending') posts.reverse();
  return { posts, authors, folder: scope.relFolder, diagnostics };
}

/** What reading each post needs: the options, the blog folder, its authors and tags files. */
interface PostScope {
  o: CollectPostsOptions;
  folder: string;
  relFolder: string;
  paths: ReturnType<typeof blogPaths>;
  authors: Map<string, BlogAuthor> | undefined;
  tagDefs: Map<string, BlogTag> | undefined;
  inLocale: (rel: string) => string;
  diagnostics: Diagnostic[];
}

const reaction = (r: 'throw' | 'warn' | 'ignore') => (r === 'throw' ? 'error' : r === 'warn' ? 'warning' : undefined);

/** One post file, read from its translation when the locale has one; undefined when left out (draft) or unreadable (reported). */
async function readPost(rel: string, s: PostScope): Promise<Omit<BlogPost, 'key'> | undefined> {
  const { o, diagnostics } = s;
  const blog = o.blog;
  const abs = s.inLocale(rel);
  const file =
    abs === path.join(s.folder, rel)
      ? s.relFolder
        ? `${s.relFolder}/${rel}`
        : rel
      : path.relative(o.root, abs).split(path.sep).join('/');
  const info = await stat(abs);
  if (info.size > MAX_PAGE_BYTES) {
    diagnostics.push({
      severity: 'error',
      code: 'markdown-too-complex',
      file,
      message: `The post is ${(info.size / 1024 / 1024).toFixed(1)} MB; posts are limited to 1 MB.`,
      hint: 'Split the post or move large data to a file it links to.',
    });
    return undefined;
  }
  const read = await readFile(abs, 'utf8');
  const text = o.hooks?.reframe ? await o.hooks.reframe(read, file, diagnostics) : read;
  const page = parsePage({ text, file, rel, version: o.section, preprocess: o.hooks?.preprocess }, diagnostics);
  if (!page) return undefined;
  const fm = page.frontMatter as typeof page.frontMatter & Record<string, unknown>;
  if (fm.draft === true && !o.includeDrafts) return undefined;
  const lineOf = (key: string) => {
    const i = page.raw.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return i < 0 ? 1 : i + 1;
  };
  const named = parseBlogFileName(rel);
  const date = postDate(fm, named.date, info, file, lineOf('date'), diagnostics);
  const slug = typeof fm.slug === 'string' && fm.slug.trim() ? fm.slug : named.slug;
  const title =
    typeof fm.title === 'string'
      ? fm.title
      : page.titleFromName
        ? named.text.split('/').pop() || page.title
        : page.title;
  const { summary, truncated } = truncateBody(page.body);
  const postAuthors = authorsOf(fm, s.authors, file, lineOf('authors'), diagnostics, reaction(blog.onInlineAuthors));
  const tagsLine = lineOf('tags');
  const postTags = tagsOf({
    given: fm.tags,
    defs: s.tagDefs,
    tagsPath: s.paths.tags,
    at: { file, line: tagsLine },
    diagnostics,
    inline: reaction(blog.onInlineTags),
    of: 'blog',
  });
  return {
    source: { ...page, id: page.relPath },
    permalink: joinUrl(s.paths.base, slug),
    date: date.toISOString(),
    title,
    description: typeof fm.description === 'string' ? fm.description : markdownExcerpt(page.body),
    authors: postAuthors,
    tags: postTags,
    ...(blog.showReadingTime ? { readingTime: readingMinutes(page.body) } : {}),
    truncated,
    summary,
    unlisted: fm.unlisted === true,
    ...(blog.editUrl ? { editUrl: `${blog.editUrl.replace(/\/+$/, '')}/${file}` } : {}),
    ...(typeof fm.image === 'string' ? { image: fm.image } : {}),
  };
}

/** The post's date: front matter, else the file name, else the file's own date (as Docusaurus falls back to). */
function postDate(
  fm: Record<string, unknown>,
  fromName: Date | undefined,
  info: Stats,
  file: string,
  line: number,
  diagnostics: Diagnostic[],
): Date {
  let date = fromName;
  if (fm.date !== undefined) {
    const given = frontMatterDate(fm.date);
    if (given) date = given;
    else
      diagnostics.push({
        severity: 'error',
        code: 'bad-blog-post',
        file,
        line,
        message: `"date" must be a date such as 2024-05-01, got ${JSON.stringify(fm.date)}.`,
        hint: 'Write date: YYYY-MM-DD (or a full ISO date and time).',
      });
  }
  return date ?? (info.birthtimeMs > 0 ? info.birthtime : info.mtime);
}

function authorsOf(
  fm: Record<string, unknown>,
  map: Map<string, BlogAuthor> | undefined,
  file: string,
  line: number,
  diagnostics: Diagnostic[],
  inline: 'error' | 'warning' | undefined,
): BlogAuthor[] {
  const out: BlogAuthor[] = [];
  const given = fm.authors;
  const list = given === undefined || given === null ? [] : Array.isArray(given) ? given : [given];
  for (const entry of list) {
    if (typeof entry === 'string') {
      const found = map?.get(entry);
      if (found) out.push(found);
      else
        diagnostics.push({
          severity: 'error',
          code: 'unknown-blog-author',
          file,
          line,
          message: map
            ? `The author "${entry}" is not in the authors file.`
            : `The author "${entry}" is a key, but the blog has no authors file.`,
          hint: map
            ? `Add "${entry}" to the authors file, or fix the key (known: ${[...map.keys()].slice(0, 8).join(', ')}).`
            : 'Create authors.yml in the blog folder with this key, or describe the author inline (name, title, url).',
        });
    } else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const raw = entry as Record<string, unknown>;
      const key = typeof raw.key === 'string' ? raw.key : undefined;
      const base = key ? map?.get(key) : undefined;
      if (key && !base)
        diagnostics.push({
          severity: 'error',
          code: 'unknown-blog-author',
          file,
          line,
          message: `The author "${key}" is not in the authors file.`,
          hint: 'Add it to the authors file, or describe the author without a key.',
        });
      if (!key && map && inline)
        diagnostics.push({
          severity: inline,
          code: 'inline-blog-author',
          file,
          line,
          message: `The author ${JSON.stringify(raw.name ?? raw)} is described inline while the blog has an authors file.`,
          hint: 'Add the author to the authors file and name its key, or set blog.onInlineAuthors: "ignore".',
        });
      out.push({ ...base, ...normalizeAuthor(raw, key) });
    } else {
      diagnostics.push({
        severity: 'error',
        code: 'bad-blog-post',
        file,
        line,
        message: `"authors" entries must be author keys or mappings, got ${JSON.stringify(entry)}.`,
        hint: 'Write authors: [key] or authors: [{name: …, title: …}].',
      });
    }
  }
  // Docusaurus 1/2 front matter: one author in flat fields.
  const legacyName = fm.author ?? fm.authorName;
  if (typeof legacyName === 'string' && !out.length) {
    const legacy = normalizeAuthor({
      name: legacyName,
      title: fm.author_title ?? fm.authorTitle,
      url: fm.author_url ?? fm.authorURL,
      image_url: fm.author_image_url ?? fm.authorImageURL,
    });
    out.push(legacy);
  }
  return out;
}

/** Fingerprint of a value (JSON), for render keys. */
export function fingerprint(value: unknown): string {
  return jsonHash(value);
}

/** The file a locale reads for one file of the blog folder: its translation when there is one. */
function localeFile(o: CollectPostsOptions, rel: string, source: string): string {
  const { root, locale, i18nPath } = o;
  return locale
    ? fileForLocale({ root, i18nPath, locale, plugin: 'blog', instanceId: o.blog.id, rel, source }).file
    : source;
}
