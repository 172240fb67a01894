import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { HEARING_MESSAGES as M, type NewPanel, type Panel } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { hearingPanels, hearingSessions, hearings, type HearingPanelRow, type HearingSessionRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { recordAudit } from '../staff/audit';

// A county's hearing panels and the sessions they sit (docs/product.md#hearings).

export const asPanel = (row: HearingPanelRow): Panel => ({
  id: row.id,
  name: row.name,
  members: row.members,
  mode: row.mode === 'video' ? 'video' : 'in-person',
  room: row.room,
  videoUrl: row.videoUrl,
  active: row.active,
});

export const asSession = (row: HearingSessionRow) => ({ id: row.id, panelId: row.panelId, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() });

export async function listPanels(db: Pick<Database, 'select'>, tenantId: string): Promise<Panel[]> {
  const rows = await db.select().from(hearingPanels).where(eq(hearingPanels.tenantId, tenantId)).orderBy(asc(hearingPanels.name), asc(hearingPanels.id));
  return rows.map(asPanel);
}

export async function createPanel(db: Database, { tenantId, accountId, panel }: { tenantId: string; accountId: string; panel: NewPanel }): Promise<Panel> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hearingPanels)
      .values({
        tenantId,
        name: panel.name,
        members: panel.members,
        mode: panel.mode,
        room: panel.room || null,
        videoUrl: panel.mode === 'video' ? (panel.videoUrl ?? null) : null,
      })
      .returning();
    await recordAudit(tx, { tenantId, accountId, action: 'hearing-panel-added', detail: { panel: row.id, name: row.name, mode: row.mode } });
    return asPanel(row);
  });
}

/** The panel's row, locked: every scheduling of the panel waits for the one in hand, so two never take one time. */
export async function lockPanel(tx: Database, tenantId: string, panelId: string): Promise<HearingPanelRow> {
  const [row] = await tx
    .select()
    .from(hearingPanels)
    .where(and(eq(hearingPanels.tenantId, tenantId), eq(hearingPanels.id, panelId)))
    .for('update');
  if (!row || !row.active) throw new HttpError(404, M.panelNotFound);
  return row;
}

/** A session of the panel: within one day of the county, not over another of its sessions. */
export async function addSession(
  db: Database,
  { tenantId, accountId, panelId, startsAt, endsAt }: { tenantId: string; accountId: string; panelId: string; startsAt: Date; endsAt: Date },
) {
  if (endsAt <= startsAt || endsAt.getTime() - startsAt.getTime() > 24 * 3_600_000) throw new HttpError(400, M.sessionOrder);
  return db.transaction(async (tx) => {
    await lockPanel(tx, tenantId, panelId);
    const [overlap] = await tx
      .select({ id: hearingSessions.id })
      .from(hearingSessions)
      .where(and(eq(hearingSessions.tenantId, tenantId), eq(hearingSessions.panelId, panelId), lt(hearingSessions.startsAt, endsAt), gt(hearingSessions.endsAt, startsAt)))
      .limit(1);
    if (overlap) throw new HttpError(409, M.sessionOverlaps);
    const [row] = await tx.insert(hearingSessions).values({ tenantId, panelId, startsAt, endsAt }).returning();
    await recordAudit(tx, {
      tenantId,
      accountId,
      action: 'hearing-session-added',
      detail: { panel: panelId, session: row.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
    });
    return asSession(row);
  });
}

/** The panel's sessions not yet over, each with how many hearings are booked in it (the console shows how full it is). */
export async function listSessions(db: Pick<Database, 'select'>, tenantId: string, panelId: string, from: Date) {
  const rows = await db
    .select()
    .from(hearingSessions)
    .where(and(eq(hearingSessions.tenantId, tenantId), eq(hearingSessions.panelId, panelId), gt(hearingSessions.endsAt, from)))
    .orderBy(asc(hearingSessions.startsAt));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ sessionId: hearings.sessionId, booked: sql<number>`count(*)::int` })
    .from(hearings)
    .where(
      and(
        eq(hearings.tenantId, tenantId),
        inArray(
          hearings.sessionId,
          rows.map((row) => row.id),
        ),
        inArray(hearings.status, ['scheduled', 'held']),
      ),
    )
    .groupBy(hearings.sessionId);
  const booked = new Map(counts.map((count) => [count.sessionId, Number(count.booked)]));
  return rows.map((row) => ({ ...asSession(row), booked: booked.get(row.id) ?? 0 }));
}
