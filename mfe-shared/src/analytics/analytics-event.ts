export type AnalyticsEvent =
  | { type: 'page-view'; name: string; path: string; at: string }
  | { type: 'event'; name: string; category?: string; action?: string; at: string }
  | { type: 'heartbeat'; path: string; at: string };

/** Where analytics go; the third-party service of SPEC 7 plugs in here. */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}
