import { and, desc, eq, inArray } from 'drizzle-orm';
import { isLanguage } from 'mfe-shared/domain';
import { appeals, meetings } from '../../infrastructure/db/schema';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { payloadText, type KindComposer } from '../../infrastructure/mail/county-email';
import type { CountySettings } from '../tenants/server-settings';

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
const emailOf = (record: unknown) => payloadText(((record ?? {}) as Record<string, unknown>).email);

/**
 * 'status-links' (capabilities/status/status-links-route.ts): the status links of an address's
 * appeals and meetings, in the language of the page that asked. Anyone may type any address into
 * that page, so the e-mail says only the county's words (the reference and the parcel as the
 * county's records hold it), greets "Hello," and counts against the daily limit of an address that
 * has confirmed nothing. Null when none of the records is left.
 */
export const composeStatusLinksEmail: KindComposer<CountySettings> = async (email, _kind, payload) => {
  const { db, tenantId, officeIn, link, linkUntil, addresseeOf, countyParcel, message } = email;
  const language = isLanguage(payload.language) ? payload.language : 'en';
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const appealIds = idsOf(payload.appealIds);
  const meetingIds = idsOf(payload.meetingIds);
  const [appealRows, meetingRows] = await Promise.all([
    appealIds.length
      ? db
          .select()
          .from(appeals)
          .where(and(eq(appeals.tenantId, tenantId), inArray(appeals.id, appealIds)))
          .orderBy(desc(appeals.createdAt))
      : [],
    meetingIds.length
      ? db
          .select()
          .from(meetings)
          .where(and(eq(meetings.tenantId, tenantId), inArray(meetings.id, meetingIds)))
          .orderBy(desc(meetings.createdAt))
      : [],
  ]);
  const address = emailOf(appealRows[0]?.appellant) || emailOf(meetingRows[0]?.attendee);
  if (!address) return null;
  const addressee = await addresseeOf({ name: '', address });
  const office = officeIn(language);
  const links = [
    ...(await Promise.all(
      appealRows.map(async (appeal) => ({
        label: t('api.email.statusLinks.appeal', { reference: appeal.reference, parcel: await countyParcel(appeal.parcelId) }),
        url: link('appeal', appeal.id, appeal.createdAt, language),
        note: t('api.email.linkNote.appeal', { until: linkUntil(appeal.createdAt, language) }),
      })),
    )),
    ...(await Promise.all(
      meetingRows.map(async (meeting) => ({
        label: t('api.email.statusLinks.meeting', { reference: meeting.reference, parcel: await countyParcel(meeting.parcelId) }),
        url: link('meeting', meeting.id, meeting.createdAt, language),
        note: t('api.email.linkNote.meeting', { until: linkUntil(meeting.createdAt, language) }),
      })),
    )),
  ];
  return message(
    language,
    addressee.to,
    t('api.email.statusLinks.subject', { office: office.name }),
    {
      greeting: addressee.greeting(language),
      lead: [t('api.email.statusLinks.asked', { office: office.name })],
      facts: [],
      after: [t('api.email.statusLinks.notYou')],
      links,
    },
    [],
    addressee.confirmed ? undefined : addressee.key,
  );
};
