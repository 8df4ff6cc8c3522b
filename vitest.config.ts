import { configDefaults, defineConfig } from 'vitest/config';

/** Unit files of seconds each (measured with `/usr/bin/time -v npx vitest run --project unit <file>`). */
const UNIT_SLOW = [
  'test/unit/sidebar-markup.test.ts',
  'test/unit/markdown-fuzz.test.ts',
  'src/render/markdown/code-tokens.test.ts',
  'src/pipeline/search/shards.test.ts',
  'src/render/markdown/highlight-store.test.ts',
  'src/pipeline/search/shard-cuts.test.ts',
  'src/render/pages/react-page.test.ts',
];

/**
 * One project per kind of test, fastest first; `npm test` runs them all, `npm run test:unit`
 * only the first (pure modules, seconds).
 * - unit: pure modules, beside them in src/ or in test/unit; no build, no browser, no process.
 *   Under 10 s of CPU in all: a file that needs more (a fuzz, every theme's colours) goes in UNIT_SLOW.
 * - unit-slow: the same kind of tests with large inputs; `npm test` runs them after the unit ring.
 * - architecture: compiler probes and the import-graph check.
 * - fixtures: markdown input → HTML pairs through the real processor.
 * - scenario: small sites in test/sites built through the pipeline and the real CLI.
 * - integration: the real site built, served, watched, crawled; Chromium for the reload test.
 * - site: the dir-browser site's own content checks (routes of the spec, env tables).
 * - e2e: what a visitor does in Chromium against the built site on 127.0.0.1.
 */
export default defineConfig({
  test: {
    projects: [
      // Pure modules with no module-level state: one shared module graph per worker (isolate: false)
      // saves the per-file set-up that was most of the ring's CPU time.
      project('unit', ['src/**/*.test.ts', 'test/unit/**/*.test.ts'], 0, { exclude: UNIT_SLOW, isolate: false }),
      project('unit-slow', UNIT_SLOW, 1),
      project('architecture', ['test/architecture/**/*.test.ts'], 1),
      project('fixtures', ['test/fixtures/**/*.test.ts'], 1),
      project('scenario', ['test/sites/**/*.test.ts'], 1),
      project('integration', ['test/integration/**/*.test.ts'], 1),
      project('site', ['test/site/**/*.test.ts'], 1),
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A condition a visitor waits for (a diagram redrawn, a TOC mark moved, a component hydrated) can take
          // seconds on a loaded two-core machine: expect.poll's default of 1 s failed tests that were right.
          expect: { poll: { timeout: 20_000 } },
          // One Chromium per file; two cores, so do not run many files at once.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});

function project(
  name: string,
  include: string[],
  groupOrder: number,
  { exclude = [], isolate = true }: { exclude?: string[]; isolate?: boolean } = {},
) {
  return {
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      isolate,
      testTimeout: 60_000,
      hookTimeout: 180_000,
      sequence: { groupOrder },
    },
  };
}
