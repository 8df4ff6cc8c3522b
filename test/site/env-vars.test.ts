import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { routeKey } from '../../src/shared/paths.ts';
import { parseHtml, query, queryAll, text } from '../support/html.ts';

/**
 * Every environment variable the site facts name, the page it belongs on and its default.
 * `null` = the facts name the variable but give no default (switches such as NO_DL_COUNT),
 * so only its presence is checked. '' = empty default (the facts write `<empty>`).
 * v0 documents no variables. v1 and v2 explain options in prose in the facts; their
 * defaults here are the ones the facts state (php.ini values, "(Default)" markers).
 */
const ENV: [version: string, page: string, name: string, fallback: string | null][] = [
  // v3: the EnvConfig tables of the facts, page by page.
  ['v3', '/v3/getting-started/reverse-proxy', 'BASE_PATH', ''],
  ['v3', '/v3/configuration/metadata', 'METADATA', 'true'],
  ['v3', '/v3/configuration/themes', 'THEME', 'default'],
  ['v3', '/v3/configuration/themes', 'THEME_URL', ''],
  ['v3', '/v3/configuration/password', 'PASSWORD_USER', ''],
  ['v3', '/v3/configuration/password', 'PASSWORD_RAW', ''],
  ['v3', '/v3/configuration/password', 'PASSWORD_HASH', ''],
  ['v3', '/v3/configuration/download-count', 'DOWNLOAD_COUNTER', 'true'],
  ['v3', '/v3/configuration/i18n', 'DATE_FORMAT', 'relative'],
  ['v3', '/v3/configuration/i18n', 'DATE_FORMAT_RELATIVE_LANG', ''],
  ['v3', '/v3/configuration/search', 'SEARCH', 'true'],
  ['v3', '/v3/configuration/search', 'SEARCH_ENGINE', 's,g'],
  ['v3', '/v3/configuration/search', 'SEARCH_MAX_DEPTH', '25'],
  ['v3', '/v3/configuration/search', 'SEARCH_MAX_RESULTS', '100'],
  ['v3', '/v3/configuration/search', 'REVERSE_SORT', 'false'],
  ['v3', '/v3/configuration/readme', 'README_RENDER', 'true'],
  [
    'v3',
    '/v3/configuration/readme',
    'README_NAME',
    'readme.md;readme.txt;readme.html;readme;read.me;read\\ me;liesmich.md;liesmich.txt;liesmich;lies\\ mich;index.html;index.htm;index.txt;license',
  ],
  ['v3', '/v3/configuration/readme', 'README_FIRST', 'false'],
  ['v3', '/v3/configuration/readme', 'ALLOW_RAW_HTML', 'false'],
  ['v3', '/v3/configuration/readme', 'README_META', 'true'],
  ['v3', '/v3/configuration/ignore', 'IGNORE', ''],
  ['v3', '/v3/configuration/batch', 'BATCH_DOWNLOAD', 'true'],
  ['v3', '/v3/configuration/batch', 'BATCH_TYPE', 'zip'],
  ['v3', '/v3/configuration/batch', 'BATCH_ZIP_COMPRESS_ALGO', 'DEFAULT'],
  ['v3', '/v3/configuration/batch', 'BATCH_MAX_TOTAL_SIZE', '500'],
  ['v3', '/v3/configuration/batch', 'BATCH_MAX_FILE_SIZE', '100'],
  ['v3', '/v3/configuration/batch', 'BATCH_MIN_SYSTEM_FREE_DISK', '500'],
  ['v3', '/v3/configuration/cors', 'CORS_ALLOW_ANY_ORIGIN', 'true'],
  ['v3', '/v3/configuration/hashes', 'HASH', 'true'],
  ['v3', '/v3/configuration/hashes', 'HASH_REQUIRED', 'false'],
  ['v3', '/v3/configuration/hashes', 'HASH_ALGO', 'sha256'],
  ['v3', '/v3/configuration/http', 'API', 'true'],
  ['v3', '/v3/configuration/icons', 'ICONS', 'true'],
  ['v3', '/v3/configuration/js', 'JS', ''],
  ['v3', '/v3/configuration/js', 'JS_URL', ''],
  ['v3', '/v3/configuration/js', 'JS_URL_ONCE', ''],
  ['v3', '/v3/configuration/layout', 'LAYOUT', 'popup'],
  ['v3', '/v3/configuration/layout', 'OPEN_NEW_TAB', 'false'],
  ['v3', '/v3/configuration/layout', 'HIGHLIGHT_UPDATED', 'true'],
  ['v3', '/v3/configuration/layout', 'TRANSITION', 'false'],
  ['v3', '/v3/configuration/pagination', 'PAGINATION_PER_PAGE', '100'],
  ['v3', '/v3/configuration/prefetch', 'PREFETCH_FOLDERS', 'true'],
  ['v3', '/v3/configuration/prefetch', 'PREFETCH_FILES', 'false'],
  ['v3', '/v3/configuration/timing', 'TIMING', 'false'],
  ['v3', '/v3/advanced/php', 'DISPLAY_ERRORS', 'Off'],
  ['v3', '/v3/advanced/php', 'MEMORY_LIMIT', '128M'],
  ['v3', '/v3/advanced/caching', 'EXPERIMENTAL_CACHE', ''],
  ['v3', '/v3/advanced/performance', 'DOWNLOAD_COUNTER', 'true'],
  ['v3', '/v3/advanced/performance', 'README_RENDER', 'true'],

  // v2
  ['v2', '/v2/getting-started/reverse-proxy', 'BASE_PATH', null],
  ['v2', '/v2/configuration/themes', 'THEME', 'cosmo'],
  ['v2', '/v2/configuration/download-count', 'NO_DL_COUNT', null],
  ['v2', '/v2/configuration/i18n', 'DATE_FORMAT', 'local'],
  ['v2', '/v2/configuration/i18n', 'DATE_FORMAT_RELATIVE_LANG', ''],
  ['v2', '/v2/configuration/sort', 'REVERSE_SORT', null],
  ['v2', '/v2/configuration/', 'NO_README_RENDER', null],
  ['v2', '/v2/configuration/', 'ALLOW_RAW_HTML', 'false'],
  ['v2', '/v2/configuration/attribution', 'HIDE_ATTRIBUTION', null],
  ['v2', '/v2/configuration/ignore', 'IGNORE', ''],
  ['v2', '/v2/configuration/highlight-updated', 'HIGHLIGHT_UPDATED', 'true'],
  ['v2', '/v2/configuration/icons', 'ICONS', null],
  ['v2', '/v2/advanced/php', 'DISPLAY_ERRORS', 'Off'],
  ['v2', '/v2/advanced/php', 'MEMORY_LIMIT', '128M'],
  ['v2', '/v2/advanced/performance', 'NO_DL_COUNT', null],
  ['v2', '/v2/advanced/performance', 'NO_README_RENDER', null],

  // v1
  ['v1', '/v1/getting-started/reverse-proxy', 'BASE_PATH', null],
  ['v1', '/v1/configuration/themes', 'THEME', 'cosmo'],
  ['v1', '/v1/configuration/download-count', 'NO_DL_COUNT', null],
  ['v1', '/v1/configuration/php', 'DISPLAY_ERRORS', 'Off'],
  ['v1', '/v1/configuration/php', 'MEMORY_LIMIT', '128M'],
  ['v1', '/v1/configuration/i18n', 'DATE_FORMAT', 'Y-m-d H:i:s'],
  ['v1', '/v1/configuration/sort', 'REVERSE_SORT', null],
  ['v1', '/v1/configuration/', 'NO_README_RENDER', null],
  ['v1', '/v1/configuration/', 'ALLOW_RAW_HTML', 'false'],
  ['v1', '/v1/configuration/attribution', 'HIDE_ATTRIBUTION', null],
  ['v1', '/v1/configuration/ignore', 'IGNORE', ''],
  ['v1', '/v1/advanced/performance', 'NO_DL_COUNT', null],
];

/** A row of a rendered configuration table. */
interface EnvRow {
  page: string;
  name: string;
  fallback: string;
  /** Badges of the details cell, e.g. `added in v3.3`, `experimental`. */
  badges: string[];
}

/** Reads `.envconfig` tables: first cell the variable, second its default (`<em>empty</em>` for ""). */
function envRows(page: string, html: string): EnvRow[] {
  const doc = parseHtml(html);
  return queryAll(doc, '.envconfig table tbody tr').map((tr) => {
    const cells = tr.childNodes.filter((n) => 'tagName' in n && n.tagName === 'td');
    const [nameCell, defaultCell] = cells as Parameters<typeof text>[0][];
    const empty = query(defaultCell!, 'em');
    const badges = queryAll(cells[3]!, '.badge').map(text);
    return {
      page,
      name: text(query(nameCell!, 'code') ?? nameCell!),
      fallback: empty && text(defaultCell!) === 'empty' ? '' : text(query(defaultCell!, 'code') ?? defaultCell!),
      badges,
    };
  });
}

const root = path.resolve(import.meta.dirname, '../..');
let tmp: string;
let result: BuildResult;
let rows: Map<string, EnvRow[]>;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-env-vars-'));
  result = await build({ root, outDir: path.join(tmp, 'site') });
  rows = new Map();
  for (const page of result.pages) {
    if (!page.route.version) continue;
    const list = rows.get(page.route.version) ?? [];
    list.push(...envRows(page.route.path, page.html));
    rows.set(page.route.version, list);
  }
}, 180_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('environment variables on the built pages', () => {
  it('builds', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
  });

  for (const version of ['v3', 'v2', 'v1']) {
    it(`${version}: every variable of the facts is in a configuration table of its page with the facts' default`, () => {
      const found = rows.get(version) ?? [];
      const problems: string[] = [];
      for (const [v, page, name, fallback] of ENV.filter((e) => e[0] === version)) {
        const onPage = found.filter((r) => routeKey(r.page) === routeKey(page) && r.name === name);
        if (onPage.length === 0) {
          const elsewhere = found.filter((r) => r.name === name).map((r) => r.page);
          problems.push(
            `${v} ${name}: not in a table on ${page}${elsewhere.length ? ` (found on ${elsewhere.join(', ')})` : ''}`,
          );
          continue;
        }
        for (const row of onPage)
          if (fallback !== null && row.fallback !== fallback)
            problems.push(`${v} ${name} on ${page}: default "${row.fallback}", facts say "${fallback}"`);
      }
      expect(problems).toEqual([]);
    });

    it(`${version}: every table row names a variable of this version's facts, with one default across pages`, () => {
      const known = new Map(
        ENV.filter((e) => e[0] === version).map(([, , name, fallback]) => [name, fallback] as const),
      );
      const problems: string[] = [];
      for (const row of rows.get(version) ?? []) {
        if (!known.has(row.name)) problems.push(`${row.page}: ${row.name} is not a variable of ${version}`);
        const fallback = known.get(row.name);
        if (fallback !== undefined && fallback !== null && row.fallback !== fallback)
          problems.push(`${row.page}: ${row.name} default "${row.fallback}", facts say "${fallback}"`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('v0 documents no environment variables (the facts give none)', () => {
    expect(rows.get('v0') ?? []).toEqual([]);
  });
});

interface FactsEnvVar {
  page: string;
  name: string;
  fallback: string;
  /** `3.3` for "added v3.3", from the entry or its table header. */
  added?: string;
  experimental: boolean;
}

/** The EnvConfig tables of the v3 facts sheet, as data (regenerate with scripts/facts-env.mjs when the facts change). */
async function factsEnvTables(): Promise<FactsEnvVar[]> {
  return JSON.parse(await readFile(path.join(import.meta.dirname, 'facts-v3-env.json'), 'utf8')) as FactsEnvVar[];
}

describe('the expected list above', () => {
  it('covers every EnvConfig table row of the v3 facts sheet with the same page and default', async () => {
    const parsed = await factsEnvTables();
    // 46 rows in 23 tables; a change in the facts sheet should be looked at, not skipped.
    expect(parsed).toHaveLength(46);
    const listed = ENV.filter((e) => e[0] === 'v3').map(([, page, name, fallback]) => `${page} ${name} = ${fallback}`);
    for (const { page, name, fallback } of parsed) expect(listed).toContain(`${page} ${name} = ${fallback}`);
  });
});

describe('v3 tables against the facts sheet', () => {
  it('show the "added in" version and the experimental flag the facts give', async () => {
    const parsed = await factsEnvTables();
    const problems: string[] = [];
    for (const fact of parsed) {
      const row = (rows.get('v3') ?? []).find((r) => routeKey(r.page) === routeKey(fact.page) && r.name === fact.name);
      if (!row) continue; // reported by the default check above
      if (fact.added && !row.badges.includes(`added in v${fact.added}`))
        problems.push(`${fact.name}: badges ${JSON.stringify(row.badges)}, facts say added v${fact.added}`);
      if (fact.experimental !== row.badges.includes('experimental'))
        problems.push(
          `${fact.name}: experimental badge ${!fact.experimental ? 'shown but not in the facts' : 'missing'}`,
        );
    }
    // Guards for the reader: wrapped entries and header-wide versions are picked up.
    expect(
      parsed
        .filter((f) => f.experimental)
        .map((f) => f.name)
        .sort(),
    ).toEqual(['EXPERIMENTAL_CACHE', 'LAYOUT']);
    expect(
      parsed
        .filter((f) => !f.added)
        .map((f) => f.name)
        .sort(),
    ).toEqual(['DISPLAY_ERRORS', 'MEMORY_LIMIT']);
    expect(parsed.find((f) => f.name === 'README_NAME')?.added).toBe('3.2');
    expect(parsed.find((f) => f.name === 'JS_URL_ONCE')?.added).toBe('3.3');
    expect(problems).toEqual([]);
  });
});
