import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * Three locales built from mostly untranslated docs (test/sites/docusaurus-init/i18n-untranslated): a problem of an
 * English file that French and German pages use as they are is reported once, naming those locales when its words
 * name a locale's URL; code-language warnings count each real block once, not once per locale.
 */
const { initAndBuild } = docusaurusFixtures('i18n-untranslated');
let site: InitAndBuild;

beforeAll(async () => {
  site = await initAndBuild('i18n-untranslated');
}, 180_000);

describe('problems of untranslated docs in a three-locale site', () => {
  it('reports a broken anchor once, naming the locales that use the file', () => {
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).toMatchInlineSnapshot(`
      "Warnings:
      docs/intro.md:3:6  broken-anchor  Anchor "#before-you-start" does not exist on /docs/setup/. The same in locales fr, de, which use this file untranslated.
        Check the heading text; ids are lowercase with hyphens.
      docs/intro.md:5:1 and 6 other places in 3 files (docs/intro.md:9, docs/intro.md:13, docs/intro.md:17, …)  unknown-language  Unknown code language "kestrelscript"; the block is shown as plain text. Use a language prism knows (bash, json, yaml, php, nginx, apache, ini, dotenv, dockerfile, ts, js, html, css, diff, …) or "text".

      0 errors, 8 warnings"
    `);
  });
});
