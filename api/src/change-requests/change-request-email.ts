import { and, eq } from 'drizzle-orm';
import type { Language } from 'mfe-shared/domain';
import type { Database } from '../db/client';
import { changeRequests, parcels } from '../db/schema';
import { changeRequestTopicLabel } from '../i18n/labels';
import { say, type TextValues } from '../i18n/local-text';
import { storedLanguage } from '../i18n/request-language';
import type { EmailContent } from '../mail/email-layout';
import { formatWhen } from '../mail/format';

interface ChangeRequestEmailInput {
  db: Database;
  tenantId: string;
  /** The county's name in a language (its own translation where it gives one). */
  officeIn: (language: Language) => string;
  /** The outbox row's facts: the request, and for an answer the status it reports. */
  payload: Record<string, unknown>;
  answered: boolean;
  timeZone: string;
}

/**
 * The e-mails of a change request: its acknowledgement ('change-request-received') and the office's
 * final answer ('change-request-answered'). They repeat what the visitor sent, so a wrong address
 * or a mistyped value can be noticed; the office's own note is not sent. Null when the request is gone.
 * In the language the request was sent in.
 */
export async function changeRequestEmail({ db, tenantId, officeIn, payload, answered, timeZone }: ChangeRequestEmailInput) {
  const id = typeof payload.changeRequestId === 'string' ? payload.changeRequestId : '';
  const [request] = id ? await db.select().from(changeRequests).where(and(eq(changeRequests.tenantId, tenantId), eq(changeRequests.id, id))) : [];
  if (!request) return null;
  const [parcel] = await db
    .select({ address: parcels.address })
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, request.parcelId)));
  const language = storedLanguage(request);
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const office = officeIn(language);
  const facts: Array<[string, string]> = [
    [t('api.email.fact.reference'), request.reference],
    [t('api.email.fact.parcel'), parcel ? `${request.parcelId}, ${parcel.address}` : request.parcelId],
    [t('api.email.fact.whatIsWrong'), changeRequestTopicLabel(request.topic).in(language)],
    [t('api.email.fact.correctInformation'), request.correctValue],
    [t('api.email.fact.sent'), formatWhen(request.createdAt, timeZone, language)],
  ];
  const to = { name: request.contactName, address: request.contactEmail };
  const greeting = t('api.email.greeting', { name: request.contactName });
  if (!answered) {
    const content: EmailContent = {
      greeting,
      lead: [t('api.email.changeRequest.received', { office, parcel: request.parcelId })],
      facts,
      after: [t('api.email.changeRequest.checks'), t('api.email.changeRequest.notYou')],
    };
    return { language, to, subject: t('api.email.changeRequest.receivedSubject', { reference: request.reference }), content };
  }
  const corrected = payload.status === 'corrected';
  const content: EmailContent = {
    greeting,
    lead: [t(corrected ? 'api.email.changeRequest.corrected' : 'api.email.changeRequest.declined', { office, parcel: request.parcelId })],
    facts,
    after: [t(corrected ? 'api.email.changeRequest.correctedAfter' : 'api.email.changeRequest.declinedAfter')],
  };
  return { language, to, subject: t('api.email.changeRequest.answeredSubject', { reference: request.reference, outcome: corrected ? 'corrected' : 'declined' }), content };
}
