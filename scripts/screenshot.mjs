// Takes PNG screenshots of built pages for a visual check:
// node scripts/screenshot.mjs /v3/intro [--width 375] [--dark] [--out build] [--base /docs/]
import os from 'node:os';
import path from 'node:path';
import { launchChromium, serveBuild } from './lib/local-browser.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const width = Number(option('--width')) || 1280;
const dark = args.includes('--dark');
const paths = args.filter((a, i) => a.startsWith('/') && !['--width', '--out', '--base'].includes(args[i - 1]));
const site = await serveBuild(path.resolve(option('--out') ?? 'build'), { basePath: option('--base') ?? '/' });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
  for (const p of paths) {
    await page.goto(site.url.replace(/\/$/, '') + p);
    await page.waitForLoadState('networkidle');
    const file = path.join(os.tmpdir(), `shot${p.replace(/\//g, '_')}-${width}${dark ? '-dark' : ''}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  }
} finally {
  await browser.close();
  await site.close();
}
