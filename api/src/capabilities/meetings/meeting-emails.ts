import { and, eq } from 'drizzle-orm';
import { meetings, places } from '../../infrastructure/db/schema';
import { formatMeetingTime } from '../../infrastructure/i18n/format';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import { payloadText, type KindComposer } from '../../infrastructure/mail/county-email';
import type { MeetingEmailFacts } from './meeting-email-facts';
import { meetingInvitationOf } from './meeting-invitation';
import type { CountySettings } from '../tenants/server-settings';

/**
 * The e-mails of a meeting: booked, moved and cancelled, each with its invitation (.ics) in the
 * county's zone. In the language of the booking.
 */
export const composeMeetingEmail: KindComposer<CountySettings> = async (email, kind, payload) => {
  const { db, tenantId, settings, timeZone, officeIn, link, linkUntil, addresseeOf, countyParcel, message } = email;
  const facts = payload as unknown as MeetingEmailFacts;
  const [meeting] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, payloadText(facts.meetingId))));
  if (!meeting) return null;
  const language = storedLanguage(meeting);
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const office = officeIn(language);
  const [place] = facts.placeId
    ? await db
        .select()
        .from(places)
        .where(and(eq(places.tenantId, tenantId), eq(places.id, facts.placeId)))
    : [];
  const attendee = (meeting.attendee ?? {}) as Record<string, unknown>;
  const addressee = await addresseeOf({ name: payloadText(attendee.name), address: payloadText(attendee.email) });
  const { to } = addressee;
  const start = new Date(facts.startTime);
  const when = formatMeetingTime(start, timeZone, language);
  const where = place ? `${place.name}, ${place.address}` : t('api.email.meeting.virtual');
  // The property as the booking sent it, repeated to a confirmed address; otherwise the county's record of it.
  const address = payloadText(((meeting.property ?? {}) as Record<string, unknown>).address);
  const parcel = addressee.confirmed ? `${meeting.parcelId}${address ? `, ${address}` : ''}` : await countyParcel(meeting.parcelId);
  const cancelled = kind === 'meeting-cancelled';
  const invitation = meetingInvitationOf({
    // The invitation names its attendee only as the e-mail does.
    meeting: addressee.confirmed ? meeting : { ...meeting, attendee: { ...attendee, name: '' } },
    sequence: facts.sequence,
    cancelled,
    slot: { startTime: start, durationMinutes: facts.durationMinutes },
    place: place ?? null,
    office,
    timeZone,
    language,
    parcel,
    questions: office.phone,
  });
  const cutoff = settings['meetings.change_cutoff_hours'];
  const until = linkUntil(meeting.createdAt, language);
  const manage = {
    label: t(cancelled ? 'api.email.meeting.see' : 'api.email.meeting.manage'),
    url: link('meeting', meeting.id, meeting.createdAt, language),
    note: cancelled ? t('api.email.linkNote.meeting', { until }) : t('api.email.linkNote.meetingChange', { until, hours: cutoff }),
  };
  const factList: Array<[string, string]> = [
    [t('api.email.fact.reference'), meeting.reference],
    [t('api.email.fact.when'), when],
    [t('api.email.fact.where'), where],
    [t('api.email.fact.parcel'), parcel],
  ];
  const virtualNote = place ? [] : [t('api.email.meeting.virtualNote')];
  const attachments = [
    {
      filename: cancelled ? `meeting-${meeting.reference}-cancelled.ics` : `meeting-${meeting.reference}.ics`,
      content: invitation,
      contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    },
  ];
  const greeting = addressee.greeting(language);
  // A cancellation by the office is its own doing: never limited.
  const limitedBy = addressee.confirmed || facts.byOffice ? undefined : addressee.key;
  if (kind === 'meeting-booked') {
    return message(
      language,
      to,
      t('api.email.meeting.bookedSubject', { reference: meeting.reference }),
      {
        greeting,
        lead: [t('api.email.meeting.booked', { office: office.name })],
        facts: factList,
        after: [t('api.email.meeting.bookedAttachment'), ...virtualNote],
        link: manage,
      },
      attachments,
      limitedBy,
    );
  }
  if (kind === 'meeting-rescheduled') {
    const before = facts.previousStartTime ? formatMeetingTime(new Date(facts.previousStartTime), timeZone, language) : null;
    return message(
      language,
      to,
      t('api.email.meeting.movedSubject', { reference: meeting.reference }),
      {
        greeting,
        lead: [before ? t('api.email.meeting.movedFrom', { office: office.name, before, when }) : t('api.email.meeting.moved', { office: office.name, when })],
        facts: factList,
        after: [t('api.email.meeting.movedAttachment'), ...virtualNote],
        link: manage,
      },
      attachments,
      limitedBy,
    );
  }
  return message(
    language,
    to,
    t('api.email.meeting.cancelledSubject', { reference: meeting.reference }),
    {
      greeting,
      lead: [facts.byOffice ? t('api.email.meeting.cancelledByOffice', { office: office.name, when }) : t('api.email.meeting.cancelled', { office: office.name, when })],
      facts: factList,
      after: [t('api.email.meeting.cancelledAttachment')],
      link: manage,
    },
    attachments,
    limitedBy,
  );
};
