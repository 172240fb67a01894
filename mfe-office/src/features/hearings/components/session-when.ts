import { formatDateTimeRange } from 'mfe-shared/format';

/** 'Tuesday, May 4, 2099, 9:00 AM – 12:00 PM EDT': a session on the county's clock, the day written once. */
export const sessionWhen = (session: { startsAt: string; endsAt: string }, zone: string, locale?: string) =>
  formatDateTimeRange(
    session.startsAt,
    session.endsAt,
    zone,
    { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    locale,
  );

/** How many hearings of `minutes` fit in the session, on its grid from its start. */
export const hearingsThatFit = (session: { startsAt: string; endsAt: string }, minutes: number) =>
  Math.floor((Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000 / minutes);
