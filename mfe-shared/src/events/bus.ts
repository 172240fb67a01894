import mitt, { type Emitter } from 'mitt';
import type { Me } from '../schemas/me';
import type { AnalyticsEvent } from '../analytics/analytics-event';

/**
 * Every cross-area event of the site, with its payload type. Each one has a listener that does
 * something (mfe-shared/src/tenant/portal-listeners.ts, and the table in docs/architecture.md,
 * "Events"); an event nobody needs to hear does not belong here. State the areas share lives in
 * the portal's stores, not on the bus.
 */
export type PortalEvents = {
  /** Sign-in, sign-out or an expired session (`useStaff().setMe`). */
  'staff:changed': Me;
  /** A page view, named event or heartbeat (`portal.analytics`); the county's sink listens. */
  analytics: AnalyticsEvent;
  /** A remote could not be loaded or failed to render; the shell showed its fallback. `remote`: its registry name (remotes.json). */
  'remote:failed': { remote: string };
};

export type PortalBus = Emitter<PortalEvents>;

export const createBus = (): PortalBus => mitt<PortalEvents>();

/** The site-wide bus; one instance because mfe-shared is a federated singleton. */
export const bus: PortalBus = createBus();
