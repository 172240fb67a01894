import { and, eq } from 'drizzle-orm';
import { APPEAL_MESSAGES } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appeals, appealWindows, type AppealRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { appealsConfirmed } from '../../infrastructure/metrics/portal-metrics';
import { recipientKey, recordConfirmed } from '../../infrastructure/mail/recipient-standing';
import type { CountySettings } from '../tenants/server-settings';
import type { TokenSigner } from '../../infrastructure/tokens/signed-token';
import { startFiledAppeal } from './appeal-filed';
import { placeHolder } from './parcel-place';
import { uniqueViolation } from '../../infrastructure/db/database-errors';
import { APPEAL_ERRORS } from './file-appeal';

export const CONFIRM_MESSAGES = {
  notFound: 'We could not find that appeal. Please open the whole link from your most recent email.',
  lapsed: 'This appeal was not confirmed in time, so it was not filed. Please file it again.',
} as const;

/** Until when the filer of a public appeal may confirm it (`appeal.confirm_hours` from its filing). */
export function confirmDeadline(appeal: Pick<AppealRow, 'createdAt'>, settings: Pick<CountySettings, 'appeal.confirm_hours'>): Date {
  return new Date(appeal.createdAt.getTime() + settings['appeal.confirm_hours'] * 3_600_000);
}

/**
 * Confirms a pending public appeal, in one transaction: the season must still be open
 * and no other appeal of the parcel confirmed in it (the partial unique index settles two
 * confirmations racing), then the appeal is filed: its timeline starts and the receipt e-mail is
 * queued. Confirming twice answers the appeal as it is: the link may be opened again. The filer's
 * address has now shown that it reads the county's mail (infrastructure/mail/recipient-standing.ts): from the
 * receipt on, its e-mails greet the filer by name and are not limited per day.
 */
export async function confirmAppeal(
  db: Database,
  tenantId: string,
  appealId: string,
  settings: CountySettings,
  tokens: Pick<TokenSigner, 'digest'>,
  now = new Date(),
): Promise<AppealRow> {
  try {
    return await db.transaction(async (tx) => {
      const [appeal] = await tx
        .select()
        .from(appeals)
        .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, appealId)))
        .for('update');
      if (!appeal) throw new HttpError(404, CONFIRM_MESSAGES.notFound);
      if (appeal.confirmedAt) return appeal;
      if (confirmDeadline(appeal, settings) <= now) throw new HttpError(410, CONFIRM_MESSAGES.lapsed);
      const [window] = await tx
        .select({ open: appealWindows.open })
        .from(appealWindows)
        .where(and(eq(appealWindows.tenantId, tenantId), eq(appealWindows.id, appeal.windowId)))
        .for('share');
      if (!window?.open) throw new HttpError(409, APPEAL_ERRORS.windowClosed);
      // A proven appeal takes the parcel's place, so another may not hold it; one filed without proof
      // takes no place and is confirmed beside any other (docs/product.md#who-takes-the-parcels-place).
      if (appeal.proof !== null && (await placeHolder(tx, tenantId, appeal.parcelId, appeal.windowId, appeal.id))) throw new HttpError(409, APPEAL_MESSAGES.duplicate);
      const [confirmed] = await tx
        .update(appeals)
        .set({ confirmedAt: now })
        .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, appeal.id)))
        .returning();
      const email = (confirmed.appellant as { email?: unknown } | null)?.email;
      if (typeof email === 'string' && email) await recordConfirmed(tx, tenantId, recipientKey(tokens, tenantId, email), now);
      await startFiledAppeal(tx, confirmed);
      appealsConfirmed.inc({ county: tenantId });
      return confirmed;
    });
  } catch (error) {
    if (!(error instanceof HttpError) && uniqueViolation(error) !== null) throw new HttpError(409, APPEAL_MESSAGES.duplicate);
    throw error;
  }
}
