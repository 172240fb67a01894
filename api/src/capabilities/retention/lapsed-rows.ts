import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { appealDrafts, appeals } from '../../infrastructure/db/schema';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A public filing nobody confirmed is never an appeal (appeal.confirm_hours, at most 30 days:
 * capabilities/tenants/server-settings.ts); a day past the longest a county can allow, it is deleted with its
 * reasons, comparables and document links (cascade), so its documents fall to the file sweep.
 */
export const UNCONFIRMED_APPEAL_KEEP_MS = 31 * DAY_MS;

/** A draft saved to finish later keeps answering "expired" for 30 days after it lapsed, then goes with its e-mail. */
export const LAPSED_DRAFT_KEEP_MS = 30 * DAY_MS;

export interface LapsedRowsResult {
  appeals: number;
  drafts: number;
}

/**
 * What anonymous visitors leave behind has an end too. Deletes up to `limit` of each a
 * batch, oldest first; several API processes may run it at once (a row deleted by one is simply
 * not found by the other).
 */
export async function deleteLapsedRows(db: Database, now: Date, limit = 500): Promise<LapsedRowsResult> {
  const appealsBefore = new Date(now.getTime() - UNCONFIRMED_APPEAL_KEEP_MS);
  const lapsedAppeals = db
    .select({ tenantId: appeals.tenantId, id: appeals.id })
    .from(appeals)
    .where(and(isNull(appeals.confirmedAt), lt(appeals.createdAt, appealsBefore)))
    .orderBy(appeals.createdAt)
    .limit(limit);
  // Confirmed-ness checked again: a confirmation committed after the select keeps its appeal.
  const deletedAppeals = await db
    .delete(appeals)
    .where(and(isNull(appeals.confirmedAt), sql`(${appeals.tenantId}, ${appeals.id}) in ${lapsedAppeals}`))
    .returning({ id: appeals.id });

  const draftsBefore = new Date(now.getTime() - LAPSED_DRAFT_KEEP_MS);
  const lapsedDrafts = db
    .select({ tenantId: appealDrafts.tenantId, id: appealDrafts.id })
    .from(appealDrafts)
    .where(lt(appealDrafts.expiresAt, draftsBefore))
    .orderBy(appealDrafts.expiresAt)
    .limit(limit);
  const deletedDrafts = await db
    .delete(appealDrafts)
    .where(sql`(${appealDrafts.tenantId}, ${appealDrafts.id}) in ${lapsedDrafts}`)
    .returning({ id: appealDrafts.id });
  return { appeals: deletedAppeals.length, drafts: deletedDrafts.length };
}
