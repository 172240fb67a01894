import { and, asc, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { appealDocuments, appealDraftFiles, appealEvidence, appealDrafts, appeals, changeRequests, files, meetings } from '../../infrastructure/db/schema';
import type { FileStorage } from './file-storage';

/**
 * Whether something keeps the file (docs/product.md#file-rules-on-the-server): an appeal's
 * document or comparables PDF (pending or confirmed), its evidence after the filing, a meeting's document (meetings.documents is
 * the list as booked, ids as the browser sent them), or a draft saved to finish later that is still
 * live at `now` (capabilities/appeal-drafts/draft-store.ts fileInLiveDraft), or a change request's document.
 * Anything new that holds files adds its condition here, or its files are swept 24 hours after upload.
 */
function held(now: Date): SQL {
  return sql`(
    exists (select 1 from ${appealDocuments} where ${appealDocuments.tenantId} = ${files.tenantId} and ${appealDocuments.fileId} = ${files.id})
    or exists (select 1 from ${appealEvidence} where ${appealEvidence.tenantId} = ${files.tenantId} and ${appealEvidence.fileId} = ${files.id})
    or exists (select 1 from ${appeals} where ${appeals.tenantId} = ${files.tenantId} and ${appeals.compsPdfId} = ${files.id})
    or exists (
      select 1 from ${meetings}, jsonb_array_elements(${meetings.documents}) as document
      where ${meetings.tenantId} = ${files.tenantId} and lower(document ->> 'id') = ${files.id}::text
    )
    or exists (select 1 from ${changeRequests} where ${changeRequests.tenantId} = ${files.tenantId} and ${changeRequests.documentId} = ${files.id})
    or exists (
      select 1 from ${appealDraftFiles} join ${appealDrafts}
        on ${appealDrafts.tenantId} = ${appealDraftFiles.tenantId} and ${appealDrafts.id} = ${appealDraftFiles.draftId}
      where ${appealDraftFiles.tenantId} = ${files.tenantId} and ${appealDraftFiles.fileId} = ${files.id}
        and ${appealDrafts.usedAt} is null and ${appealDrafts.expiresAt} > ${now.toISOString()}::timestamptz
    )
  )`;
}

export interface SweepResult {
  /** Files whose row and bytes are gone. */
  deleted: number;
  /** Files whose row is gone but whose bytes could not be removed (logged; unreachable now). */
  bytesLeft: number;
}

/**
 * Deletes up to `limit` files uploaded before `before` that nothing holds: rows first (in one
 * transaction), then their bytes. Safe with several API processes on one database:
 *
 * - the claim locks the rows FOR UPDATE SKIP LOCKED, so two sweepers take different files, and a
 *   file that a filing or a draft's save is attaching right now (it holds the row FOR KEY SHARE
 *   until it commits: capabilities/appeals/file-appeal.ts checkFiles, capabilities/meetings/book-meeting.ts) is skipped, to be
 *   looked at next time;
 * - the DELETE checks the holders again in a statement of its own, so an attachment committed
 *   between the claim's snapshot and its lock still keeps its file;
 * - a filing that reaches a claimed file waits for this transaction and then finds it gone: its
 *   visitor reads that the document was not uploaded, as for any unknown file.
 */
export async function sweepUnattachedFiles(
  db: Database,
  storage: FileStorage,
  { before, now = new Date(), limit = 500, warn = () => undefined }: { before: Date; now?: Date; limit?: number; warn?: (message: string) => void },
): Promise<SweepResult> {
  const deleted = await db.transaction(async (tx) => {
    const claimed = await tx
      .select({ tenantId: files.tenantId, id: files.id })
      .from(files)
      .where(and(lt(files.createdAt, before), not(held(now))))
      .orderBy(asc(files.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return [];
    const keys = sql`(${files.tenantId}, ${files.id}) in (${sql.join(
      claimed.map((row) => sql`(${row.tenantId}, ${row.id}::uuid)`),
      sql`, `,
    )})`;
    return tx
      .delete(files)
      .where(and(keys, not(held(now))))
      .returning({ tenantId: files.tenantId, id: files.id });
  });
  let bytesLeft = 0;
  for (const row of deleted) {
    await storage.delete(row.tenantId, row.id).catch((error: Error) => {
      bytesLeft += 1;
      warn(`file ${row.tenantId}/${row.id}: row swept, bytes left behind: ${error.message}`);
    });
  }
  return { deleted: deleted.length - bytesLeft, bytesLeft };
}
