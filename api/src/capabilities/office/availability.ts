import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AVAILABILITY_MAX_SLOTS, AVAILABILITY_MESSAGES as M, type AvailabilityResult, type availabilityPatternSchema } from 'mfe-shared/schemas';
import type { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { places, timeSlots } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { sharedText } from '../../infrastructure/i18n/shared-texts';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { civilDate, dayNumber, parseCivilDate } from '../../infrastructure/clock/zoned-time';
import { recordAudit } from '../staff/audit';
import type { CountySettings } from '../tenants/server-settings';
import { patternDays, patternRange, patternStarts, startsInADay, startsInPattern } from './slot-pattern';

type Pattern = z.output<typeof availabilityPatternSchema>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface AvailabilityInput {
  tenantId: string;
  settings: CountySettings;
  pattern: Pattern;
  accountId: string;
  /** False: a preview, nothing is written. */
  apply: boolean;
  now?: Date;
}

const EMPTY: Omit<AvailabilityResult, 'action' | 'applied' | 'matched' | 'first' | 'last'> = { added: 0, alreadyThere: 0, removed: 0, kept: { booked: 0, held: 0 } };
const CHUNK = 500;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const span = (starts: Date[]) => ({ first: starts.length ? starts[0].toISOString() : null, last: starts.length ? starts[starts.length - 1].toISOString() : null });

/** A visitor's hold in force: the slot is theirs while they book. (An office hold has no token.) */
const visitorHold = sql<boolean>`(${timeSlots.holdTokenHash} is not null and coalesce(${timeSlots.reservedUntil} > now(), false))`;
/** Closed by the office: held until it starts, without a token, so nobody can reserve it. */
const officeClosed = sql<boolean>`(${timeSlots.holdTokenHash} is null and coalesce(${timeSlots.reservedUntil} > now(), false))`;
// Written out: drizzle leaves the columns of a one-table statement unqualified, which inside this subquery would name the meeting's own.
const hasMeeting = sql<boolean>`exists (select 1 from meetings m where m.tenant_id = time_slots.tenant_id and m.time_slot_id = time_slots.id)`;

/** The pattern's places, all of this county; for adding, all open. */
async function checkPlaces(db: Database, tenantId: string, pattern: Pattern) {
  const ids = [...new Set(pattern.places.map((id) => id.toLowerCase()))];
  const found = await db
    .select()
    .from(places)
    .where(and(eq(places.tenantId, tenantId), inArray(places.id, ids)));
  if (found.length !== ids.length) throw new HttpError(400, M.placeUnknown);
  const closed = found.find((place) => !place.active);
  if (pattern.action === 'add' && closed) throw new HttpError(400, sharedText.placeClosed(closed.name));
  return ids;
}

/** Before anything is read: a pattern in the past, of no day, or of too many slots is refused with what to change. */
function checkSize(pattern: Pattern, placeCount: number, timeZone: string, now: Date) {
  if (dayNumber(parseCivilDate(pattern.from)) < dayNumber(civilDate(now, timeZone))) throw new HttpError(400, M.dateInPast);
  const days = patternDays(pattern).length;
  if (!days) throw new HttpError(400, M.nothing);
  const planned = days * startsInADay(pattern).length * placeCount;
  if (pattern.action === 'add' && planned > AVAILABILITY_MAX_SLOTS) throw new HttpError(400, sharedText.tooManySlots(planned));
}

/** The slots of these places on the pattern's days (any time of day), with what decides their fate. */
function slotsInRange(db: Pick<Database, 'select'>, tenantId: string, placeIds: string[], range: { start: Date; end: Date }) {
  return db
    .select({ id: timeSlots.id, placeId: timeSlots.placeId, startTime: timeSlots.startTime, booked: timeSlots.booked, visitorHold, officeClosed, hasMeeting })
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), inArray(timeSlots.placeId, placeIds), gte(timeSlots.startTime, range.start), lt(timeSlots.startTime, range.end)));
}

/** One pattern at a time per county, so two administrators' patterns cannot both add the same slot. */
const lockCounty = (tx: Transaction, tenantId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`availability:${tenantId}`}, 0))`);

/** What a change did, and the slots in its places and days before and after it (for the audit trail). */
type Outcome = AvailabilityResult & { before: number; after: number };

async function addSlots(tx: Transaction, input: AvailabilityInput, placeIds: string[], timeZone: string): Promise<Outcome> {
  const { tenantId, pattern, apply } = input;
  const starts = patternStarts(pattern, timeZone);
  const existing = await slotsInRange(tx, tenantId, placeIds, patternRange(pattern, timeZone));
  const byKey = new Map(existing.map((slot) => [`${slot.placeId}|${slot.startTime.getTime()}`, slot]));
  const fresh: Array<typeof timeSlots.$inferInsert> = [];
  const reopen: string[] = [];
  let alreadyThere = 0;
  for (const placeId of placeIds) {
    for (const startTime of starts) {
      const slot = byKey.get(`${placeId}|${startTime.getTime()}`);
      if (!slot) fresh.push({ tenantId, placeId, startTime, durationMinutes: pattern.every });
      else if (slot.officeClosed && !slot.booked) reopen.push(slot.id);
      else alreadyThere += 1;
    }
  }
  if (apply) {
    for (const rows of chunks(fresh)) await tx.insert(timeSlots).values(rows);
    for (const ids of chunks(reopen)) {
      await tx
        .update(timeSlots)
        .set({ reservedUntil: null, holdClient: null, holdRange: null, holdStartedAt: null })
        .where(and(eq(timeSlots.tenantId, tenantId), inArray(timeSlots.id, ids), isNull(timeSlots.holdTokenHash), eq(timeSlots.booked, false)));
    }
  }
  const added = fresh.length + reopen.length;
  return {
    ...EMPTY,
    action: 'add',
    applied: apply,
    matched: starts.length * placeIds.length,
    added,
    alreadyThere,
    ...span(starts),
    before: existing.length,
    after: existing.length + fresh.length,
  };
}

async function removeSlots(tx: Transaction, input: AvailabilityInput, placeIds: string[], timeZone: string): Promise<Outcome> {
  const { tenantId, pattern, apply, now = new Date() } = input;
  const inRange = await slotsInRange(tx, tenantId, placeIds, patternRange(pattern, timeZone));
  const matched = inRange
    .filter((slot) => slot.startTime > now && startsInPattern(slot.startTime, pattern, timeZone))
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  if (matched.length > AVAILABILITY_MAX_SLOTS) throw new HttpError(400, sharedText.tooManySlots(matched.length));
  const kept = { booked: matched.filter((slot) => slot.booked).length, held: matched.filter((slot) => !slot.booked && slot.visitorHold).length };
  const removable = matched.filter((slot) => !slot.booked && !slot.visitorHold);
  let removed = removable.length;
  let deleted = removable.filter((slot) => !slot.hasMeeting).length;
  if (apply) {
    // Conditional again: a slot reserved or booked since it was read is kept, not removed under a visitor.
    const free = and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.booked, false), sql`not ${visitorHold}`);
    deleted = 0;
    let closed = 0;
    for (const ids of chunks(removable.filter((slot) => !slot.hasMeeting).map((slot) => slot.id))) {
      deleted += (
        await tx
          .delete(timeSlots)
          .where(and(free, inArray(timeSlots.id, ids), sql`not ${hasMeeting}`))
          .returning({ id: timeSlots.id })
      ).length;
    }
    // A cancelled meeting's record still points at its slot: that slot is closed instead (held by the office until it starts).
    for (const ids of chunks(removable.filter((slot) => slot.hasMeeting).map((slot) => slot.id))) {
      const rows = await tx
        .update(timeSlots)
        .set({ reservedUntil: timeSlots.startTime, holdTokenHash: null, holdClient: null, holdRange: null, holdStartedAt: null })
        .where(and(free, inArray(timeSlots.id, ids)))
        .returning({ id: timeSlots.id });
      closed += rows.length;
    }
    kept.held += removed - deleted - closed;
    removed = deleted + closed;
  }
  return {
    ...EMPTY,
    action: 'remove',
    applied: apply,
    matched: matched.length,
    removed,
    kept,
    ...span(matched.map((slot) => slot.startTime)),
    before: inRange.length,
    after: inRange.length - deleted,
  };
}

/**
 * POST /office/availability[/preview] (administrators): adds the pattern's slots at each
 * place (those already there are left, closed ones opened again), or removes the slots starting in
 * the pattern, never one that is booked or that a visitor holds while booking (they are counted as
 * kept). In one transaction with its audit row: who, the pattern, and the slots in its range before
 * and after. A preview answers the same counts and writes nothing.
 */
export async function changeAvailability(db: Database, input: AvailabilityInput): Promise<AvailabilityResult> {
  const { tenantId, settings, pattern, accountId, apply, now = new Date() } = input;
  const timeZone = countyTimeZone(settings);
  const placeIds = await checkPlaces(db, tenantId, pattern);
  checkSize(pattern, placeIds.length, timeZone, now);
  const run = async (tx: Transaction) => {
    if (apply) await lockCounty(tx, tenantId);
    const { before, after, ...result } = pattern.action === 'add' ? await addSlots(tx, input, placeIds, timeZone) : await removeSlots(tx, input, placeIds, timeZone);
    if (apply) {
      const { added, alreadyThere, removed, kept } = result;
      await recordAudit(tx, {
        tenantId,
        accountId,
        action: pattern.action === 'add' ? 'availability-added' : 'availability-removed',
        detail: {
          pattern: { ...pattern, places: placeIds },
          timeZone,
          ...(pattern.action === 'add' ? { added, alreadyThere } : { removed, kept }),
          before: { slots: before },
          after: { slots: after },
        },
      });
    }
    return result;
  };
  // A preview too, so its counts are of one moment.
  return db.transaction(run);
}
