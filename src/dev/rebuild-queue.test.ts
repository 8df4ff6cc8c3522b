import { describe, expect, it } from 'vitest';
import { createRebuildQueue } from './rebuild-queue.ts';

/** A rebuild the test finishes by hand, so "changes during a rebuild" is exact, not timed. */
function controlledRuns() {
  const batches: string[][] = [];
  const finishers: (() => void)[] = [];
  const started: (() => void)[] = [];
  const run = (changed: ReadonlySet<string>) =>
    new Promise<void>((resolve) => {
      batches.push([...changed].sort());
      finishers.push(resolve);
      started.splice(0).forEach((s) => s());
    });
  const nextStart = () => new Promise<void>((resolve) => started.push(resolve));
  return { batches, run, nextStart, finish: (i: number) => finishers[i]!() };
}

describe('createRebuildQueue', () => {
  it('merges the events of one save into one rebuild', async () => {
    const c = controlledRuns();
    const queue = createRebuildQueue({ run: c.run, delayMs: 5 });
    const first = c.nextStart();
    queue.add('a.md');
    queue.add('a.md');
    queue.add('b.md');
    await first;
    c.finish(0);
    await queue.idle();
    expect(c.batches).toEqual([['a.md', 'b.md']]);
  });

  it('queues changes made during a rebuild into exactly one next rebuild', async () => {
    const c = controlledRuns();
    const queue = createRebuildQueue({ run: c.run, delayMs: 1 });
    const first = c.nextStart();
    queue.add('a.md');
    await first;
    queue.add('b.md');
    queue.add('c.md');
    queue.add('b.md');
    expect(c.batches).toHaveLength(1);
    const second = c.nextStart();
    c.finish(0);
    await second;
    expect(c.batches).toEqual([['a.md'], ['b.md', 'c.md']]);
    c.finish(1);
    await queue.idle();
    expect(c.batches).toHaveLength(2);
  });

  it('leaves out of the next rebuild the changes the running one says it reads anyway, and only those', async () => {
    const c = controlledRuns();
    const queue = createRebuildQueue({ run: c.run, delayMs: 1 });
    const first = c.nextStart();
    queue.add('a.md');
    await first;
    // The second event of the same save (the write after the truncation), and another file's save.
    queue.add('a.md');
    queue.add('b.md');
    queue.forget(['a.md']);
    const second = c.nextStart();
    c.finish(0);
    await second;
    c.finish(1);
    await queue.idle();
    expect(c.batches).toEqual([['a.md'], ['b.md']]);
  });

  it('drops waiting changes on close and waits for the running rebuild', async () => {
    const c = controlledRuns();
    const queue = createRebuildQueue({ run: c.run, delayMs: 1 });
    const first = c.nextStart();
    queue.add('a.md');
    await first;
    queue.add('b.md');
    const closed = queue.close();
    c.finish(0);
    await closed;
    queue.add('c.md');
    await queue.idle();
    expect(c.batches).toEqual([['a.md']]);
  });
});
