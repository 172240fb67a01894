import { and, eq } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { appeals } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { recordAudit } from '../staff/audit';
import { findAppealForUpdate, STATUS_MESSAGES } from './appeal-status';
import { placeHolder } from './parcel-place';
import { uniqueViolation } from '../../infrastructure/db/database-errors';

/**
 * The office keeps an appeal filed without proof of a right to appeal (docs/product.md#who-takes-the-parcels-place):
 * having checked who filed it (the owner on the phone, the notice in hand), it lets the appeal take
 * the parcel's place this season. In one transaction with its audit entry; the row is locked, and
 * the unique index settles a race with another filing taking the place.
 */
export async function keepAppeal(db: Database, { tenantId, accountId, appeal: idOrReference, note }: { tenantId: string; accountId: string; appeal: string; note?: string }) {
  try {
    return await db.transaction(async (tx) => {
      const appeal = await findAppealForUpdate(tx, tenantId, idOrReference);
      if (!appeal) throw new HttpError(404, STATUS_MESSAGES.notFound);
      if (!appeal.confirmedAt) throw new HttpError(409, STATUS_MESSAGES.notConfirmed);
      if (appeal.status === 'withdrawn') throw new HttpError(409, STATUS_MESSAGES.keepWithdrawn);
      if (appeal.holdsPlace) throw new HttpError(409, STATUS_MESSAGES.keptAlready);
      if (await placeHolder(tx, tenantId, appeal.parcelId, appeal.windowId, appeal.id)) throw new HttpError(409, STATUS_MESSAGES.placeTaken);
      const [kept] = await tx
        .update(appeals)
        .set({ proof: 'office' })
        .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, appeal.id)))
        .returning();
      await recordAudit(tx, { tenantId, accountId, action: 'appeal-kept', parcelId: appeal.parcelId, detail: { appealId: appeal.id, ...(note ? { note } : {}) } });
      return { id: kept.id, reference: kept.reference, proof: kept.proof, holdsPlace: kept.holdsPlace };
    });
  } catch (error) {
    if (!(error instanceof HttpError) && uniqueViolation(error) !== null) throw new HttpError(409, STATUS_MESSAGES.placeTaken);
    throw error;
  }
}
