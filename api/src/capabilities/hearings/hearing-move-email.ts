import { and, eq } from 'drizzle-orm';
import { appeals, hearings } from '../../infrastructure/db/schema';
import { formatMeetingTime } from '../../infrastructure/i18n/format';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import { payloadText, type KindComposer } from '../../infrastructure/mail/county-email';
import type { CountySettings } from '../tenants/server-settings';

/** 'hearing-move-refused': the office keeps the hearing where it is, and says why; in the filing's language. */
export const composeHearingMoveEmail: KindComposer<CountySettings> = async (email, _kind, payload) => {
  const { db, tenantId, timeZone, officeIn, link, linkUntil, addresseeOf, message } = email;
  const [row] = await db
    .select({ appeal: appeals, hearing: hearings })
    .from(hearings)
    .innerJoin(appeals, and(eq(appeals.tenantId, hearings.tenantId), eq(appeals.id, hearings.appealId)))
    .where(and(eq(hearings.tenantId, tenantId), eq(hearings.id, payloadText(payload.hearingId))));
  if (!row) return null;
  const { appeal, hearing } = row;
  const language = storedLanguage(appeal);
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const appellant = (appeal.appellant ?? {}) as Record<string, unknown>;
  const addressee = await addresseeOf({ name: payloadText(appellant.name), address: payloadText(appellant.email) });
  return message(language, addressee.to, t('api.email.hearingMove.subject', { reference: appeal.reference }), {
    greeting: addressee.greeting(language),
    lead: [t('api.email.hearingMove.refused', { office: officeIn(language).name })],
    facts: [
      [t('api.email.fact.reference'), appeal.reference],
      [t('api.email.fact.hearing'), formatMeetingTime(hearing.startsAt, timeZone, language)],
      [t('api.email.fact.reason'), hearing.moveNote ?? ''],
    ],
    after: [t('api.email.appealStatus.question')],
    link: {
      label: t('api.email.appealStatus.link'),
      url: link('appeal', appeal.id, appeal.createdAt, language),
      note: t('api.email.linkNote.appeal', { until: linkUntil(appeal.createdAt, language) }),
    },
  });
};
