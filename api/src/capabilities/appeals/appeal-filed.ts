import type { Database } from '../../infrastructure/db/client';
import { appealStatusChanges, type AppealRow } from '../../infrastructure/db/schema';
import { enqueueEmail } from '../outbox/outbox-store';

/**
 * What filing means once an appeal counts (a staff filing at once, a public one when its filer
 * confirms it): its timeline starts at 'filed' and the receipt e-mail is queued, in the caller's
 * transaction, so both exist exactly when the appeal counts.
 */
export async function startFiledAppeal(tx: Pick<Database, 'insert'>, appeal: AppealRow): Promise<void> {
  await tx.insert(appealStatusChanges).values({ tenantId: appeal.tenantId, appealId: appeal.id, status: 'filed', createdAt: appeal.confirmedAt ?? appeal.createdAt });
  await enqueueEmail(tx, { tenantId: appeal.tenantId, kind: 'appeal-filed', payload: { appealId: appeal.id } });
}
