import { createHash } from 'node:crypto';
import { REFERENCE_ALPHABET } from '../../infrastructure/references/reference';

/**
 * The owner code printed on a demo parcel's assessment notice: eight characters without 0/O/1/I
 * (`7K3Q-PM2X`), the same on every machine, so the README can list a few for visitors to try.
 * A real county imports its own codes' hashes with its parcels.
 */
export function demoOwnerCode(tenantId: string, parcelId: string): string {
  const bytes = createHash('sha256').update(`demo-owner-code\n${tenantId}\n${parcelId}`).digest();
  const code = [...bytes.subarray(0, 8)].map((byte) => REFERENCE_ALPHABET[byte & 31]).join('');
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
