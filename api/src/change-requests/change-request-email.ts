import { and, eq } from 'drizzle-orm';
import { CHANGE_REQUEST_TOPIC_LABELS, type ChangeRequestTopic } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { changeRequests, parcels } from '../db/schema';
import type { EmailContent } from '../mail/email-layout';
import { formatWhen } from '../mail/format';

interface ChangeRequestEmailInput {
  db: Database;
  tenantId: string;
  officeName: string;
  /** The outbox row's facts: the request, and for an answer the status it reports. */
  payload: Record<string, unknown>;
  answered: boolean;
  timeZone: string;
}

/**
 * The e-mails of a change request: its acknowledgement ('change-request-received') and the office's
 * final answer ('change-request-answered'). They repeat what the visitor sent, so a wrong address
 * or a mistyped value can be noticed; the office's own note is not sent. Null when the request is gone.
 */
export async function changeRequestEmail({ db, tenantId, officeName, payload, answered, timeZone }: ChangeRequestEmailInput) {
  const id = typeof payload.changeRequestId === 'string' ? payload.changeRequestId : '';
  const [request] = id ? await db.select().from(changeRequests).where(and(eq(changeRequests.tenantId, tenantId), eq(changeRequests.id, id))) : [];
  if (!request) return null;
  const [parcel] = await db
    .select({ address: parcels.address })
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, request.parcelId)));
  const facts: Array<[string, string]> = [
    ['Reference', request.reference],
    ['Parcel', parcel ? `${request.parcelId}, ${parcel.address}` : request.parcelId],
    ['What is wrong', CHANGE_REQUEST_TOPIC_LABELS[request.topic as ChangeRequestTopic] ?? request.topic],
    ['Correct information', request.correctValue],
    ['Sent', formatWhen(request.createdAt, timeZone)],
  ];
  const to = { name: request.contactName, address: request.contactEmail };
  if (!answered) {
    const content: EmailContent = {
      greeting: `Dear ${request.contactName},`,
      lead: [`${officeName} has received your request to correct its records for parcel ${request.parcelId}.`],
      facts,
      after: [
        'The office checks each request against its records and may contact you for evidence. We will e-mail you when it has been dealt with.',
        'If you did not send this request, please tell us by replying to this e-mail.',
      ],
    };
    return { to, subject: `We received your change request ${request.reference}`, content };
  }
  const corrected = payload.status === 'corrected';
  const content: EmailContent = {
    greeting: `Dear ${request.contactName},`,
    lead: [
      corrected
        ? `${officeName} has corrected its records for parcel ${request.parcelId} following your request.`
        : `${officeName} has looked at your request and has not changed its records for parcel ${request.parcelId}.`,
    ],
    facts,
    after: [corrected ? 'The correction shows on the portal from now on.' : 'If you have evidence the office has not seen, please contact us and quote your reference.'],
  };
  return { to, subject: `Your change request ${request.reference}: ${corrected ? 'corrected' : 'declined'}`, content };
}
