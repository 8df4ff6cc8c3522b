import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { BlogAuthor, BlogTag } from '../../shared/blog-types.ts';
import { joinUrl, kebabCase } from './post-names.ts';

/** Social handles become links, as Docusaurus does for these platforms; full URLs stay. */
const SOCIAL_BASES: Record<string, string> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  mastodon: 'https://mastodon.social/@',
  twitch: 'https://twitch.tv/',
  youtube: 'https://youtube.com/@',
};

/** Reads a YAML or JSON file of the blog folder; undefined when it does not exist. */
async function readDataFile(
  file: string,
  root: string,
  diagnostics: Diagnostic[],
): Promise<Record<string, unknown> | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const rel = path.relative(root, file).split(path.sep).join('/');
  try {
    const data: unknown = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    if (data === null || data === undefined) return {};
    if (typeof data !== 'object' || Array.isArray(data)) throw new Error('it must map keys to entries');
    return data as Record<string, unknown>;
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    diagnostics.push({
      severity: 'error',
      code: 'bad-blog-file',
      file: rel,
      line,
      message: `${path.basename(file)} cannot be read: ${(error as Error).message.split('\n')[0]}.`,
      hint: 'Write one key per entry, each a mapping of fields (name, title, url, image_url …).',
    });
    return undefined;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** An author entry of the authors file or of front matter, with Docusaurus's field names (new and legacy). */
export function normalizeAuthor(raw: Record<string, unknown>, key?: string): BlogAuthor {
  const socials: Record<string, string> = {};
  const given = raw.socials;
  if (given && typeof given === 'object' && !Array.isArray(given))
    for (const [platform, value] of Object.entries(given as Record<string, unknown>)) {
      const handle = text(value);
      if (!handle) continue;
      const base = SOCIAL_BASES[platform.toLowerCase()];
      socials[platform] = /^https?:\/\//.test(handle) || !base ? handle : base + handle.replace(/^@/, '');
    }
  const author: BlogAuthor = {
    ...(key ? { key } : {}),
    name: text(raw.name),
    title: text(raw.title),
    url: text(raw.url),
    imageURL: text(raw.image_url) ?? text(raw.imageURL),
    email: text(raw.email),
    ...(Object.keys(socials).length ? { socials } : {}),
  };
  for (const k of Object.keys(author) as (keyof BlogAuthor)[]) if (author[k] === undefined) delete author[k];
  return author;
}

/** authors.yml: key → author; an author with `page` (true or `{permalink}`) gets a page under `authorsPath`. */
export async function readAuthorsFile(o: {
  file: string;
  root: string;
  authorsPath: string;
  diagnostics: Diagnostic[];
}): Promise<Map<string, BlogAuthor> | undefined> {
  const data = await readDataFile(o.file, o.root, o.diagnostics);
  if (!data) return undefined;
  const out = new Map<string, BlogAuthor>();
  for (const [key, value] of Object.entries(data)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      o.diagnostics.push({
        severity: 'error',
        code: 'bad-blog-file',
        file: path.relative(o.root, o.file).split(path.sep).join('/'),
        message: `The author "${key}" is not a mapping of fields.`,
        hint: 'Write name, title, url, image_url and socials under the key.',
      });
      continue;
    }
    const raw = value as Record<string, unknown>;
    const author = normalizeAuthor(raw, key);
    const page = raw.page;
    if (page === true) author.page = joinUrl(o.authorsPath, kebabCase(key) || key);
    else if (page && typeof page === 'object' && text((page as Record<string, unknown>).permalink))
      author.page = joinUrl(o.authorsPath, text((page as Record<string, unknown>).permalink)!);
    out.set(key, author);
  }
  return out;
}

/** tags.yml: key → {label, permalink, description}; an empty entry takes its key as label and permalink. */
export async function readTagsFile(o: {
  file: string;
  root: string;
  tagsPath: string;
  diagnostics: Diagnostic[];
}): Promise<Map<string, BlogTag> | undefined> {
  const data = await readDataFile(o.file, o.root, o.diagnostics);
  if (!data) return undefined;
  const out = new Map<string, BlogTag>();
  for (const [key, value] of Object.entries(data)) {
    const raw = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    out.set(key, {
      label: text(raw.label) ?? key,
      permalink: joinUrl(o.tagsPath, text(raw.permalink) ?? kebabCase(key)),
      ...(text(raw.description) ? { description: text(raw.description) } : {}),
    });
  }
  return out;
}

/** What reading one page's front matter `tags` needs; `of` names the plugin in diagnostics (blog posts or docs). */
export interface TagsOfInput {
  given: unknown;
  /** The tags file's entries by key, when there is one. */
  defs: Map<string, BlogTag> | undefined;
  tagsPath: string;
  at: { file: string; line: number };
  diagnostics: Diagnostic[];
  /** How a tag missing from the tags file is reported (`onInlineTags`); undefined: not at all. */
  inline: 'error' | 'warning' | undefined;
  of: 'blog' | 'docs';
}

/** A page's front matter `tags` (names, keys of the tags file, or `{label, permalink}`), one per permalink. */
export function tagsOf(x: TagsOfInput): BlogTag[] {
  if (x.given === undefined || x.given === null) return [];
  const list = Array.isArray(x.given) ? x.given : [x.given];
  const out = new Map<string, BlogTag>();
  for (const entry of list) {
    let tag: BlogTag | undefined;
    if (typeof entry === 'string' || typeof entry === 'number') {
      const label = String(entry);
      tag = x.defs?.get(label);
      if (!tag) {
        tag = { label, permalink: joinUrl(x.tagsPath, kebabCase(label) || encodeURIComponent(label)) };
        if (x.defs && x.inline)
          x.diagnostics.push({
            severity: x.inline,
            code: x.of === 'blog' ? 'inline-blog-tag' : 'inline-doc-tag',
            ...x.at,
            message: `The tag "${label}" is not defined in the tags file.`,
            hint: `Add it to the tags file, or set ${x.of === 'blog' ? 'blog' : "the version's docTags"}.onInlineTags: "ignore".`,
          });
      }
    } else if (entry && typeof entry === 'object' && typeof (entry as { label?: unknown }).label === 'string') {
      const raw = entry as { label: string; permalink?: unknown };
      tag = {
        label: raw.label,
        permalink: joinUrl(x.tagsPath, typeof raw.permalink === 'string' ? raw.permalink : kebabCase(raw.label)),
      };
    } else {
      x.diagnostics.push({
        severity: 'error',
        code: x.of === 'blog' ? 'bad-blog-post' : 'bad-front-matter',
        ...x.at,
        message: `"tags" entries must be names or {label, permalink}, got ${JSON.stringify(entry)}.`,
        hint: 'Write tags: [release, news].',
      });
      continue;
    }
    out.set(tag.permalink, tag);
  }
  return [...out.values()];
}
