import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { contentTypeFor } from '../../../src/dev/content-types.ts';

/**
 * How common static hosts map a request path to a file of the output, written from their
 * documented (and observed) rules, so a test can serve one build as each would, on 127.0.0.1.
 * No host here rewrites by config: each gets the output folder as it is.
 */
export type HostAnswer = { file: string } | { redirect: string; status: 301 | 302 | 308 } | { notFound: true };

export type HostModel = (p: string, has: (rel: string) => Promise<'file' | 'dir' | undefined>) => Promise<HostAnswer>;

const rel = (p: string) => p.replace(/^\/+/, '');
const isFile = async (has: Parameters<HostModel>[1], r: string) => (await has(r)) === 'file';

/** nginx `location / { try_files $uri $uri/ =404; }` (index index.html): a folder without its slash gets a 301. */
const nginxUriDir: HostModel = async (p, has) => {
  if (p.endsWith('/'))
    return (await isFile(has, `${rel(p)}index.html`)) ? { file: `${rel(p)}index.html` } : { notFound: true };
  if (await isFile(has, rel(p))) return { file: rel(p) };
  if ((await has(rel(p))) === 'dir') return { redirect: `${p}/`, status: 301 };
  return { notFound: true };
};

/** nginx `try_files $uri $uri.html $uri/ =404;`: `x.html` answers `/x` before the folder does. */
const nginxUriHtmlDir: HostModel = async (p, has) => {
  if (p.endsWith('/'))
    return (await isFile(has, `${rel(p)}index.html`)) ? { file: `${rel(p)}index.html` } : { notFound: true };
  if (await isFile(has, rel(p))) return { file: rel(p) };
  if (await isFile(has, `${rel(p)}.html`)) return { file: `${rel(p)}.html` };
  if ((await has(rel(p))) === 'dir') return { redirect: `${p}/`, status: 301 };
  return { notFound: true };
};

/** GitHub Pages: the file, then `x.html`, then a folder (301 to its slash); `/x/` only from `x/index.html`. */
const githubPages: HostModel = async (p, has) => {
  if (p.endsWith('/'))
    return (await isFile(has, `${rel(p)}index.html`)) ? { file: `${rel(p)}index.html` } : { notFound: true };
  if (await isFile(has, rel(p))) return { file: rel(p) };
  if (await isFile(has, `${rel(p)}.html`)) return { file: `${rel(p)}.html` };
  if (await isFile(has, `${rel(p)}/index.html`)) return { redirect: `${p}/`, status: 301 };
  return { notFound: true };
};

/**
 * Cloudflare Pages: `x.html` is served at `/x` (`/x/` and `/x.html` redirect there), `x/index.html`
 * at `/x/` (`/x` and `/x/index.html` redirect there); when both exist, each is served at its own URL.
 */
const cloudflarePages: HostModel = async (p, has) => {
  if (p === '/') return { file: 'index.html' };
  if (p.endsWith('/index.html') && (await isFile(has, rel(p))))
    return { redirect: p.slice(0, -'index.html'.length), status: 308 };
  if (p.endsWith('.html') && (await isFile(has, rel(p)))) return { redirect: p.slice(0, -'.html'.length), status: 308 };
  if (p.endsWith('/')) {
    if (await isFile(has, `${rel(p)}index.html`)) return { file: `${rel(p)}index.html` };
    if (await isFile(has, `${rel(p).slice(0, -1)}.html`)) return { redirect: p.slice(0, -1), status: 308 };
    return { notFound: true };
  }
  if (await isFile(has, rel(p))) return { file: rel(p) };
  if (await isFile(has, `${rel(p)}.html`)) return { file: `${rel(p)}.html` };
  if (await isFile(has, `${rel(p)}/index.html`)) return { redirect: `${p}/`, status: 308 };
  return { notFound: true };
};

/** Netlify with pretty URLs: `x.html` wins `/x` and takes `/x/` (301 to `/x`) even beside `x/index.html`. */
const netlifyPretty: HostModel = async (p, has) => {
  if (p === '/') return { file: 'index.html' };
  if (p.endsWith('/')) {
    if (await isFile(has, `${rel(p).slice(0, -1)}.html`)) return { redirect: p.slice(0, -1), status: 301 };
    if (await isFile(has, `${rel(p)}index.html`)) return { file: `${rel(p)}index.html` };
    return { notFound: true };
  }
  if (await isFile(has, rel(p))) return { file: rel(p) };
  if (await isFile(has, `${rel(p)}.html`)) return { file: `${rel(p)}.html` };
  if (await isFile(has, `${rel(p)}/index.html`)) return { redirect: `${p}/`, status: 301 };
  return { notFound: true };
};

/** An S3-style bucket website: the object by key, `index.html` for keys ending in `/`, a 302 to the slash when only `x/index.html` exists. */
const bucketWebsite: HostModel = async (p, has) => {
  const key = p.endsWith('/') ? `${rel(p)}index.html` : rel(p);
  if (await isFile(has, key)) return { file: key };
  if (!p.endsWith('/') && (await isFile(has, `${key}/index.html`))) return { redirect: `${p}/`, status: 302 };
  return { notFound: true };
};

export const HOST_MODELS = {
  'nginx try_files $uri $uri/': nginxUriDir,
  'nginx try_files $uri $uri.html $uri/': nginxUriHtmlDir,
  'GitHub Pages': githubPages,
  'Cloudflare Pages': cloudflarePages,
  'Netlify pretty URLs': netlifyPretty,
  'S3-style bucket (index documents, no rewrites)': bucketWebsite,
} satisfies Record<string, HostModel>;

/** Serves `root` as `model` does on 127.0.0.1; a missing path gets `404.html` with status 404, as every host above can. */
export function serveAs(model: HostModel, root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const has = async (r: string) => {
    const file = path.join(root, r);
    if (file !== root && !file.startsWith(root + path.sep)) return undefined;
    const s = await stat(file).catch(() => undefined);
    return s?.isFile() ? ('file' as const) : s?.isDirectory() ? ('dir' as const) : undefined;
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://host');
      let p: string;
      try {
        p = decodeURIComponent(url.pathname);
      } catch {
        p = url.pathname;
      }
      const answer = await model(p.replace(/\/{2,}/g, '/'), has);
      const send = async (file: string, status: number) => {
        const body = await readFile(path.join(root, file));
        res.writeHead(status, { 'content-type': contentTypeFor(file) });
        res.end(req.method === 'HEAD' ? undefined : body);
      };
      if ('file' in answer) return send(answer.file, 200);
      if ('redirect' in answer) {
        res.writeHead(answer.status, { location: encodeURI(answer.redirect) + url.search }).end();
        return;
      }
      return send('404.html', 404);
    })().catch(() => res.writeHead(500).end());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}
