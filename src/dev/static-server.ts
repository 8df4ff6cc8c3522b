import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { contentTypeFor, isCompressible } from './content-types.ts';
import { resolveRequest } from './resolve-request.ts';
import { withBase } from '../shared/base-url.ts';
import type { LiveReloadHub } from './live-reload.ts';

export interface StaticServerOptions {
  /** The built site (the output folder). */
  root: string;
  /** 0 picks a free port. */
  port?: number;
  /** Loopback unless told otherwise. */
  host?: string;
  /** Watch mode only: serves the reload endpoints and adds the client script to HTML responses. */
  liveReload?: LiveReloadHub;
  /**
   * The site's `baseUrl` (`/project/`): the output is served under it, as the production host
   * would; `/` redirects there and other paths get the not-found page. A function is asked on
   * every request (watch mode, where the config can change).
   */
  basePath?: string | (() => string);
}

export interface RunningServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Smaller bodies are not worth the compression headers. */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSED_CACHE_ENTRIES = 256;

type Encoding = 'br' | 'gzip';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What every request's handling reads: the output folder, the options, and the compressed-body cache. */
interface ServerContext {
  root: string;
  options: StaticServerOptions;
  compress: (cacheKey: string, body: Buffer, encoding: Encoding) => Promise<Buffer>;
}

/**
 * Serves a built site the way a good static host does: clean URLs with `.html` and
 * `/index.html` redirected, the not-found page with status 404, ETag/Last-Modified
 * revalidation, immutable caching for hashed assets, brotli or gzip when accepted.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const ctx: ServerContext = { root: path.resolve(options.root), options, compress: createCompressor() };
  const server = createServer((req, res) => {
    handle(ctx, req, res).catch((error: NodeJS.ErrnoException) => {
      // The system's error code lets `docsgen check` tell "out of file descriptors" from a broken page.
      const code = typeof error?.code === 'string' ? { 'x-error-code': error.code } : {};
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', ...code });
      res.end('Internal server error\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        options.liveReload?.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Compresses a body once per cache key, keeping the latest `COMPRESSED_CACHE_ENTRIES` results. */
function createCompressor(): ServerContext['compress'] {
  const compressed = new Map<string, Buffer>();
  return async (cacheKey, body, encoding) => {
    const hit = compressed.get(cacheKey);
    if (hit) return hit;
    // Quality 5 keeps first responses fast; the ratio is close to what hosts precompress.
    const out =
      encoding === 'br'
        ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzipAsync(body, { level: 6 });
    compressed.set(cacheKey, out);
    if (compressed.size > COMPRESSED_CACHE_ENTRIES) compressed.delete(compressed.keys().next().value!);
    return out;
  };
}

async function handle(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { root, options } = ctx;
  if (options.liveReload?.handle(req, res)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed\n');
    return;
  }
  const base = (typeof options.basePath === 'function' ? options.basePath() : options.basePath) ?? '/';
  const inside = underBase(req.url ?? '/', base);
  if (inside.kind === 'redirect') {
    res.writeHead(302, {
      location: inside.location,
      'cache-control': REVALIDATE,
      'content-type': 'text/plain; charset=utf-8',
    });
    res.end(req.method === 'HEAD' ? undefined : `Moved to ${inside.location}\n`);
    return;
  }
  if (inside.kind === 'outside') return notFound(ctx, req, res);
  const target = inside.target;
  let found = await resolveRequest(root, target);
  // Watch mode swaps a fresh build in by renaming folders: wait out that instant.
  for (
    let attempt = 0;
    found.kind === 'not-found' && options.liveReload && attempt < 20 && !(await exists(root));
    attempt++
  ) {
    await new Promise((r) => setTimeout(r, 25));
    found = await resolveRequest(root, target);
  }
  if (found.kind === 'redirect') {
    const location = withBase(base, found.location);
    res.writeHead(301, { location, 'cache-control': REVALIDATE, 'content-type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : `Moved to ${location}\n`);
    return;
  }
  if (found.kind === 'not-found') return notFound(ctx, req, res);
  const urlPath = `/${path.relative(root, found.file).split(path.sep).join('/')}`;
  // The not-found page keeps its status even when asked for by name.
  return sendFile(
    ctx,
    req,
    res,
    { file: found.file, stats: found.stats, urlPath },
    urlPath === '/404.html' ? 404 : 200,
  );
}

async function sendFile(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  { file, stats, urlPath }: { file: string; stats: Stats; urlPath: string },
  status: number,
): Promise<void> {
  const { options } = ctx;
  const type = contentTypeFor(file);
  const isHtml = type.startsWith('text/html');
  const inject = isHtml && options.liveReload !== undefined;
  const encoding =
    isCompressible(type) && stats.size >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : undefined;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${inject ? '-lr' : ''}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string | number> = {
    'content-type': type,
    'cache-control': urlPath.startsWith('/assets/') && !inject ? IMMUTABLE : REVALIDATE,
    'x-content-type-options': 'nosniff',
  };
  if (isCompressible(type)) headers.vary = 'Accept-Encoding';
  if (status === 200) {
    headers.etag = etag;
    headers['last-modified'] = stats.mtime.toUTCString();
    if (isFresh(req, etag, stats.mtime)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  if (!inject && !encoding) {
    headers['content-length'] = stats.size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
    return;
  }
  let body: Buffer = await readFile(file);
  if (inject) body = Buffer.from(options.liveReload!.inject(body.toString('utf8')));
  if (encoding) {
    body = await ctx.compress(`${file}|${etag}`, body, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function notFound(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { root, options } = ctx;
  const page = path.join(root, '404.html');
  const stats = await stat(page).catch(() => undefined);
  if (stats?.isFile()) return sendFile(ctx, req, res, { file: page, stats, urlPath: '/404' }, 404);
  if (options.liveReload) {
    // No build yet (the first one failed): a bare page that can still show the error overlay.
    const html = options.liveReload.inject(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not ' +
        'found</h1><p>Nothing has been built here yet.</p></body></html>',
    );
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': REVALIDATE });
    res.end(req.method === 'HEAD' ? undefined : html);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE });
  res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
}

/**
 * Where a request lands under the base path: the path inside the output, a redirect to the
 * base (for `/` and the base without its slash), or outside the site. Pure.
 */
export function underBase(
  target: string,
  base: string,
): { kind: 'inside'; target: string } | { kind: 'redirect'; location: string } | { kind: 'outside' } {
  if (base === '/') return { kind: 'inside', target };
  const queryAt = target.indexOf('?');
  const pathname = queryAt >= 0 ? target.slice(0, queryAt) : target;
  const query = queryAt >= 0 ? target.slice(queryAt) : '';
  if (pathname === '/' || pathname === base.slice(0, -1)) return { kind: 'redirect', location: base + query };
  if (!pathname.startsWith(base)) return { kind: 'outside' };
  return { kind: 'inside', target: `/${target.slice(base.length)}` };
}

/** br before gzip, honouring q-values (`gzip;q=0` refuses gzip). */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => q.get(name) ?? (q.has('*') ? q.get('*')! : 0);
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Conditional GET: If-None-Match wins; If-Modified-Since counts whole seconds. */
function isFresh(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const inm = req.headers['if-none-match'];
  if (inm) {
    const weak = (t: string) => t.trim().replace(/^W\//, '');
    return inm.trim() === '*' || inm.split(',').some((t) => weak(t) === weak(etag));
  }
  const ims = req.headers['if-modified-since'];
  if (!ims) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
