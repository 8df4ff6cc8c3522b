import { readFileSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { outsideLinks } from './outside-links.ts';
import { withHomePageSlug } from './home-page-id.ts';
import { symlinksUnder } from './files-under.ts';
import path from 'node:path';
import fg from 'fast-glob';
import JSON5 from 'json5';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { Diagnostic } from '../shared/diagnostics.ts';
import type { CategoryMeta, CategorySource, FrontMatter, PageSource } from '../shared/types.ts';
import { parseFrontMatterYaml } from './front-matter-yaml.ts';
import { markdownHooks, type MarkdownHooks } from './markdown-hooks.ts';
import { readSimpleFrontMatter } from './front-matter-simple.ts';
import { docIdOf, splitNumberPrefix } from './number-prefix.ts';
import { plainTimestampsAsDates } from './front-matter-dates.ts';

export interface CollectPagesOptions {
  root: string;
  /**
   * Each version's name and the absolute folder holding its docs; `folderFor` (a locale's build)
   * names the folder a doc is read from instead, the translation's when it has the doc; `exclude`
   * globs files there that are not docs.
   */
  versions: readonly {
    name: string;
    dir: string;
    folderFor?: (rel: string) => string;
    exclude?: readonly string[];
    /** Globs of the docs to read (a Docusaurus `include`); others are left out as `exclude`d ones are. */
    include?: readonly string[];
    /** `false`: the docs keep their number prefixes unless their front matter says otherwise. */
    numberPrefixes?: false;
    homePageId?: string;
    /** The site's `nameLabels`: how a folder without a label and a page without a title are named. */
    nameLabels?: NameLabels;
  }[];
  /** The site's `markdown.preprocessor` and `markdown.parseFrontMatter` (siteMarkdownHooks). */
  hooks?: MarkdownHooks;
}

export interface CollectedContent {
  pages: PageSource[];
  categories: CategorySource[];
  diagnostics: Diagnostic[];
  /**
   * Files under a version folder that are neither docs nor category files (images, partials,
   * components), relative to the project. The render stage reports those no doc uses.
   */
  otherFiles: string[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Largest markdown file docsgen renders. The markdown parser needs several
 * seconds per megabyte and the resulting page is too heavy for a browser, so a
 * bigger file is reported (split it) rather than left to stall the build. 1 MB
 * of plain prose takes about 3 s; see also render/markdown/complexity-limits.ts.
 */
export const MAX_PAGE_BYTES = 1024 * 1024;

/** Reads every markdown file and `_category_.json` of every version; nothing is rendered here. */
export async function collectPages(options: CollectPagesOptions): Promise<CollectedContent> {
  const pages: PageSource[] = [];
  const categories: CategorySource[] = [];
  const diagnostics: Diagnostic[] = [];
  const otherFiles: string[] = [];
  for (const { name: version, dir: versionDir, folderFor, exclude = [], include, ...perDoc } of options.versions) {
    const loops = await findSymlinkLoops(versionDir);
    for (const loop of loops) {
      const file = path.relative(options.root, path.join(versionDir, loop.rel)).split(path.sep).join('/');
      diagnostics.push({
        severity: 'error',
        code: 'symlink-loop',
        file,
        message:
          `This symbolic link points to ${path.relative(options.root, path.join(versionDir, loop.target)).split(path.sep).join('/')}, ` +
          `a folder that contains it, so the docs would repeat without end.`,
        hint: 'Remove the link, or point it at a folder outside this version.',
      });
    }
    // Links out of the project are errors, and what they point to is not read.
    const outside = await outsideLinks(versionDir, options.root);
    diagnostics.push(...outside.map((o) => o.diagnostic));
    const globbing = {
      cwd: versionDir,
      onlyFiles: true,
      dot: false,
      ignore: [...loops.map((l) => `${l.rel}/**`), ...outside.flatMap((o) => [o.rel, `${o.rel}/**`]), ...exclude],
    };
    const found = await fg(['**/*'], globbing);
    // A doc outside `include` is left out as an excluded one is: not read, not reported as unused.
    const included = include && new Set(await fg([...include], globbing));
    const all = included ? found.filter((rel) => !isDocFile(rel) || included.has(rel)) : found;
    all.sort();
    const files = all.filter((rel) => isDocFile(rel) || isCategoryFile(rel));
    const isRead = new Set(files);
    otherFiles.push(
      ...all
        .filter((rel) => !isRead.has(rel))
        .map((rel) => path.relative(options.root, path.join(versionDir, rel)).split(path.sep).join('/')),
    );
    if (files.length === 0) {
      const shown = path.relative(options.root, versionDir).split(path.sep).join('/');
      diagnostics.push({
        severity: 'error',
        code: 'empty-version',
        file: shown,
        message: `Version "${version}" has no markdown files.`,
        hint: `Add ${shown}/intro.md or remove the version from site.config.ts.`,
      });
      continue;
    }
    // Read one after the other, synchronously: ten thousand promise reads (open, stat, read, close,
    // each a trip through the thread pool) cost more CPU than the reads and left garbage to collect.
    for (const rel of files) {
      const dir = (folderFor && isDocFile(rel) && folderFor(rel)) || versionDir;
      const file = path.join(dir, rel);
      const bytes = await reframed(readFileSync(file), path.relative(options.root, file), options.hooks, diagnostics);
      const doc = readDocFile(
        { root: options.root, versionDir: dir, version, rel, bytes, ...perDoc, hooks: options.hooks },
        diagnostics,
      );
      if (doc?.category) categories.push(doc.category);
      if (doc?.page) pages.push(doc.page);
    }
  }
  return { pages, categories, diagnostics, otherFiles };
}

export interface DocFileInput {
  root: string;
  /** Absolute folder of the version. */
  versionDir: string;
  version: string;
  /** Path inside the version folder. */
  rel: string;
  bytes: Uint8Array;
  /** The version's `homePageId`: that doc is served at the version's root. */
  homePageId?: string;
  /** The version's `numberPrefixes: false` (see ParsePageInput). */
  numberPrefixes?: false;
  /** The site's `nameLabels` (see nameLabel). */
  nameLabels?: NameLabels;
  /** Its `preprocess` rewrites the body (`reframe` is applied to `bytes` before: see `reframed`). */
  hooks?: MarkdownHooks;
}

/**
 * A doc file's bytes with its front matter read by the site's `parseFrontMatter`, when it has one;
 * bytes that are not UTF-8 stay as they are, for readDocFile to report.
 */
export async function reframed(
  bytes: Uint8Array,
  file: string,
  hooks: MarkdownHooks | undefined,
  diagnostics: Diagnostic[],
): Promise<Uint8Array> {
  if (!hooks?.reframe || !isDocFile(file) || bytes.byteLength > MAX_PAGE_BYTES) return bytes;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return bytes;
  }
  return Buffer.from(await hooks.reframe(text, file.split(path.sep).join('/'), diagnostics));
}

/** The site's markdown functions, with docsgen's own front matter reading as their default. */
export function siteMarkdownHooks(config: {
  root: string;
  site: { markdown: Parameters<typeof markdownHooks>[1] };
}): MarkdownHooks | undefined {
  return markdownHooks(config.root, config.site.markdown, (text, file) => {
    const found: Diagnostic[] = [];
    const page = parsePage({ text, file, rel: path.posix.basename(file), version: '' }, found);
    if (!page) throw new Error(found[0]?.message ?? 'the front matter cannot be read');
    return { frontMatter: page.frontMatter as Record<string, unknown>, content: page.body };
  });
}

/** One doc or category file of a version, checked (size, encoding, file name) and parsed; problems go to `diagnostics`. */
export function readDocFile(
  input: DocFileInput,
  diagnostics: Diagnostic[],
): { page?: PageSource; category?: CategorySource } | undefined {
  const { root, versionDir, version, rel, bytes } = input;
  const file = path.relative(root, path.join(versionDir, rel)).split(path.sep).join('/');
  if (bytes.byteLength > MAX_PAGE_BYTES) {
    diagnostics.push({
      severity: 'error',
      code: 'page-too-large',
      file,
      message: `The file is ${megabytes(bytes.byteLength)}; docsgen renders files up to ${megabytes(MAX_PAGE_BYTES)}.`,
      hint: 'Split it into several pages (one per topic) in a folder with a _category_.json.',
    });
    return undefined;
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    diagnostics.push({
      severity: 'error',
      code: 'bad-encoding',
      file,
      message: 'The file is not valid UTF-8.',
      hint: 'Save it as UTF-8 in your editor.',
    });
    return undefined;
  }
  if (isCategoryFile(rel)) {
    const meta = parseCategory(text, file, diagnostics, input.nameLabels);
    return meta
      ? { category: { version, dir: path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel), meta } }
      : undefined;
  }
  const parsed = parsePage(
    {
      text,
      file,
      rel,
      version,
      preprocess: input.hooks?.preprocess,
      numberPrefixes: input.numberPrefixes,
      nameLabels: input.nameLabels,
    },
    diagnostics,
  );
  const page = parsed && withHomePageSlug(parsed, input.homePageId);
  // `#`, `?` and `%` end or escape a URL path: the page's links and sitemap entry would be dead.
  const unsafe = page && !page.frontMatter.slug ? /[#?%]/.exec(rel) : null;
  if (unsafe) {
    diagnostics.push({
      severity: 'error',
      code: 'unsafe-file-name',
      file,
      message: `The file name holds "${unsafe[0]}", which cannot appear as is in a URL path; links to this page would be dead.`,
      hint: 'Rename the file (or its folder), or give the page a `slug` in its front matter.',
    });
    return undefined;
  }
  return page ? { page } : undefined;
}

/** Markdown and MDX files are docs; a leading `_` marks a partial (imported by other docs, no page of its own). */
export function isDocFile(rel: string): boolean {
  return /\.mdx?$/i.test(rel) && !path.posix.basename(rel).startsWith('_');
}

function isCategoryFile(rel: string): boolean {
  return /(^|\/)_category_\.(json|ya?ml)$/.test(rel);
}

/**
 * Symbolic links inside `dir` that point at one of their own parent folders (`loop -> .`).
 * Followed, such a link repeats the tree until the path is too long: a one-page version became
 * 288 pages. Found by walking the real folders without following links.
 */
async function findSymlinkLoops(dir: string): Promise<{ rel: string; target: string }[]> {
  const root = await realpath(dir).catch(() => undefined);
  if (!root) return [];
  const loops: { rel: string; target: string }[] = [];
  for (const { rel, target } of await symlinksUnder(dir)) {
    const parent = path.join(root, path.posix.dirname(rel));
    if (target && (parent === target || parent.startsWith(target + path.sep)))
      loops.push({ rel, target: path.relative(root, target) || '.' });
  }
  return loops;
}

export interface ParsePageInput {
  text: string;
  file: string;
  /** Path inside the version folder, with extension. */
  rel: string;
  version: string;
  /** The site's `markdown.preprocessor`, run on the body. */
  preprocess?: MarkdownHooks['preprocess'];
  /** `false` (the version's): the doc keeps its number prefixes unless its front matter `parse_number_prefixes` is set. */
  numberPrefixes?: false;
  /** The site's `nameLabels`: a page without a title or heading is named after its file this way. */
  nameLabels?: NameLabels;
}

/** Splits front matter from body and checks each known field's type. Pure but for the site's preprocessor. */
export function parsePage(input: ParsePageInput, diagnostics: Diagnostic[]): PageSource | undefined {
  const { text, file, rel, version } = input;
  const raw = text.replace(/^\uFEFF/, '');
  let frontMatter: FrontMatter = {};
  let body = raw;
  let bodyLine = 1;
  // `---` on the next line closes an empty front matter, which Docusaurus accepts.
  const match = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(raw);
  if (!match && /^---[ \t]*\r?\n/.test(raw)) {
    diagnostics.push({
      severity: 'error',
      code: 'unclosed-front-matter',
      file,
      line: 1,
      column: 1,
      message: 'The front matter opened by "---" on line 1 is never closed, so it would render as text.',
      hint: 'Add a line with only --- after the last key.',
    });
    return undefined;
  }
  if (match) {
    body = raw.slice(match[0].length);
    bodyLine = match[0].split('\n').length;
    const checked = readFrontMatter(match[1] ?? '', file, diagnostics);
    if (!checked) return undefined;
    frontMatter = checked;
  }
  if (input.numberPrefixes === false && frontMatter.parse_number_prefixes === undefined)
    frontMatter = { ...frontMatter, parse_number_prefixes: false };
  if (input.preprocess) body = input.preprocess(body, file, diagnostics);
  // A draft is unfinished by definition (and left out of `docsgen build`): an empty one is no mistake.
  if (body.trim() === '' && frontMatter.draft !== true) {
    diagnostics.push({
      severity: 'warning',
      code: 'empty-page',
      file,
      line: 1,
      message: 'The page has no content.',
      hint: 'Write some content or delete the file.',
    });
  }
  const ext = /\.mdx$/i.test(rel) ? '.mdx' : '.md';
  const relPath = rel.replace(/\.mdx?$/i, '');
  const id = docIdOf(relPath, frontMatter);
  const h1 = firstHeading(body, ext === '.mdx');
  const named = frontMatter.title === undefined && h1 === undefined;
  const title = frontMatter.title ?? h1 ?? nameLabel(id.slice(id.lastIndexOf('/') + 1), input.nameLabels);
  const optional = {
    ...(ext === '.mdx' ? { ext: '.mdx' as const } : {}),
    ...(named ? { titleFromName: true as const } : {}),
  };
  return { version, file, relPath, id, frontMatter, body, bodyLine, title, raw, ...optional };
}

/** A page's front matter YAML parsed and checked; undefined (with the reasons in `diagnostics`) when it is not usable. */
function readFrontMatter(yamlText: string, file: string, diagnostics: Diagnostic[]): FrontMatter | undefined {
  const simple = readSimpleFrontMatter(yamlText);
  if (simple) return checkFrontMatter(simple.data, simple.lineOf, file, diagnostics);
  const { doc, lineCounter } = parseFrontMatterYaml(yamlText);
  if (doc.errors.length) {
    for (const err of doc.errors) {
      const unclosed = err.code === 'MISSING_CHAR' && /quote/.test(err.message) ? openingQuote(yamlText) : undefined;
      const pos = unclosed ?? lineCounter.linePos(err.pos[0]);
      const message = unclosed ? 'a quoted value has no closing quote' : firstLine(err.message).replace(/\.$/, '');
      diagnostics.push({
        severity: 'error',
        code: 'bad-front-matter',
        file,
        line: pos.line + 1,
        column: pos.col,
        message: `Front matter is not valid YAML: ${message}.`,
        hint: 'Check indentation and quote values that contain ":" or start with a special character.',
      });
    }
    return undefined;
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // An alias bomb (aliases of aliases) expands exponentially; yaml stops it past maxAliasCount.
    diagnostics.push({
      severity: 'error',
      code: 'bad-front-matter',
      file,
      line: 2,
      message: `Front matter could not be read: ${(error as Error).message}.`,
      hint: 'Write plain values instead of YAML anchors and aliases.',
    });
    return undefined;
  }
  if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    diagnostics.push({
      severity: 'error',
      code: 'bad-front-matter',
      file,
      line: 2,
      message: 'Front matter must be a mapping of keys to values.',
      hint: 'Write one `key: value` per line.',
    });
    return undefined;
  }
  return checkFrontMatter(
    plainTimestampsAsDates(doc, (data ?? {}) as Record<string, unknown>, (key) => key in FIELDS),
    (key) => {
      const node =
        doc.contents && 'items' in doc.contents
          ? (doc.contents.items as { key: { value: unknown; range?: number[] } }[]).find((p) => p.key?.value === key)
          : undefined;
      const offset = node?.key.range?.[0];
      return offset === undefined ? 2 : lineCounter.linePos(offset).line + 1;
    },
    file,
    diagnostics,
  );
}

/** Text of the first `# Title` outside fenced code; in MDX, JSX text in it is stripped. */
function firstHeading(body: string, mdx: boolean): string | undefined {
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]![0];
      else if (f[1]![0] === fence) fence = undefined;
      continue;
    }
    if (fence) continue;
    // A closing run of # counts only after a space (CommonMark), so `# C#` is titled "C#".
    const m = /^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (m)
      return mdx
        ? m[1]!
            .replace(/\{\/\*.*?\*\/\}/g, '')
            .replace(/<[^>]+>/g, '')
            .trim()
        : m[1]!.trim();
  }
  return undefined;
}

type FieldType = 'string' | 'number' | 'boolean' | 'string-or-null';
const FIELDS: Record<keyof FrontMatter, FieldType> = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  description: 'string',
  hide_table_of_contents: 'boolean',
  hide_title: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  displayed_sidebar: 'string',
  pagination_next: 'string-or-null',
  pagination_prev: 'string-or-null',
  pagination_label: 'string',
  sidebar_class_name: 'string',
  draft: 'boolean',
  unlisted: 'boolean',
  parse_number_prefixes: 'boolean',
};

function checkFrontMatter(
  data: Record<string, unknown>,
  lineOf: (key: string) => number,
  file: string,
  diagnostics: Diagnostic[],
): FrontMatter | undefined {
  let ok = true;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(data)) {
    const expected = FIELDS[key as keyof FrontMatter];
    if (!expected) {
      out[key] = raw;
      continue;
    }
    // YAML reads `slug: 1` or `title: 2024-05-01` as a number or date; Docusaurus takes such a value as its text.
    const value = expected.startsWith('string') && (typeof raw === 'number' || raw instanceof Date) ? String(raw) : raw;
    if (expected === 'string-or-null' ? value !== null && typeof value !== 'string' : typeof value !== expected) {
      ok = false;
      const shownType = expected === 'string-or-null' ? 'doc id (or null)' : expected;
      diagnostics.push({
        severity: 'error',
        code: 'bad-front-matter',
        file,
        line: lineOf(key),
        message: `"${key}" must be a ${shownType}, got ${describe(value)}.`,
        hint:
          expected === 'string' || expected === 'string-or-null'
            ? `Quote the value: ${key}: "${String(value)}"`
            : `Write ${key}: <${expected}>.`,
      });
      continue;
    }
    if (
      key === 'id' &&
      (/[/\\]/.test(value as string) || value === '.' || value === '..' || (value as string).trim() === '')
    ) {
      ok = false;
      diagnostics.push({
        severity: 'error',
        code: 'bad-front-matter',
        file,
        line: lineOf(key),
        message: `"id" must be a plain name without "/", got ${JSON.stringify(value)}.`,
        hint: 'Use `slug` to change the URL; `id` only renames the doc.',
      });
      continue;
    }
    if (
      (key === 'toc_min_heading_level' || key === 'toc_max_heading_level') &&
      !(Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6)
    ) {
      ok = false;
      diagnostics.push({
        severity: 'error',
        code: 'bad-front-matter',
        file,
        line: lineOf(key),
        message: `"${key}" must be a whole number from 2 to 6, got ${String(value)}.`,
      });
      continue;
    }
    out[key] = value;
  }
  return ok ? (out as FrontMatter) : undefined;
}

/** Parses `_category_.json`; reports the JSON problem with its line. Pure. */
export function parseCategory(
  text: string,
  file: string,
  diagnostics: Diagnostic[],
  nameLabels?: NameLabels,
): CategoryMeta | undefined {
  let data: unknown;
  try {
    data = parseLenient(text, file);
  } catch (error) {
    diagnostics.push(categorySyntaxError(error, text, file));
    return undefined;
  }
  const problems = categoryProblems(data);
  if (problems.length) {
    for (const p of problems)
      diagnostics.push({
        severity: 'error',
        code: 'bad-category',
        file,
        line: keyLine(text, p.key),
        message: `Invalid category: ${p.text}.`,
        hint: 'Expected {"label": string, "position": number, "link": {"type": "generated-index", "description": string}}.',
      });
    return undefined;
  }
  const obj = data as Record<string, unknown>;
  const dirName = path.posix.basename(path.posix.dirname(file));
  const label = obj.label as string | undefined;
  return {
    label: label ?? nameLabel(splitNumberPrefix(dirName).name, nameLabels),
    ...(label === undefined ? { labelFromName: true as const } : {}),
    position: obj.position as number | undefined,
    collapsed: obj.collapsed as boolean | undefined,
    collapsible: obj.collapsible as boolean | undefined,
    className: obj.className as string | undefined,
    link: ((obj.link as { type?: unknown } | null)?.type === undefined ? undefined : obj.link) as CategoryMeta['link'],
    file,
  };
}

/** The diagnostic of a category file that is not valid YAML or JSON, at the parser's position. */
function categorySyntaxError(error: unknown, text: string, file: string): Diagnostic {
  if (error instanceof YAMLParseError) {
    const at = error.linePos?.[0];
    return {
      severity: 'error',
      code: 'bad-category',
      file,
      line: at?.line,
      column: at?.col,
      message: `Not valid YAML: ${firstLine(error.message)
        .replace(/ at line \d+, column \d+:?$/, '')
        .replace(/\.$/, '')}.`,
      hint: 'Write one `key: value` per line, e.g. `label: Guides`.',
    };
  }
  const message = (error as Error).message;
  const posMatch = /position (\d+)/.exec(message);
  const lineCol = posMatch ? offsetToLineCol(text, Number(posMatch[1])) : undefined;
  return {
    severity: 'error',
    code: 'bad-category',
    file,
    line: lineCol?.line,
    column: lineCol?.column,
    message: `Not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)$/, '')}.`,
    hint: 'Fix the JSON: quote keys and strings, separate entries with commas.',
  };
}

/** What is wrong with a category file's data; each problem names the key it is about, so it can point at that key's line. */
function categoryProblems(data: unknown): { key: string; text: string }[] {
  const problems: { key: string; text: string }[] = [];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    problems.push({ key: '', text: 'the file must hold one JSON object' });
    return problems;
  }
  const obj = data as Record<string, unknown>;
  if (obj.label !== undefined && typeof obj.label !== 'string')
    problems.push({ key: 'label', text: `"label" must be a string, got ${describe(obj.label)}` });
  if (obj.position !== undefined && typeof obj.position !== 'number')
    problems.push({ key: 'position', text: `"position" must be a number, got ${describe(obj.position)}` });
  for (const flag of ['collapsed', 'collapsible'] as const) {
    if (obj[flag] !== undefined && typeof obj[flag] !== 'boolean')
      problems.push({ key: flag, text: `"${flag}" must be true or false, got ${describe(obj[flag])}` });
  }
  if (obj.className !== undefined && typeof obj.className !== 'string')
    problems.push({ key: 'className', text: `"className" must be a string, got ${describe(obj.className)}` });
  const link = obj.link as Record<string, unknown> | undefined;
  // A link object without a type (only a description, say) is accepted by Docusaurus and makes no page.
  if (link !== undefined && link !== null && !(typeof link === 'object' && link.type === undefined)) {
    if (typeof link !== 'object' || (link.type !== 'generated-index' && link.type !== 'doc'))
      problems.push({
        key: 'type',
        text: `"link.type" must be "generated-index" or "doc", got ${describe(typeof link === 'object' ? link.type : link)}`,
      });
    else if (link.type === 'doc' && typeof link.id !== 'string')
      problems.push({ key: 'link', text: '"link.id" must name a doc when link.type is "doc"' });
    else {
      for (const field of ['description', 'slug', 'title'] as const) {
        if (link[field] !== undefined && typeof link[field] !== 'string')
          problems.push({ key: field, text: `"link.${field}" must be a string, got ${describe(link[field])}` });
      }
    }
  }
  return problems;
}

/**
 * Category metadata as Docusaurus reads it: YAML files as YAML; JSON strictly first, then
 * JSON5 (trailing commas and comments, which Docusaurus accepts). A file neither accepts
 * throws the strict parser's error, whose position is the one worth showing.
 */
function parseLenient(text: string, file: string): unknown {
  if (/\.ya?ml$/.test(file)) return parseYaml(text, { prettyErrors: true });
  try {
    return JSON.parse(text);
  } catch (strict) {
    try {
      return JSON5.parse(text);
    } catch {
      throw strict;
    }
  }
}

/** 1-based line where `"key"` first appears as a JSON key, or 1. */
function keyLine(text: string, key: string): number {
  if (!key) return 1;
  const at = new RegExp(`(^|[\\s{,])["']?${key}["']?\\s*:`, 'm').exec(text);
  return at ? offsetToLineCol(text, at.index).line : 1;
}

function megabytes(n: number): string {
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

function offsetToLineCol(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Line and column (1-based, within the YAML) of the first quote that is never closed on its line. */
function openingQuote(yamlText: string): { line: number; col: number } | undefined {
  const lines = yamlText.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /:\s*(["'])/.exec(lines[i]!);
    if (m && lines[i]!.split(m[1]!).length % 2 === 0) return { line: i + 1, col: m.index + m[0].length };
  }
  return undefined;
}

function firstLine(s: string): string {
  return s.split('\n')[0]!.trim();
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  return typeof value === 'object' ? 'a mapping' : `${typeof value} ${JSON.stringify(value)}`;
}

/**
 * How a folder or file name becomes a label when nothing else names it (the site's `nameLabels`):
 * `humanized` (docsgen's default) or `as-written`, as Docusaurus shows it.
 */
export type NameLabels = 'humanized' | 'as-written';

/** A folder's or file's name, number prefix removed, as a label: `api-management` → `Api management`, or as written. */
export function nameLabel(name: string, style: NameLabels | undefined): string {
  return style === 'as-written' ? name : humanize(name);
}

/** `download-count` → `Download count`. */
export function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
