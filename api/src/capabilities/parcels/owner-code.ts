import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Owner codes: the code a county prints on each parcel's assessment notice, as Texas
 * appraisal districts do, asked of a public filer when `appeal.require_owner_code` is on. Only a
 * hash is stored (parcels.owner_code_hash), salted with the county and parcel, so a copy of the
 * table does not hand out the codes. Spaces, dashes and case do not matter.
 */
export const normaliseOwnerCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

export function ownerCodeHash(tenantId: string, parcelId: string, code: string): string {
  return createHash('sha256')
    .update(`${tenantId}\n${parcelId}\n${normaliseOwnerCode(code)}`)
    .digest('hex');
}

/** Whether `code` is the parcel's, compared in constant time. */
export function ownerCodeMatches(storedHash: string, tenantId: string, parcelId: string, code: string): boolean {
  const given = Buffer.from(ownerCodeHash(tenantId, parcelId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
