import { and, eq } from 'drizzle-orm';
import type { Language } from 'mfe-shared/domain';
import type { Database } from '../../infrastructure/db/client';
import { changeRequests, parcels } from '../../infrastructure/db/schema';
import { changeRequestTopicLabel } from '../../infrastructure/i18n/labels';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import type { AddresseeOf } from '../../infrastructure/mail/addressee';
import type { EmailContent } from '../../infrastructure/mail/email-layout';
import { formatWhen } from '../../infrastructure/i18n/format';

interface ChangeRequestEmailInput {
  db: Database;
  tenantId: string;
  /** The county's name in a language (its own translation where it gives one). */
  officeIn: (language: Language) => string;
  /** The outbox row's facts: the request, and for an answer the status it reports. */
  payload: Record<string, unknown>;
  answered: boolean;
  timeZone: string;
  /** Whom it goes to: the typed name and value are repeated only to an address that has confirmed something. */
  addresseeOf: AddresseeOf;
}

/**
 * The e-mails of a change request: its acknowledgement ('change-request-received') and the office's
 * final answer ('change-request-answered'). To an address that has confirmed something they repeat
 * what the visitor sent, so a mistyped value can be noticed; to any other, only the county's words
 * (anyone can type someone's address). The office's own note is not sent. Null when the request is
 * gone. In the language the request was sent in.
 */
export async function changeRequestEmail({ db, tenantId, officeIn, payload, answered, timeZone, addresseeOf }: ChangeRequestEmailInput) {
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
  ];
  const addressee = await addresseeOf({ name: request.contactName, address: request.contactEmail });
  if (addressee.confirmed) facts.push([t('api.email.fact.correctInformation'), request.correctValue]);
  facts.push([t('api.email.fact.sent'), formatWhen(request.createdAt, timeZone, language)]);
  const greeting = addressee.greeting(language);
  if (!answered) {
    const content: EmailContent = {
      greeting,
      lead: [t('api.email.changeRequest.received', { office, parcel: request.parcelId })],
      facts,
      after: [t('api.email.changeRequest.checks'), t('api.email.changeRequest.notYou')],
    };
    return { language, addressee, subject: t('api.email.changeRequest.receivedSubject', { reference: request.reference }), content };
  }
  const corrected = payload.status === 'corrected';
  const content: EmailContent = {
    greeting,
    lead: [t(corrected ? 'api.email.changeRequest.corrected' : 'api.email.changeRequest.declined', { office, parcel: request.parcelId })],
    facts,
    after: [t(corrected ? 'api.email.changeRequest.correctedAfter' : 'api.email.changeRequest.declinedAfter')],
  };
  return { language, addressee, subject: t('api.email.changeRequest.answeredSubject', { reference: request.reference, outcome: corrected ? 'corrected' : 'declined' }), content };
}
