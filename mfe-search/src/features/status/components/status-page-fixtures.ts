import type { TimelineEntry } from 'mfe-shared/schemas';

// What the status page's unit tests share (the after-filing steps, the hearing and evidence, in
// English and Spanish): a status token, the county, and a timeline step with nothing but its own facts.

export const TOKEN = 'v1.AQIDBAUGBwgJCgsMDQ4PEBESExQV.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmUtc2ln';
export const county = { name: 'Harbor County Assessor', phone: '5555550100', email: 'assessor@harbor.example', timeZone: 'America/New_York' };

export const step = (status: TimelineEntry['status'], at: string, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  status,
  label: status,
  at,
  decidedValue: null,
  hearingAt: null,
  reason: null,
  offer: null,
  decision: null,
  ...extra,
});
