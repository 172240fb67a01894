export type AnalyticsEvent =
  | { type: 'page-view'; name: string; path: string; at: string }
  | { type: 'event'; name: string; category?: string; action?: string; at: string }
  | { type: 'heartbeat'; path: string; at: string };

/** Where analytics go; the county's own endpoint is one, and another service plugs in here (docs/product.md#analytics-sink). */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}
