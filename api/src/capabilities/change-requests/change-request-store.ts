import { and, eq, sql } from 'drizzle-orm';
import { CHANGE_REQUEST_MESSAGES as M, NEXT_CHANGE_REQUEST_STATUSES, type ChangeRequestInput, type ChangeRequestStatus } from 'mfe-shared/schemas';
import type { Language } from 'mfe-shared/domain';
import type { Database } from '../../infrastructure/db/client';
import { changeRequests, files, parcels, type ChangeRequestRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import type { LocalText } from '../../infrastructure/i18n/local-text';
import { sharedText } from '../../infrastructure/i18n/shared-texts';
import { enqueueEmail } from '../outbox/outbox-store';
import { insertWithReference } from '../../infrastructure/references/reference';
import { recordAudit } from '../staff/audit';
import type { ChangeRequestProof } from './change-request-proof';
import { countUnprovenRequest } from './unproven-limit';

/**
 * Proven requests of one parcel still waiting for the office (received or in review) before another
 * proven one is refused: enough for a household to report several things, too few for a script to
 * bury the desk. A request without proof takes none of these places (unproven-limit.ts caps it).
 */
export const MAX_OPEN_PER_PARCEL = 5;

interface CreateInput {
  tenantId: string;
  /** The county's office by name, in any language (infrastructure/i18n/county-text.ts). */
  office: LocalText;
  request: ChangeRequestInput;
  drawReference: () => string;
  /** The filer's language (infrastructure/i18n/request-language.ts): its later e-mails are written in it. English when not given. */
  language?: Language;
  /** How the sender showed a right to speak for the parcel (change-request-proof.ts); null: without proof. */
  proof: ChangeRequestProof | null;
  /** The signed-in staff member sending it for someone: audited with the request. */
  staffAccountId?: string;
  /** The client's address: a request without proof counts against it and its range. */
  ip: string;
}

/**
 * Stores a change request and queues its acknowledgement e-mail in one transaction: a refusal
 * stores and sends nothing. A proven request takes one of the parcel's places for open requests:
 * the parcel is locked while they are counted, so requests racing for the last place take it one at
 * a time. A request without proof takes none (docs/product.md#who-takes-the-parcels-meeting-and-change-requests),
 * so a stranger's requests never leave the owner refused; it counts against its sender instead.
 * The document, if any, must be an upload of this county that nothing else holds yet.
 */
export async function createChangeRequest(db: Database, { tenantId, office, request, drawReference, language, proof, staffAccountId, ip }: CreateInput): Promise<ChangeRequestRow> {
  const documentId = request.documentId ? request.documentId.toLowerCase() : null;
  return db.transaction(async (tx) => {
    const [parcel] = await tx
      .select({ id: parcels.id })
      .from(parcels)
      .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, request.parcelId.trim())))
      .for('update');
    if (!parcel) throw new HttpError(404, M.parcelNotFound);
    if (proof) {
      const [{ open }] = await tx
        .select({ open: sql<number>`count(*)::int` })
        .from(changeRequests)
        .where(and(eq(changeRequests.tenantId, tenantId), eq(changeRequests.parcelId, parcel.id), eq(changeRequests.holdsPlace, true)));
      if (open >= MAX_OPEN_PER_PARCEL) throw new HttpError(409, sharedText.tooManyOpenRequests(office));
    } else {
      await countUnprovenRequest(tx, tenantId, ip);
    }
    if (documentId) await checkDocument(tx, tenantId, documentId);

    const row = await insertWithReference(drawReference, async (reference) => {
      const [inserted] = await tx
        .insert(changeRequests)
        .values({
          tenantId,
          reference,
          parcelId: parcel.id,
          topic: request.topic,
          correctValue: request.correctValue.trim(),
          contactName: request.contactName.trim(),
          contactEmail: request.contactEmail.trim(),
          documentId,
          language: language ?? 'en',
          proof,
        })
        .onConflictDoNothing({ target: [changeRequests.tenantId, changeRequests.reference] })
        .returning();
      return inserted;
    });
    await enqueueEmail(tx, { tenantId, kind: 'change-request-received', payload: { changeRequestId: row.id } });
    if (staffAccountId) {
      await recordAudit(tx, {
        tenantId,
        accountId: staffAccountId,
        action: 'change-request-sent-on-behalf',
        parcelId: parcel.id,
        detail: { changeRequestId: row.id, reference: row.reference },
      });
    }
    return row;
  });
}

/**
 * An upload (kind 'document' or 'file') of this county, not already another request's or a filing's. Locked
 * FOR KEY SHARE until the request commits, so the sweep of unattached files leaves it alone meanwhile.
 */
async function checkDocument(tx: Database, tenantId: string, documentId: string): Promise<void> {
  const [file] = await tx
    .select({ id: files.id, kind: files.kind })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, documentId)))
    .for('key share');
  if (!file || (file.kind !== 'document' && file.kind !== 'file')) throw new HttpError(400, M.documentInvalid);
  const [taken] = await tx
    .select({ id: changeRequests.id })
    .from(changeRequests)
    .where(and(eq(changeRequests.tenantId, tenantId), eq(changeRequests.documentId, documentId)))
    .limit(1);
  if (taken) throw new HttpError(400, M.documentInvalid);
}

interface MoveInput {
  tenantId: string;
  /** The request's id or reference, as found by the caller. */
  id: string;
  status: ChangeRequestStatus;
  note?: string;
  accountId: string;
}

/**
 * Moves a request on, with its audit row (who, when, before and after) in the same transaction. A
 * final answer (corrected or declined) is e-mailed to the visitor through the outbox.
 */
export async function moveChangeRequest(db: Database, { tenantId, id, status, note, accountId }: MoveInput): Promise<ChangeRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(changeRequests)
      .where(and(eq(changeRequests.tenantId, tenantId), eq(changeRequests.id, id)))
      .for('update');
    if (!row) throw new HttpError(404, M.notFound);
    const from = row.status as ChangeRequestStatus;
    if (!NEXT_CHANGE_REQUEST_STATUSES[from]?.includes(status)) throw new HttpError(409, sharedText.changeRequestMove(from, status));
    const [updated] = await tx
      .update(changeRequests)
      .set({ status, note: note || row.note, updatedAt: sql`now()` })
      .where(and(eq(changeRequests.tenantId, tenantId), eq(changeRequests.id, id)))
      .returning();
    await recordAudit(tx, {
      tenantId,
      accountId,
      action: 'change-request-status-changed',
      parcelId: row.parcelId,
      detail: { changeRequestId: id, reference: row.reference, before: from, after: status, ...(note ? { note } : {}) },
    });
    if (status === 'corrected' || status === 'declined') {
      await enqueueEmail(tx, { tenantId, kind: 'change-request-answered', payload: { changeRequestId: id, status } });
    }
    return updated;
  });
}
