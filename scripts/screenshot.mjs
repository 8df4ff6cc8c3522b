// Takes PNG screenshots of built pages for a visual check: node scripts/screenshot.mjs /v3/intro [--width 375] [--dark]
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const args = process.argv.slice(2);
const width = Number(args[args.indexOf('--width') + 1]) || 1280;
const dark = args.includes('--dark');
const paths = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--width');
const root = path.resolve('build');
const server = createServer(async (req, res) => {
  const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  for (const c of [p, path.posix.join(p, 'index.html')]) {
    const f = path.join(root, c);
    if ((await stat(f).catch(() => null))?.isFile()) {
      const ext = path.extname(f);
      res.writeHead(200, {
        'content-type':
          {
            '.html': 'text/html',
            '.js': 'text/javascript',
            '.css': 'text/css',
            '.svg': 'image/svg+xml',
            '.json': 'application/json',
          }[ext] ?? 'application/octet-stream',
      });
      return res.end(await readFile(f));
    }
  }
  res.writeHead(404, { 'content-type': 'text/html' });
  res.end(await readFile(path.join(root, '404.html')));
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
for (const p of paths) {
  await page.goto(`http://127.0.0.1:${server.address().port}${p}`);
  await page.waitForTimeout(300);
  const file = `/tmp/shot${p.replace(/\//g, '_')}-${width}${dark ? '-dark' : ''}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
server.close();
