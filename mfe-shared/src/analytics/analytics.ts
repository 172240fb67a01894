import type { AnalyticsEvent, AnalyticsSink } from './analytics-event';

export const HEARTBEAT_MS = 15_000;

export interface Analytics {
  pageView(name: string): void;
  event(name: string, details?: { category?: string; action?: string }): void;
  /** Starts the heartbeat; returns the function that stops it. */
  startHeartbeat(): () => void;
}

export function createAnalytics(
  sinks: AnalyticsSink[],
  { heartbeatMs = HEARTBEAT_MS, path = () => (typeof location !== 'undefined' ? location.hash || '#/' : '') } = {},
): Analytics {
  const now = () => new Date().toISOString();
  const emit = (event: AnalyticsEvent) => sinks.forEach((sink) => sink.send(event));
  return {
    pageView: (name) => emit({ type: 'page-view', name, path: path(), at: now() }),
    event: (name, details = {}) => emit({ type: 'event', name, ...details, at: now() }),
    startHeartbeat() {
      const timer = setInterval(() => emit({ type: 'heartbeat', path: path(), at: now() }), heartbeatMs);
      return () => clearInterval(timer);
    },
  };
}
