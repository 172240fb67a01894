import { and, eq } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { parcels } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { OWNER_CODE_MESSAGES } from '../appeals/owner-code-check';
import { ownerCodeLimit } from '../limits/owner-code-limit';
import { ownerCodeMatches } from '../parcels/owner-code';

export type ChangeRequestProof = 'staff' | 'owner-code';

interface ProofInput {
  tenantId: string;
  parcelId: string;
  ownerCode: string | undefined;
  /** The signed-in staff member sending it for someone (request.staff). */
  staff: { accountId: string } | null;
  /** The client's address: wrong owner codes count against it (capabilities/limits/owner-code-limit.ts). */
  ip: string;
}

/**
 * How a change request shows a right to speak for the parcel
 * (docs/product.md#who-takes-the-parcels-meeting-and-change-requests): sent by staff, or with the
 * parcel's owner code. Null without either, or for a parcel with no code on record to check it
 * against: the request is still taken, capped per sender. A wrong code is refused (400) and counted
 * like a wrong code of an appeal, so the codes cannot be guessed here either.
 */
export async function proofOfChangeRequest(db: Database, { tenantId, parcelId, ownerCode, staff, ip }: ProofInput): Promise<ChangeRequestProof | null> {
  if (staff) return 'staff';
  const code = ownerCode?.trim();
  if (!code) return null;
  const [parcel] = await db
    .select({ id: parcels.id, ownerCodeHash: parcels.ownerCodeHash })
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, parcelId.trim())));
  if (!parcel?.ownerCodeHash) return null;
  const limit = ownerCodeLimit(db, tenantId, parcel.id, ip);
  await limit.assertOpen();
  if (!ownerCodeMatches(parcel.ownerCodeHash, tenantId, parcel.id, code)) {
    await limit.countWrong();
    throw new HttpError(400, OWNER_CODE_MESSAGES.wrong, {}, 'ownerCode');
  }
  return 'owner-code';
}
