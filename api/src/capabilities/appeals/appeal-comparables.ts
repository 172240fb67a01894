import { and, eq, inArray } from 'drizzle-orm';
import { APPEAL_MESSAGES, isUuid, MAX_COMPARABLES } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appealComparables, appeals, parcels } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';

export const COMPARABLE_ERRORS = {
  appealNotFound: 'We could not find that appeal in this county.',
  parcelNotFound: APPEAL_MESSAGES.comparableNotFound,
  tooMany: APPEAL_MESSAGES.comparablesTooMany,
} as const;

/**
 * Replaces the comparables of an appeal with the parcels chosen in the comparables tool
 * (docs/product.md#saved-comparables). Each must be a parcel of the county; its address is taken
 * from the parcel, not from the caller. fileAppeal calls it with its transaction, so the
 * comparables commit with the appeal or not at all (here a savepoint); alone, it is a transaction
 * of its own.
 */
export async function saveAppealComparables(db: Database, tenantId: string, appealId: string, parcelIds: string[]): Promise<Array<{ parcelId: string; address: string }>> {
  const wanted = [...new Set(parcelIds)];
  if (wanted.length > MAX_COMPARABLES) throw new HttpError(400, COMPARABLE_ERRORS.tooMany);
  if (!isUuid(appealId)) throw new HttpError(404, COMPARABLE_ERRORS.appealNotFound);
  return db.transaction(async (tx) => {
    const [appeal] = await tx
      .select({ id: appeals.id })
      .from(appeals)
      .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, appealId)))
      .for('update');
    if (!appeal) throw new HttpError(404, COMPARABLE_ERRORS.appealNotFound);
    const found = wanted.length
      ? await tx
          .select({ parcelId: parcels.id, address: parcels.address })
          .from(parcels)
          .where(and(eq(parcels.tenantId, tenantId), inArray(parcels.id, wanted)))
      : [];
    if (found.length !== wanted.length) throw new HttpError(400, COMPARABLE_ERRORS.parcelNotFound);
    await tx.delete(appealComparables).where(and(eq(appealComparables.tenantId, tenantId), eq(appealComparables.appealId, appeal.id)));
    if (found.length) await tx.insert(appealComparables).values(found.map((row) => ({ tenantId, appealId: appeal.id, ...row })));
    const order = new Map(wanted.map((id, index) => [id, index]));
    return found.sort((a, b) => (order.get(a.parcelId) ?? 0) - (order.get(b.parcelId) ?? 0));
  });
}
