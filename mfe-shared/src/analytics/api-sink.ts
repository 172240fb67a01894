import type { AnalyticsEvent, AnalyticsSink } from './analytics-event';

/** The API takes at most 50 events a request (api/src/analytics). */
export const MAX_BATCH = 50;
export const FLUSH_MS = 5_000;

export interface ApiSinkOptions {
  flushMs?: number;
  /** Sends one batch; the default prefers navigator.sendBeacon, which survives the page closing. */
  send?: (url: string, body: string) => void;
  /** Where to listen for the page being hidden or closed (tests pass their own). */
  target?: Pick<Window, 'addEventListener'> | null;
}

function beaconOrFetch(url: string, body: string): void {
  // A string body goes as text/plain, which the API reads as JSON; a lost batch is only analytics.
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
}

/**
 * The county's own analytics sink (POST {basePath}/analytics/events): events are batched so a visit
 * costs a request every few seconds at most, and what is pending goes out when the page is hidden.
 */
export function createApiAnalyticsSink(
  basePath: string,
  { flushMs = FLUSH_MS, send = beaconOrFetch, target = typeof window !== 'undefined' ? window : null }: ApiSinkOptions = {},
): AnalyticsSink & { flush(): void } {
  const url = `${basePath}/analytics/events`;
  const pending: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (pending.length) send(url, JSON.stringify({ events: pending.splice(0, MAX_BATCH) }));
  };
  target?.addEventListener('pagehide', flush);
  target?.addEventListener('visibilitychange', () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') flush();
  });

  return {
    flush,
    send(event) {
      pending.push(event);
      if (pending.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, flushMs);
    },
  };
}
