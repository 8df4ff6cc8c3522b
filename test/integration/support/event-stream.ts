import { request, type IncomingMessage } from 'node:http';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** A server-sent-events listener that keeps every event, so a test can wait for one. */
export async function listenToEvents(url: string): Promise<{
  events: StreamEvent[];
  next: (match: (e: StreamEvent) => boolean, what: string) => Promise<StreamEvent>;
  close: () => void;
}> {
  const events: StreamEvent[] = [];
  let seen = 0;
  const waiters = new Set<() => void>();
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream' } }, resolve);
    req.on('error', reject);
    req.end();
  });
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
    for (const w of waiters) w();
  });
  return {
    events,
    /** The first event after the previously returned one that matches; bounded by the test timeout. */
    next: (match, what) =>
      new Promise((resolve, reject) => {
        const check = () => {
          for (let i = seen; i < events.length; i++) {
            if (match(events[i]!)) {
              seen = i + 1;
              waiters.delete(check);
              clearTimeout(timer);
              resolve(events[i]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No "${what}" event arrived; got ${JSON.stringify(events.slice(seen))}`));
        }, 120_000);
        waiters.add(check);
        check();
      }),
    close: () => res.destroy(),
  };
}

/** Matches the reload event that names `route` (with or without its trailing slash), or reloads every page. */
export const reloadOf =
  (route: string) =>
  (e: StreamEvent): boolean => {
    if (e.event !== 'reload') return false;
    const paths = (e.data as { paths: string[] | 'all' }).paths;
    return paths === 'all' || paths.some((p) => p === route || p === `${route}/`);
  };
