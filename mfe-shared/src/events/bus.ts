import mitt, { type Emitter } from 'mitt';
import type { Me } from '../schemas/me';
import type { Property } from '../schemas/property';
import type { AnalyticsEvent } from '../analytics/analytics-event';

/** Every cross-area event of the site, with its payload type. */
export type PortalEvents = {
  'parcel:selected': Property | null;
  'appeal:submitted': { parcelId: string };
  'meeting:booked': { parcelId: string };
  'staff:changed': Me;
  analytics: AnalyticsEvent;
  'remote:failed': { remote: string; message: string };
};

export type PortalBus = Emitter<PortalEvents>;

export const createBus = (): PortalBus => mitt<PortalEvents>();

/** The site-wide bus; one instance because mfe-shared is a federated singleton. */
export const bus: PortalBus = createBus();
