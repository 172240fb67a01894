import { appealResultSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { AppealRow } from '../db/schema';

/**
 * mfe-shared's appealResultSchema and what issue 17 adds to it: the reference. Extended here, not
 * in mfe-shared, so the browser's schema (which keeps only the keys it knows) is unchanged until
 * the screens use them.
 */
export const filedAppealSchema = appealResultSchema.extend({
  reference: z.string(),
  /** Opens the status page (`/{tenant}/#/status/{token}`) and the receipt download; the filer's alone. */
  statusToken: z.string(),
});
export type FiledAppealResult = z.infer<typeof filedAppealSchema>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The answer to POST /appeals (mfe-shared appealResultSchema), built from the stored row, so a retried submit gets the same. */
export function toAppealResult(row: AppealRow, statusToken: string): FiledAppealResult {
  const property = (row.property ?? {}) as Record<string, unknown>;
  const appellant = (row.appellant ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    windowId: row.windowId,
    property: { parcelId: row.parcelId, address: text(property.address) },
    appellant: { name: text(appellant.name), email: text(appellant.email) },
    claimedValue: { amount: row.claimedAmount, currency: row.claimedCurrency },
    reference: row.reference,
    statusToken,
  };
}
