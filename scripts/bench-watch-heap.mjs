// Measures the heap `docsgen serve --watch` keeps per rebuild: starts the compiled CLI on a copy
// of this site with the inspector on, saves one page N times (waiting for each reload), and reads
// the main thread's heap after a forced garbage collection every `--every` rebuilds.
//
//   node --experimental-websocket scripts/bench-watch-heap.mjs --edits 100 --every 25
//   (Node 22+ needs no flag.) Prints figures; asserts nothing. The copy lives under .docsgen-cache/bench/.
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { edits: { type: 'string', default: '100' }, every: { type: 'string', default: '25' } },
});
const EDITS = Math.max(2, Math.min(1000, Number(values.edits) || 100));
const EVERY = Math.max(1, Math.min(EDITS, Number(values.every) || 25));
const WAIT_MS = 300_000;
if (typeof WebSocket === 'undefined')
  throw new Error('Run with node --experimental-websocket (Node 20/21), or Node 22+.');

const root = path.join(PROJECT, '.docsgen-cache', 'bench', 'watch-heap');
await rm(root, { recursive: true, force: true });
await mkdir(root, { recursive: true });
for (const entry of ['site.config.ts', 'plugins', 'content', 'templates', 'static'])
  await cp(path.join(PROJECT, entry), path.join(root, entry), { recursive: true });
const page = path.join(root, 'content/v3/getting-started/installation.md');
const original = await readFile(page, 'utf8');

const child = spawn(
  process.execPath,
  ['--inspect=127.0.0.1:0', path.join(PROJECT, 'bin/docsgen.js'), 'serve', '--watch', '--port', '0', '--root', root],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
let output = '';
const seen = (re) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${re}:\n${output}`)), WAIT_MS);
    const check = () => {
      const m = re.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    check();
  });
child.stdout.on('data', (c) => (output += c));
child.stderr.on('data', (c) => (output += c));
const inspectorUrl = await seen(/Debugger listening on (ws:\/\/\S+)/);
const url = await seen(/at (http:\/\/127\.0\.0\.1:\d+)\//);

// The inspector: force a full GC, then read the heap in use.
const ws = new WebSocket(inspectorUrl);
await new Promise((resolve, reject) => ((ws.onopen = resolve), (ws.onerror = reject)));
let id = 0;
const pending = new Map();
ws.onmessage = (m) => {
  const msg = JSON.parse(m.data);
  if (msg.id && pending.has(msg.id)) pending.get(msg.id)(msg.result);
};
const send = (method, params = {}) =>
  new Promise((resolve) => (pending.set(++id, resolve), ws.send(JSON.stringify({ id, method, params }))));
const heapMb = async () => {
  for (let i = 0; i < 3; i++) await send('HeapProfiler.collectGarbage');
  const r = await send('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true });
  return r.result.value / 1024 / 1024;
};

// The reload stream: one `reload` (or `build-error`) event per rebuild.
let waiter;
const events = request(`${url}/__docsgen/events`, (res) => {
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const type = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (type && type !== 'hello' && waiter) waiter(type);
    }
  });
});
events.end();
const nextEvent = () =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no reload event:\n${output.slice(-2000)}`)), WAIT_MS);
    waiter = (t) => (clearTimeout(timer), (waiter = undefined), resolve(t));
  });

try {
  await new Promise((r) => setTimeout(r, 500));
  const samples = [[0, await heapMb()]];
  process.stdout.write(`rebuilds 0: heap ${samples[0][1].toFixed(1)} MB after GC\n`);
  for (let i = 1; i <= EDITS; i++) {
    const next = nextEvent();
    await writeFile(page, `${original}\nHeap bench edit ${i}.\n`);
    const type = await next;
    if (type !== 'reload') throw new Error(`rebuild ${i} sent ${type}:\n${output.slice(-2000)}`);
    if (i % EVERY === 0 || i === EDITS) {
      const mb = await heapMb();
      samples.push([i, mb]);
      process.stdout.write(`rebuilds ${i}: heap ${mb.toFixed(1)} MB after GC\n`);
    }
  }
  // Growth from the first sample after warm-up (the first rebuilds fill caches on purpose).
  const [[n0, h0], [n1, h1]] = [samples[1], samples.at(-1)];
  process.stdout.write(
    `growth after warm-up: ${(((h1 - h0) * 1024) / Math.max(1, n1 - n0)).toFixed(1)} KB per rebuild (${n0} → ${n1} rebuilds, ${h0.toFixed(1)} → ${h1.toFixed(1)} MB)\n`,
  );
} finally {
  events.destroy();
  ws.close();
  child.kill();
  await rm(root, { recursive: true, force: true });
}
