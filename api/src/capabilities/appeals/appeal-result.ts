import type { AppealResult } from 'mfe-shared/schemas';
import type { AppealRow } from '../../infrastructure/db/schema';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The answer to POST /appeals (mfe-shared appealResultSchema), built from the stored row, so a retried submit gets the same. */
export function toAppealResult(row: AppealRow, statusToken: string, confirmBy: Date | null, filerToken?: string): AppealResult {
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
    confirmBy: row.confirmedAt ? null : (confirmBy?.toISOString() ?? null),
    // The filing browser's hold on a pending appeal (confirmation-email-routes.ts); none once it is filed.
    ...(row.confirmedAt || !filerToken ? {} : { filerToken }),
  };
}
