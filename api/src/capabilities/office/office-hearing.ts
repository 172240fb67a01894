import { and, eq } from 'drizzle-orm';
import type { OfficeHearing } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { hearingPanels, hearings, type AppealRow } from '../../infrastructure/db/schema';

/**
 * The appeal's scheduled hearing as the office reads it on the appeal's page: when, on which
 * panel and how it meets, and the filer's request to move it (the reason is theirs, shown to staff
 * only). A request answered by moving the hearing belongs to the old hearing, so it is not here.
 */
export async function readOfficeHearing(db: Pick<Database, 'select'>, appeal: AppealRow): Promise<OfficeHearing | null> {
  const [row] = await db
    .select({ hearing: hearings, panel: hearingPanels })
    .from(hearings)
    .innerJoin(hearingPanels, and(eq(hearingPanels.tenantId, hearings.tenantId), eq(hearingPanels.id, hearings.panelId)))
    .where(and(eq(hearings.tenantId, appeal.tenantId), eq(hearings.appealId, appeal.id), eq(hearings.status, 'scheduled')));
  if (!row) return null;
  const { hearing, panel } = row;
  const video = panel.mode === 'video';
  return {
    id: hearing.id,
    startsAt: hearing.startsAt.toISOString(),
    minutes: hearing.minutes,
    mode: video ? 'video' : 'in-person',
    panel: { id: panel.id, name: panel.name },
    room: video ? null : panel.room,
    videoUrl: video ? panel.videoUrl : null,
    moveRequest:
      hearing.moveRequestedAt && hearing.moveReason
        ? { reason: hearing.moveReason, askedAt: hearing.moveRequestedAt.toISOString(), state: hearing.moveAnswer === 'refused' ? 'refused' : 'asked', note: hearing.moveNote }
        : null,
  };
}
