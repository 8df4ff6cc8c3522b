import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startWatchSession, type WatchSession } from '../../src/dev/watch-session.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
import { copyScenarioSite } from './support/temp-site.ts';

let site: Awaited<ReturnType<typeof copyScenarioSite>>;
let session: WatchSession;
let browser: { browser: Browser; close: () => Promise<void> };
const install = () => path.join(site.root, 'content/v2/guide/install.md');

beforeAll(async () => {
  site = await copyScenarioSite('small-docs');
  // A long page, so there is a scroll position to keep.
  const text = await readFile(install(), 'utf8');
  await writeFile(
    install(),
    `${text}\n${Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1} of filler text for scrolling.\n`).join('\n')}`,
  );
  session = await startWatchSession({ root: site.root, port: 0, log: () => {} });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await session?.close();
  await site?.remove();
});

describe('live reload in the browser', { timeout: 240_000 }, () => {
  it('reloads on save keeping the scroll position, shows build errors in an overlay, and recovers when fixed', async () => {
    const { page } = await newPage(browser.browser, { width: 1200 });
    await page.goto(`${session.url}/v2/guide/install`);
    await page.waitForFunction(() => document.documentElement.scrollHeight > innerHeight * 2);
    await page.evaluate(() => window.scrollTo(0, 900));
    // The script connects after load; wait until the server sees the page.
    await expect.poll(() => session.hub.clients, { timeout: 20_000 }).toBeGreaterThan(0);

    const good = await readFile(install(), 'utf8');
    await writeFile(install(), good.replace('Paragraph 1 of filler', 'Paragraph one of filler'));
    await page.waitForFunction(() => document.body.textContent!.includes('Paragraph one of filler'), undefined, {
      timeout: 60_000,
    });
    await expect.poll(() => page.evaluate(() => Math.round(scrollY)), { timeout: 10_000 }).toBe(900);

    await writeFile(install(), good.replace('title: Installation', 'title: [Installation'));
    const overlay = page.locator('docsgen-error-overlay');
    await overlay.waitFor({ timeout: 60_000 });
    const shown = await overlay.locator('pre').textContent();
    const failure = session.outcomes.at(-1)!;
    expect(failure.ok).toBe(false);
    // The same text the terminal shows: location, code, message and hint.
    expect(shown).toBe(
      failure.diagnostics
        .filter((d) => d.severity === 'error')
        .map(formatDiagnostic)
        .join('\n\n'),
    );
    expect(shown).toContain('content/v2/guide/install.md:3:1');
    expect(shown).toContain('bad-front-matter');
    // Still the last good page underneath.
    expect(await page.locator('.markdown').textContent()).toContain('Paragraph one of filler');

    await writeFile(install(), good.replace('Paragraph 2 of filler', 'Paragraph two of filler'));
    await page.waitForFunction(() => document.body.textContent!.includes('Paragraph two of filler'), undefined, {
      timeout: 60_000,
    });
    expect(await page.locator('docsgen-error-overlay').count()).toBe(0);
  });
});
