import { and, asc, eq, gt, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import { HEARING_MESSAGES as M, mayMove } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { hearingPanels, hearings, hearingSessions, type AppealRow, type HearingPanelRow, type HearingSessionRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText } from '../../infrastructure/i18n/local-text';
import { lapseIfDue } from '../appeal-lifecycle/appeal-offers';
import { asAppealStatus, checkMove, moveNotAllowed, recordMove } from '../appeal-lifecycle/record-move';
import { findAppealForUpdate, STATUS_MESSAGES } from '../appeals/appeal-status';
import type { CountySettings } from '../tenants/server-settings';
import { lockPanel } from './hearing-panels';

// Scheduling hearings on a panel (docs/product.md#hearings): one at a time chosen by staff, or a
// selection from the queue at the panel's next free times. Each takes the panel's row lock first,
// so two schedulings of one panel never interleave, and a time is taken once.

const MINUTE = 60_000;

interface Taken {
  startsAt: Date;
  minutes: number;
}

const overlaps = (a: Taken, start: Date, minutes: number) =>
  a.startsAt.getTime() < start.getTime() + minutes * MINUTE && start.getTime() < a.startsAt.getTime() + a.minutes * MINUTE;

/** The earliest a hearing may be: the notice must reach the filer `appeal.hearing_notice_days` before. */
const earliestFor = (settings: CountySettings, now: Date) => new Date(now.getTime() + settings['appeal.hearing_notice_days'] * 24 * 60 * MINUTE);

function noticeRefusal(settings: CountySettings): HttpError {
  const days = settings['appeal.hearing_notice_days'];
  return new HttpError(409, localText('shared.HEARING_MESSAGES.tooSoon', M.tooSoon(days), { days }));
}

/** The panel's scheduled hearings from `from` on, for the overlap checks. */
async function takenTimes(tx: Database, panel: HearingPanelRow, from: Date): Promise<Taken[]> {
  return tx
    .select({ startsAt: hearings.startsAt, minutes: hearings.minutes })
    .from(hearings)
    .where(
      and(
        eq(hearings.tenantId, panel.tenantId),
        eq(hearings.panelId, panel.id),
        eq(hearings.status, 'scheduled'),
        gte(hearings.startsAt, new Date(from.getTime() - 24 * 60 * MINUTE)),
      ),
    )
    .orderBy(asc(hearings.startsAt));
}

/**
 * Writes the hearing and its 'hearing-scheduled' step (the filer's notice goes with the step's
 * e-mail). The step first: it moves a hearing the appeal had (recordMove), and a filer's request
 * to move it is answered by the new one.
 */
async function writeHearing(tx: Database, appeal: AppealRow, panel: HearingPanelRow, session: HearingSessionRow, startsAt: Date, minutes: number, accountId: string) {
  if (appeal.status === 'hearing-scheduled') {
    await tx
      .update(hearings)
      .set({ moveAnswer: 'moved', moveAnsweredAt: new Date() })
      .where(
        and(
          eq(hearings.tenantId, appeal.tenantId),
          eq(hearings.appealId, appeal.id),
          eq(hearings.status, 'scheduled'),
          isNotNull(hearings.moveRequestedAt),
          isNull(hearings.moveAnswer),
        ),
      );
  }
  const moved = await recordMove(tx, appeal, { to: 'hearing-scheduled', actor: 'staff', accountId, hearingAt: startsAt, audit: { panel: panel.id } });
  const [hearing] = await tx
    .insert(hearings)
    .values({ tenantId: appeal.tenantId, appealId: appeal.id, panelId: panel.id, sessionId: session.id, startsAt, minutes, changeId: moved.changeId })
    .returning();
  return { id: hearing.id, appeal: appeal.id, reference: appeal.reference, startsAt: startsAt.toISOString(), minutes, panel: panel.id };
}

/** The locked, confirmed appeal a staff member names, with a late offer lapsed first. */
async function appealToHear(tx: Database, tenantId: string, idOrReference: string, now: Date): Promise<AppealRow> {
  const locked = await findAppealForUpdate(tx, tenantId, idOrReference);
  if (!locked) throw new HttpError(404, STATUS_MESSAGES.notFound);
  if (!locked.confirmedAt) throw new HttpError(409, STATUS_MESSAGES.notConfirmed);
  return lapseIfDue(tx, locked, now);
}

/**
 * POST /office/hearings: one appeal at the time staff chose, in one of the panel's sessions, on its
 * grid; without a time, at the panel's next free one (chosen under the panel's lock, so it is still
 * free when written). An appeal with a hearing has it moved.
 */
export async function scheduleHearing(
  db: Database,
  {
    tenantId,
    accountId,
    appeal: idOrReference,
    panel: panelId,
    startsAt,
    settings,
    now = new Date(),
  }: { tenantId: string; accountId: string; appeal: string; panel: string; startsAt?: Date; settings: CountySettings; now?: Date },
) {
  const minutes = settings['appeal.hearing_minutes'];
  return db.transaction(async (tx) => {
    const panel = await lockPanel(tx, tenantId, panelId);
    const appeal = await appealToHear(tx, tenantId, idOrReference, now);
    checkMove(asAppealStatus(appeal.status), 'hearing-scheduled', 'staff');
    if (!startsAt) {
      const next = (await panelFreeTimes(tx, panel, earliestFor(settings, now), minutes)).next();
      if (next.done) throw new HttpError(409, M.noFreeTimes);
      return writeHearing(tx, appeal, panel, next.value.session, next.value.startsAt, minutes, accountId);
    }
    if (startsAt < earliestFor(settings, now)) throw noticeRefusal(settings);
    const end = new Date(startsAt.getTime() + minutes * MINUTE);
    const [session] = await tx
      .select()
      .from(hearingSessions)
      .where(and(eq(hearingSessions.tenantId, tenantId), eq(hearingSessions.panelId, panel.id), lte(hearingSessions.startsAt, startsAt), gte(hearingSessions.endsAt, end)))
      .limit(1);
    if (!session) throw new HttpError(409, M.notInSession);
    if ((startsAt.getTime() - session.startsAt.getTime()) % (minutes * MINUTE) !== 0) {
      throw new HttpError(409, localText('shared.HEARING_MESSAGES.notOnTheGrid', M.notOnTheGrid(minutes), { minutes }));
    }
    if ((await takenTimes(tx, panel, startsAt)).some((taken) => overlaps(taken, startsAt, minutes))) throw new HttpError(409, M.panelBusy);
    return writeHearing(tx, appeal, panel, session, startsAt, minutes, accountId);
  });
}

/** The panel's free times from `from`, in order: each session's grid less what is taken. */
function* freeTimes(sessions: HearingSessionRow[], taken: Taken[], from: Date, minutes: number): Generator<{ session: HearingSessionRow; startsAt: Date }> {
  for (const session of sessions) {
    for (let at = session.startsAt.getTime(); at + minutes * MINUTE <= session.endsAt.getTime(); at += minutes * MINUTE) {
      const startsAt = new Date(at);
      if (startsAt < from || taken.some((time) => overlaps(time, startsAt, minutes))) continue;
      yield { session, startsAt };
    }
  }
}

/** The panel's free times from `start` (its sessions that end after it, less what is taken), lazily. */
async function panelFreeTimes(tx: Database, panel: HearingPanelRow, start: Date, minutes: number) {
  const sessions = await tx
    .select()
    .from(hearingSessions)
    .where(and(eq(hearingSessions.tenantId, panel.tenantId), eq(hearingSessions.panelId, panel.id), gt(hearingSessions.endsAt, start)))
    .orderBy(asc(hearingSessions.startsAt));
  return freeTimes(sessions, await takenTimes(tx, panel, start), start, minutes);
}

/**
 * GET /office/panels/{panel}/free-times: the first `limit` times the panel could hear an appeal,
 * from `from` but never sooner than the notice allows. A reading: another scheduling may take one
 * before it is chosen, and POST /office/hearings then refuses it.
 */
export async function listFreeTimes(
  db: Database,
  { tenantId, panelId, from, limit, settings, now = new Date() }: { tenantId: string; panelId: string; from?: Date; limit: number; settings: CountySettings; now?: Date },
) {
  const minutes = settings['appeal.hearing_minutes'];
  const earliest = earliestFor(settings, now);
  const start = from && from > earliest ? from : earliest;
  const [panel] = await db
    .select()
    .from(hearingPanels)
    .where(and(eq(hearingPanels.tenantId, tenantId), eq(hearingPanels.id, panelId)));
  if (!panel || !panel.active) throw new HttpError(404, M.panelNotFound);
  const results: Array<{ startsAt: string }> = [];
  for (const free of await panelFreeTimes(db, panel, start, minutes)) {
    if (results.length === limit) break;
    results.push({ startsAt: free.startsAt.toISOString() });
  }
  return { minutes, results };
}

export interface BulkResult {
  scheduled: Array<Awaited<ReturnType<typeof writeHearing>>>;
  refused: Array<{ appeal: string; message: string }>;
}

/**
 * POST /office/hearings/bulk: a selection from the queue, in its order, each at the panel's next
 * free time from `from` (never before the notice allows). An appeal that cannot be heard is refused
 * with why, the others scheduled: one transaction, the panel locked throughout.
 */
export async function bulkSchedule(
  db: Database,
  {
    tenantId,
    accountId,
    appeals: selection,
    panel: panelId,
    from,
    settings,
    now = new Date(),
  }: { tenantId: string; accountId: string; appeals: string[]; panel: string; from?: Date; settings: CountySettings; now?: Date },
): Promise<BulkResult> {
  const minutes = settings['appeal.hearing_minutes'];
  const earliest = earliestFor(settings, now);
  const start = from && from > earliest ? from : earliest;
  return db.transaction(async (tx) => {
    const panel = await lockPanel(tx, tenantId, panelId);
    const free = await panelFreeTimes(tx, panel, start, minutes);
    const result: BulkResult = { scheduled: [], refused: [] };
    for (const idOrReference of [...new Set(selection)]) {
      const appeal = await appealToHear(tx, tenantId, idOrReference, now).catch((error: unknown) => {
        if (error instanceof HttpError) return error;
        throw error;
      });
      if (appeal instanceof HttpError) {
        result.refused.push({ appeal: idOrReference, message: appeal.message });
        continue;
      }
      const from = asAppealStatus(appeal.status);
      // A selection schedules first hearings; moving one is done one at a time.
      if (!mayMove('schedule-hearing', from, 'staff')) {
        result.refused.push({ appeal: appeal.reference, message: moveNotAllowed(from, 'hearing-scheduled') });
        continue;
      }
      const next = free.next();
      if (next.done) {
        result.refused.push({ appeal: appeal.reference, message: M.noFreeTimes });
        continue;
      }
      result.scheduled.push(await writeHearing(tx, appeal, panel, next.value.session, next.value.startsAt, minutes, accountId));
    }
    return result;
  });
}
