import { defineConfig } from 'docsgen';

/** Several fields are wrong at once: one line per bad field, nothing is built. */
export default defineConfig({
  title: 'bad-config',
  url: 'not a url',
  versions: [{ name: 'v1', label: '1.x', path: 'v1' }],
  latestVersion: 'v1',
  navbar: { title: 'bad-config', items: [{ type: 'link', label: 'Demo' }] },
  footer: { copyright: 'Test' },
  // @ts-expect-error: deliberately not one of "throw" | "warn" | "ignore"
  onBrokenLinks: 'fail',
  // @ts-expect-error: deliberately a string
  toc: { minHeadingLevel: 'two' },
});
