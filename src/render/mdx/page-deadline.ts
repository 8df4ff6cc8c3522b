import vm from 'node:vm';

/**
 * How long a page's own code (an MDX page's `export`s, its expressions and components as React
 * renders them) may run, in milliseconds. A hand-written page needs a few milliseconds; a loop
 * such as `{(()=>{while(true){}})()}` or a component that renders itself would otherwise never
 * end. `DOCSGEN_RENDER_TIMEOUT_MS` changes it (tests shorten it).
 */
function renderTimeoutMs(): number {
  const env = process.env.DOCSGEN_RENDER_TIMEOUT_MS;
  return env !== undefined && /^\d+$/.test(env) && Number(env) > 0 ? Number(env) : 10_000;
}

// One empty context and one script for every call: the call only needs vm's watchdog.
const context = vm.createContext({});
const script = new vm.Script('run()');

/**
 * Runs `run` (synchronous) and stops it after `ms`. vm's watchdog terminates whatever JavaScript
 * this thread is running when the time is up, the page's code called from `run` included, so the
 * deadline costs one watchdog per call (well under a millisecond) and no worker per page. Throws
 * a RenderTimeout then.
 */
export function withDeadline<T>(run: () => T, ms = renderTimeoutMs()): T {
  context.run = run;
  try {
    return script.runInContext(context, { timeout: ms }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new RenderTimeout(ms);
    throw error;
  } finally {
    context.run = undefined;
  }
}

export class RenderTimeout extends Error {
  constructor(readonly ms: number) {
    super(`The page's code ran longer than ${ms / 1000} s and was stopped.`);
  }
}

/** What a page's MDX code sees as `process`: the real one to read (`process.env`), but it cannot end the build. */
export const pageProcess: unknown = new Proxy(process, {
  get(target, key) {
    if (key === 'exit' || key === 'abort' || key === 'reallyExit' || key === 'kill')
      return () => {
        throw new Error(`process.${String(key)}() cannot be called from a page: pages render at build time`);
      };
    const value = Reflect.get(target, key) as unknown;
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
  },
});
