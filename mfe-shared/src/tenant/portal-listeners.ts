import type { Analytics } from '../analytics/analytics';
import type { AnalyticsSink } from '../analytics/analytics-event';
import { clearPortalState, type PortalStores } from '../state/portal-state';
import { isStaff } from './load-tenant';
import type { PortalBus, PortalEvents } from '../events/bus';

/** The named analytics event of an area that could not be shown; category: the remote's name. */
export const AREA_FAILED_EVENT = 'Site Area Not Available';

export interface PortalListenerOptions {
  stores: PortalStores;
  analytics: Analytics;
  /** Where analytics go: each one listens to the bus's `analytics` event (the shell adds the county's sink). */
  analyticsSinks: AnalyticsSink[];
}

/**
 * Every listener of the site's bus (docs/architecture.md, "Events"). `createPortal` registers them
 * once per page, before anything renders; the returned function removes them all.
 * - `analytics` → each sink, so page views, named events and heartbeats have one path to the county;
 * - `remote:failed` → the named event 'Site Area Not Available' with the remote's name (nothing personal);
 * - `staff:changed` to a public visitor (sign-out, expired session) → the county's stores are cleared.
 */
export function listenToPortalEvents(bus: PortalBus, { stores, analytics, analyticsSinks }: PortalListenerOptions): () => void {
  const toSinks = analyticsSinks.map((sink) => (event: PortalEvents['analytics']) => sink.send(event));
  const onRemoteFailed = ({ remote }: PortalEvents['remote:failed']) => analytics.event(AREA_FAILED_EVENT, { category: remote });
  const onStaffChanged = (me: PortalEvents['staff:changed']) => {
    if (!isStaff(me)) clearPortalState(stores);
  };

  toSinks.forEach((handler) => bus.on('analytics', handler));
  bus.on('remote:failed', onRemoteFailed);
  bus.on('staff:changed', onStaffChanged);
  return () => {
    toSinks.forEach((handler) => bus.off('analytics', handler));
    bus.off('remote:failed', onRemoteFailed);
    bus.off('staff:changed', onStaffChanged);
  };
}
