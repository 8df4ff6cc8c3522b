import { spawn, type SpawnOptions } from 'node:child_process';

/** The signals a terminal, a process manager or `child.kill()` send to stop a build. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

export interface ChildEnd {
  status: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * Runs a command as this process's stand-in: each stop signal this process receives is passed on
 * to the child (a `kill PID` reaches only the process named, so without this the child would go on
 * building and publish after its parent was gone), and this process waits for the child to end.
 * Resolves undefined when the command could not start.
 */
export function runForwardingSignals(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): Promise<ChildEnd | undefined> {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    const forward = (signal: NodeJS.Signals) => {
      // A Ctrl+C in a terminal reaches the whole process group, child included; once more is harmless.
      child.kill(signal);
    };
    const done = (end: ChildEnd | undefined) => {
      for (const s of STOP_SIGNALS) process.off(s, forward);
      resolve(end);
    };
    for (const s of STOP_SIGNALS) process.on(s, forward);
    child.once('error', () => done(undefined));
    child.once('exit', (status, signal) => done({ status, signal }));
  });
}
