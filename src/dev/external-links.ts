/**
 * Requests to other sites for `docsgen check --external`, bounded on every side: each request has
 * a deadline (headers and all; the body is never read), the whole check has one, and a host that
 * does not answer at all is asked once, not once per link to it. Every failure becomes a result;
 * nothing is left to reject unhandled (the crawler's own timeout crashed the check).
 */

export interface ExternalCheckOptions {
  /** Deadline of one request, ms. */
  timeoutMs: number;
  /** Deadline of all external requests together, ms. */
  totalMs: number;
  /** Requests in flight at once. */
  concurrency: number;
}

export interface ExternalVerdict {
  ok: boolean;
  status?: number;
  /** Why it is broken, in words. */
  reason?: string;
}

/** Connection-level failures: the host itself did not answer, so its other links are not asked again. */
const HOST_DOWN = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export async function checkExternalLinks(
  urls: readonly string[],
  o: ExternalCheckOptions,
): Promise<Map<string, ExternalVerdict>> {
  const verdicts = new Map<string, ExternalVerdict>();
  const downHosts = new Map<string, string>();
  const overall = AbortSignal.timeout(o.totalMs);
  const queue = [...new Set(urls)];
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  const one = async (url: string): Promise<ExternalVerdict> => {
    const host = new URL(url).host;
    const down = downHosts.get(host);
    if (down) return { ok: false, reason: `not requested: ${host} did not answer another link (${down})` };
    if (overall.aborted)
      return {
        ok: false,
        reason: `not requested: the external check's overall limit of ${seconds(o.totalMs)} ran out`,
      };
    let last: ExternalVerdict = { ok: false, reason: 'request failed' };
    // Some servers refuse HEAD (405, 403, 404 on HEAD only): a GET decides then.
    for (const method of ['HEAD', 'GET'] as const) {
      const outcome = await request(url, method, o.timeoutMs, overall);
      if ('status' in outcome) {
        if (acceptable(outcome.status)) return { ok: true, status: outcome.status };
        last = { ok: false, status: outcome.status, reason: `answered HTTP ${outcome.status}` };
        continue;
      }
      if (outcome.timedOut === 'overall')
        return { ok: false, reason: `no answer before the external check's overall limit of ${seconds(o.totalMs)}` };
      const reason = outcome.timedOut
        ? `no answer within ${seconds(o.timeoutMs)} (--timeout)`
        : `request failed${outcome.code ? ` (${outcome.code})` : `: ${outcome.message}`}`;
      if (outcome.timedOut || (outcome.code && HOST_DOWN.has(outcome.code))) {
        downHosts.set(host, reason);
        return { ok: false, reason };
      }
      last = { ok: false, reason };
    }
    return last;
  };
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) verdicts.set(url, await one(url));
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency, queue.length)) }, worker));
  return verdicts;
}

/** 2xx and 3xx (redirects are followed), and the answers of sites that turn robots away (rate limits, 999). */
function acceptable(status: number): boolean {
  return (status >= 200 && status < 400) || status === 429 || status === 999;
}

type Outcome = { status: number } | { timedOut?: 'request' | 'overall'; code?: string; message: string };

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number, overall: AbortSignal): Promise<Outcome> {
  const own = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, {
      method,
      redirect: 'follow',
      signal: AbortSignal.any([own, overall]),
      headers: { accept: 'text/html,*/*;q=0.8', 'user-agent': 'docsgen-check' },
    });
    // Only the status matters: drop the body so it holds no socket (and no deadline fires on it later).
    await res.body?.cancel().catch(() => undefined);
    return { status: res.status };
  } catch (error) {
    if (overall.aborted) return { timedOut: 'overall', message: 'overall limit' };
    if (own.aborted) return { timedOut: 'request', message: 'timeout' };
    const cause = (error as Error).cause as NodeJS.ErrnoException | undefined;
    return { code: cause?.code ?? (error as NodeJS.ErrnoException).code, message: (error as Error).message };
  }
}
