export type AnalyticsEvent =
  | { type: 'page-view'; name: string; path: string; at: string }
  | { type: 'event'; name: string; category?: string; action?: string; at: string }
  | { type: 'heartbeat'; path: string; at: string }
  /** A web-vitals measure of the page a visit landed on (ms; CLS a score), with the remote that drew it and its release (docs/operations.md). */
  | { type: 'vital'; name: 'LCP' | 'INP' | 'CLS' | 'TTFB'; value: number; path: string; remote: string; release: string; at: string }
  /** A remote's load in this browser, or an error its boundary caught once loaded. */
  | { type: 'remote'; outcome: 'loaded' | 'failed' | 'error'; remote: string; release: string; at: string };

/** Where analytics go; the county's own endpoint is one, and another service plugs in here (docs/product.md#analytics-sink). */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}
