import { createServer, type Server } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export interface StaticServerOptions {
  root: string;
  port?: number;
  /** Loopback unless told otherwise. */
  host?: string;
}

export interface RunningServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** Serves a built site with clean URLs and the 404 page. */
export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const candidates = [pathname, path.posix.join(pathname, 'index.html')];
    for (const candidate of candidates) {
      const file = path.resolve(root, `.${candidate}`);
      if (file !== root && !file.startsWith(root + path.sep)) break;
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': info.size });
        createReadStream(file).pipe(res);
        return;
      }
    }
    res.writeHead(404, { 'content-type': TYPES['.html']! });
    createReadStream(path.join(root, '404.html')).on('error', () => res.end('Not found')).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
