/** Serialises rebuilds: changes that arrive while one runs are batched into the next one. */
export interface RebuildQueue {
  /** Records a changed file; a rebuild starts after a short quiet period. */
  add(file: string): void;
  /** Drops waiting changes of these files: the rebuild that runs has not read them yet, so it sees them. */
  forget(files: Iterable<string>): void;
  /** Resolves once nothing is running, scheduled or waiting. */
  idle(): Promise<void>;
  /** Drops what is waiting and resolves when the running rebuild (if any) ends. */
  close(): Promise<void>;
}

export interface RebuildQueueOptions {
  /** Runs one rebuild for a batch of changed files; must not throw. */
  run: (changed: ReadonlySet<string>) => Promise<void>;
  /**
   * Quiet period after the last event that merges the several events one save produces (default
   * 10 ms). Those come within a millisecond or two of each other: a write in chunks, a truncation
   * and then the write (settleEmptyFiles also waits for an emptied file), a temporary file renamed
   * over the old one (one event), several files of a "save all". 25 ms added 15 ms to every save.
   */
  delayMs?: number;
}

export function createRebuildQueue(options: RebuildQueueOptions): RebuildQueue {
  const delayMs = options.delayMs ?? 10;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (timer || running || pending.size) return;
    const done = waiters;
    waiters = [];
    for (const w of done) w();
  };
  const schedule = (ms: number) => {
    if (timer || closed) return;
    timer = setTimeout(start, ms);
  };
  function start(): void {
    timer = undefined;
    if (running || closed) return settle();
    if (!pending.size) return settle();
    const batch = pending;
    pending = new Set();
    running = options.run(batch).finally(() => {
      running = undefined;
      if (pending.size && !closed) schedule(0);
      else settle();
    });
  }
  return {
    add(file) {
      if (closed) return;
      pending.add(file);
      // While a rebuild runs, the change waits for it; the finish schedules the next batch.
      if (!running) {
        clearTimeout(timer);
        timer = undefined;
        schedule(delayMs);
      }
    },
    forget(files) {
      for (const file of files) pending.delete(file);
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      await running;
      settle();
    },
  };
}
