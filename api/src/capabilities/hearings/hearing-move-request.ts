import { and, eq } from 'drizzle-orm';
import { HEARING_MESSAGES as M } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appeals, hearings, type HearingRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { enqueueEmail } from '../outbox/outbox-store';
import { recordAudit } from '../staff/audit';

// A filer's one request to move their hearing, with why (docs/product.md#hearings). The office
// answers by scheduling the appeal at another time (POST /office/hearings: the request is then
// answered 'moved'), or refuses with words the filer is e-mailed.

/** The appeal's scheduled hearing, locked. */
async function scheduledHearing(tx: Database, tenantId: string, appealId: string): Promise<HearingRow | undefined> {
  const [hearing] = await tx
    .select()
    .from(hearings)
    .where(and(eq(hearings.tenantId, tenantId), eq(hearings.appealId, appealId), eq(hearings.status, 'scheduled')))
    .for('update');
  return hearing;
}

/** POST /status/{token}/hearing/move */
export async function askToMoveHearing(db: Database, { tenantId, appealId, reason, now = new Date() }: { tenantId: string; appealId: string; reason: string; now?: Date }) {
  await db.transaction(async (tx) => {
    const [appeal] = await tx
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, appealId)))
      .for('update');
    const hearing = appeal?.status === 'hearing-scheduled' ? await scheduledHearing(tx, tenantId, appealId) : undefined;
    if (!appeal || !hearing) throw new HttpError(409, M.noHearing);
    if (hearing.moveRequestedAt) throw new HttpError(409, M.moveAskedAlready);
    if (hearing.startsAt <= now) throw new HttpError(409, M.movePassed);
    await tx
      .update(hearings)
      .set({ moveReason: reason, moveRequestedAt: now })
      .where(and(eq(hearings.tenantId, tenantId), eq(hearings.id, hearing.id)));
    // The reason is the filer's words: kept on the hearing for the office, not copied into the trail.
    await recordAudit(tx, { tenantId, accountId: null, action: 'hearing-move-asked', parcelId: appeal.parcelId, detail: { appealId, hearing: hearing.id } });
  });
}

/** POST /office/hearings/{hearing}/move-request/refuse: the hearing stays; the filer is e-mailed why. */
export async function refuseHearingMove(
  db: Database,
  { tenantId, accountId, hearingId, note, now = new Date() }: { tenantId: string; accountId: string; hearingId: string; note: string; now?: Date },
) {
  await db.transaction(async (tx) => {
    const [hearing] = await tx
      .select()
      .from(hearings)
      .where(and(eq(hearings.tenantId, tenantId), eq(hearings.id, hearingId)))
      .for('update');
    if (!hearing) throw new HttpError(404, M.hearingNotFound);
    if (hearing.status !== 'scheduled' || !hearing.moveRequestedAt || hearing.moveAnswer) throw new HttpError(409, M.noMoveRequest);
    await tx
      .update(hearings)
      .set({ moveAnswer: 'refused', moveNote: note, moveAnsweredAt: now })
      .where(and(eq(hearings.tenantId, tenantId), eq(hearings.id, hearing.id)));
    await recordAudit(tx, { tenantId, accountId, action: 'hearing-move-refused', detail: { appealId: hearing.appealId, hearing: hearing.id } });
    await enqueueEmail(tx, { tenantId, kind: 'hearing-move-refused', payload: { appealId: hearing.appealId, hearingId: hearing.id } });
  });
}
