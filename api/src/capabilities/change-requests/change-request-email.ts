import { and, eq } from 'drizzle-orm';
import { changeRequests } from '../../infrastructure/db/schema';
import { changeRequestTopicLabel } from '../../infrastructure/i18n/labels';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import type { KindComposer } from '../../infrastructure/mail/county-email';
import type { EmailContent } from '../../infrastructure/mail/email-layout';
import { formatWhen } from '../../infrastructure/i18n/format';
import type { CountySettings } from '../tenants/server-settings';

/**
 * The e-mails of a change request: its acknowledgement ('change-request-received') and the office's
 * final answer ('change-request-answered'). To an address that has confirmed something they repeat
 * what the visitor sent, so a mistyped value can be noticed; to any other, only the county's words
 * (anyone can type someone's address). The office's own note is not sent. Null when the request is
 * gone. In the language the request was sent in.
 */
export const composeChangeRequestEmail: KindComposer<CountySettings> = async (email, kind, payload) => {
  const { db, tenantId, timeZone, addresseeOf, message } = email;
  const answered = kind === 'change-request-answered';
  const id = typeof payload.changeRequestId === 'string' ? payload.changeRequestId : '';
  const [request] = id
    ? await db
        .select()
        .from(changeRequests)
        .where(and(eq(changeRequests.tenantId, tenantId), eq(changeRequests.id, id)))
    : [];
  if (!request) return null;
  const parcel = await email.countyParcel(request.parcelId);
  const language = storedLanguage(request);
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const office = email.officeIn(language).name;
  const facts: Array<[string, string]> = [
    [t('api.email.fact.reference'), request.reference],
    [t('api.email.fact.parcel'), parcel],
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
    // A visitor's request: limited per day while the address has confirmed nothing.
    return message(
      language,
      addressee.to,
      t('api.email.changeRequest.receivedSubject', { reference: request.reference }),
      content,
      [],
      addressee.confirmed ? undefined : addressee.key,
    );
  }
  const corrected = payload.status === 'corrected';
  const content: EmailContent = {
    greeting,
    lead: [t(corrected ? 'api.email.changeRequest.corrected' : 'api.email.changeRequest.declined', { office, parcel: request.parcelId })],
    facts,
    after: [t(corrected ? 'api.email.changeRequest.correctedAfter' : 'api.email.changeRequest.declinedAfter')],
  };
  // The office's answer is its own doing: never limited.
  return message(language, addressee.to, t('api.email.changeRequest.answeredSubject', { reference: request.reference, outcome: corrected ? 'corrected' : 'declined' }), content);
};
