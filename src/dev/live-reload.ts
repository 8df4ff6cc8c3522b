import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIVE_RELOAD_CLIENT } from './live-reload-client.ts';

/** URL prefix the dev server keeps for itself; the built site never uses it. */
const DEV_PREFIX = '/__docsgen/';
const EVENTS_PATH = `${DEV_PREFIX}events`;
const CLIENT_PATH = `${DEV_PREFIX}live-reload.js`;

/** What a browser is told after a rebuild. */
export type LiveReloadEvent =
  /** Reload when showing one of `paths` (route paths), or always when `paths` is 'all'. */
  | { type: 'reload'; paths: string[] | 'all' }
  /** The last rebuild failed: show `text` (the terminal's diagnostics) over the page. */
  | { type: 'build-error'; text: string };

export interface LiveReloadHub {
  /** Answers the hub's own URLs (event stream, client script); false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Adds the client script to an HTML document (served responses only, never the build output). */
  inject(html: string): string;
  broadcast(event: LiveReloadEvent): void;
  /** Number of open browser connections (for tests and the terminal). */
  readonly clients: number;
  close(): void;
}

/**
 * Server-sent events to every open page. The failed state is remembered, so a
 * page opened while the build is broken shows the overlay at once.
 */
export function createLiveReloadHub(): LiveReloadHub {
  const clients = new Set<ServerResponse>();
  let failure: LiveReloadEvent | undefined;
  const send = (res: ServerResponse, event: LiveReloadEvent) =>
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  return {
    handle(req, res) {
      const pathname = (req.url ?? '').split('?')[0];
      if (pathname === CLIENT_PATH) {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : LIVE_RELOAD_CLIENT);
        return true;
      }
      if (pathname !== EVENTS_PATH) return false;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      // Tells the browser how soon to reconnect when the server restarts.
      res.write('retry: 500\n\n');
      if (failure) send(res, failure);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
    inject(html) {
      const tag = `<script type="module" src="${CLIENT_PATH}"></script>`;
      const at = html.lastIndexOf('</body>');
      return at >= 0 ? `${html.slice(0, at)}${tag}${html.slice(at)}` : `${html}${tag}`;
    },
    broadcast(event) {
      failure = event.type === 'build-error' ? event : undefined;
      for (const res of clients) send(res, event);
    },
    get clients() {
      return clients.size;
    },
    close() {
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
