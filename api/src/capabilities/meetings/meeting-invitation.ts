import { createEvent } from 'ics';
import type { Language } from 'mfe-shared/domain';
import { dateTimeFormat } from 'mfe-shared/format';
import { say } from '../../infrastructure/i18n/local-text';
import { wallClock } from '../../infrastructure/clock/zoned-time';

export interface InvitationInput {
  /** Stable per meeting: a calendar updates or removes the same event. */
  uid: string;
  /** 0 when booked; one more at each change. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  durationMinutes: number;
  timeZone: string;
  title: string;
  description: string;
  /** The address, or 'Virtual meeting'. */
  location: string;
  url?: string;
  organizer: { name: string; email: string } | null;
  attendee: { name: string; email: string };
}

const pad = (n: number) => String(n).padStart(2, '0');
const localStamp = (at: Date, timeZone: string) => {
  const wall = wallClock(at, timeZone);
  return `${wall.year}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
};
const offsetMinutes = (at: Date, timeZone: string) => {
  const wall = wallClock(at, timeZone);
  return Math.round((Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
};
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
const zoneName = (at: Date, timeZone: string) =>
  dateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/**
 * A VTIMEZONE for `timeZone` around `at` (RFC 5545 3.6.5), from the zone database via Intl: one
 * observance from a year before, then one per offset change until a year after, each with its
 * own DTSTART and offsets (no RRULE, so no rule can be wrong). Enough for any calendar to place
 * the meeting at the county's wall-clock time.
 */
function vtimezone(timeZone: string, at: Date): string[] {
  const from = at.getTime() - 366 * 86_400_000;
  const to = at.getTime() + 366 * 86_400_000;
  const changes: Array<{ at: Date; before: number; after: number }> = [];
  let previous = offsetMinutes(new Date(from), timeZone);
  for (let t = from + 3_600_000; t <= to; t += 3_600_000) {
    const now = offsetMinutes(new Date(t), timeZone);
    if (now !== previous) {
      // To the minute within the hour.
      let low = t - 3_600_000;
      let high = t;
      while (high - low > 60_000) {
        const mid = low + Math.floor((high - low) / 2 / 60_000) * 60_000;
        if (offsetMinutes(new Date(mid), timeZone) === previous) low = mid;
        else high = mid;
      }
      changes.push({ at: new Date(high), before: previous, after: now });
      previous = now;
    }
  }
  const standard = Math.min(offsetMinutes(new Date(from), timeZone), ...changes.map((change) => change.after));
  const observance = (start: Date, before: number, after: number) => {
    const type = after > standard ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART of an observance is the wall-clock time just before the change (offset `before`).
    const wall = new Date(start.getTime() + before * 60_000);
    const local = `${wall.getUTCFullYear()}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}00`;
    return [`BEGIN:${type}`, `DTSTART:${local}`, `TZOFFSETFROM:${offsetText(before)}`, `TZOFFSETTO:${offsetText(after)}`, `TZNAME:${zoneName(start, timeZone)}`, `END:${type}`];
  };
  const first = offsetMinutes(new Date(from), timeZone);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(new Date(from), first, first),
    ...changes.flatMap((change) => observance(change.at, change.before, change.after)),
    'END:VTIMEZONE',
  ];
}

/**
 * The meeting's calendar invitation (`ics` package): METHOD REQUEST when booked or moved, CANCEL
 * (STATUS:CANCELLED) when cancelled; the same UID throughout and a higher SEQUENCE at each change,
 * so a calendar updates the one event. The start is written in the county's zone (TZID with its
 * VTIMEZONE), as the office's clock shows it.
 */
export function meetingInvitation(input: InvitationInput): string {
  const { error, value } = createEvent({
    uid: input.uid,
    sequence: input.sequence,
    method: input.method,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'assessor-portal/meetings',
    start: input.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    title: input.title,
    description: input.description,
    location: input.location,
    ...(input.url ? { url: input.url } : {}),
    ...(input.organizer ? { organizer: { name: input.organizer.name, email: input.organizer.email } } : {}),
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: false, role: 'REQ-PARTICIPANT', partstat: 'ACCEPTED' }],
  });
  if (error || !value) throw error ?? new Error('the invitation could not be made');
  const utcStart = /^DTSTART:\d{8}T\d{6}Z\r?$/m;
  if (!utcStart.test(value)) throw new Error('unexpected DTSTART in the invitation');
  const eol = value.includes('\r\n') ? '\r\n' : '\n';
  const zoned = value.replace(utcStart, `DTSTART;TZID=${input.timeZone}:${localStamp(input.start, input.timeZone)}`);
  return zoned.replace(`BEGIN:VEVENT`, `${vtimezone(input.timeZone, input.start).join(eol)}${eol}BEGIN:VEVENT`);
}

export interface MeetingInvitationFacts {
  meeting: { id: string; tenantId: string; reference: string; attendee: unknown };
  sequence: number;
  cancelled: boolean;
  slot: { startTime: Date; durationMinutes: number };
  place: { name: string; address: string } | null;
  /** The county's office: its name in the attendee's language, and its e-mail (the organizer). */
  office: { name: string; email: string };
  timeZone: string;
  /** The attendee's (the meeting's stored language): the event's words. */
  language: Language;
  /** The parcel as the description names it: its id, with its address where given. */
  parcel: string;
  /** The office's phone, for a "Questions" line; none when omitted. */
  questions?: string;
}

/** The invitation of a meeting as it stands (the e-mails attach it, the status link downloads it). */
export function meetingInvitationOf(facts: MeetingInvitationFacts): string {
  const t = (id: string, values?: Record<string, string>) => say(facts.language, id, values);
  const attendee = (facts.meeting.attendee ?? {}) as { name?: unknown; email?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return meetingInvitation({
    uid: `${facts.meeting.id}@${facts.meeting.tenantId}.assessor-portal`,
    sequence: facts.sequence,
    method: facts.cancelled ? 'CANCEL' : 'REQUEST',
    start: facts.slot.startTime,
    durationMinutes: facts.slot.durationMinutes,
    timeZone: facts.timeZone,
    title: t('api.invitation.title', { office: facts.office.name }),
    description: [
      t('api.invitation.reference', { reference: facts.meeting.reference }),
      t('api.invitation.parcel', { parcel: facts.parcel }),
      facts.questions && t('api.invitation.questions', { phone: facts.questions }),
    ]
      .filter(Boolean)
      .join('\n'),
    location: facts.place ? `${facts.place.name}, ${facts.place.address}` : t('api.email.meeting.virtual'),
    organizer: facts.office.email ? { name: facts.office.name, email: facts.office.email } : null,
    attendee: { name: text(attendee.name), email: text(attendee.email) },
  });
}
