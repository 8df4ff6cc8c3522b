/** What a post's file name says (date, slug) and what its text says (summary, reading time). Pure. */

/** `2024-05-01-title.md`, `2024-05-01-title/index.md`, `2024/05/01/title.md`, under any folder. */
const DATED = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/i;

export interface BlogFileName {
  /** The date the name gives (UTC midnight), if any. */
  date?: Date;
  /** The name without date, folder and extension (`title`). */
  text: string;
  /** Default slug: `/2024/05/01/title` for a dated name, else the path without extension (`/folder/post`). */
  slug: string;
}

/** Reads a post's path relative to the blog folder (with `/` separators). */
export function parseBlogFileName(rel: string): BlogFileName {
  const m = DATED.exec(rel);
  if (m?.groups) {
    const { folder = '', date: dateText = '', text = '' } = m.groups;
    const [y, mo, d] = dateText.split(/[-/]/).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, mo - 1, d));
    // A name like 2024-13-45 is no date: the path stays the slug.
    if (date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d) {
      const datePath = dateText.replace(/-/g, '/');
      return { date, text, slug: `/${folder}${datePath}/${text}`.replace(/\/+$/, '').replace(/\/{2,}/g, '/') };
    }
  }
  const text = rel.replace(/(?:\/index)?\.mdx?$/i, '');
  return { text, slug: `/${text}` };
}

/** `<!-- truncate -->` in markdown, `{/* truncate *\/}` in MDX: the summary ends there. */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** The body up to the truncate marker, and whether there was one. */
export function truncateBody(body: string): { summary: string; truncated: boolean } {
  const m = TRUNCATE.exec(body);
  return m ? { summary: body.slice(0, m.index), truncated: true } : { summary: body, truncated: false };
}

/**
 * Minutes to read, at 200 words a minute (what Docusaurus's default shows): words are runs of
 * letters or digits; CJK characters count as a word each. Code and markup count as words too.
 */
export function readingMinutes(text: string): number {
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  const words = text
    .replace(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g, ' ')
    .match(/[\p{L}\p{N}'’_-]+/gu);
  return ((words?.length ?? 0) + cjk) / 200;
}

/** A URL segment from a label, as lodash's kebabCase does (`Hello World` → `hello-world`, `newFeature` → `new-feature`). */
export function kebabCase(label: string): string {
  return (
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      // Lookaheads, so that each seam of `stryker4s` splits (`stryker-4-s`, as lodash and Docusaurus's tag URLs).
      .replace(/(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, '$1$2 ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join('-')
  );
}

/** A date read from front matter: a YAML date or a string Date can parse; undefined when it is neither. */
export function frontMatterDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  // A bare date is a UTC day, as the file name's.
  const day = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const date = day ? new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!)) : new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `May 1, 2024`, in UTC so the day does not move with the builder's time zone. */
export function formatPostDate(iso: string, locale: string): string {
  try {
    return postDateFormat(locale).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/** One formatter per locale: making one costs more than formatting many dates (a blog formats each post's date on every list page). */
const postDateFormats = new Map<string, Intl.DateTimeFormat>();
function postDateFormat(locale: string): Intl.DateTimeFormat {
  let format = postDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    postDateFormats.set(locale, format);
  }
  return format;
}

/** Splits `count` posts into pages of `perPage`; page 1 is `base`, the others `base/<pageBase>/<n>`. */
export function paginate(
  items: readonly number[],
  perPage: number | 'ALL',
  base: string,
  pageBase: string,
): { path: string; items: number[]; page: number; totalPages: number; previous?: string; next?: string }[] {
  const size = perPage === 'ALL' ? Math.max(items.length, 1) : perPage;
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const pathOf = (n: number) => (n === 1 ? base : joinUrl(base, pageBase, String(n)));
  return Array.from({ length: totalPages }, (_, i) => ({
    path: pathOf(i + 1),
    items: items.slice(i * size, (i + 1) * size),
    page: i + 1,
    totalPages,
    previous: i > 0 ? pathOf(i) : undefined,
    next: i + 1 < totalPages ? pathOf(i + 2) : undefined,
  }));
}

/** Joins URL path parts with single slashes: `joinUrl('/', 'blog', '/tags')` → `/blog/tags`. */
export function joinUrl(...parts: string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
