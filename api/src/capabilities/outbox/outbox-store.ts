import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { outbox, type OutboxRow } from '../../infrastructure/db/schema';

/** What an outbox row asks the worker to send (capabilities/emails/compose-email.ts turns each into a message). */
export type OutboxKind =
  | 'appeal-confirm'
  | 'appeal-filed'
  | 'appeal-status-changed'
  | 'appeal-draft-saved'
  | 'meeting-booked'
  | 'meeting-rescheduled'
  | 'meeting-cancelled'
  | 'change-request-received'
  | 'change-request-answered'
  | 'status-links'
  | 'staff-invitation'
  | 'hearing-move-refused';

/** Anything that runs statements: the database, or the transaction of the change being reported. */
type Queryable = Pick<Database, 'insert'>;

/**
 * Adds an e-mail to the outbox. Call it with the transaction of the change it reports, so the
 * e-mail exists exactly when the change does: a rollback leaves neither, a commit both, and a crash
 * after the commit leaves the row for a worker. `payload` holds ids and facts, never an address or
 * a name (the worker reads those when it sends).
 */
export async function enqueueEmail(tx: Queryable, row: { tenantId: string; kind: OutboxKind; payload: object }): Promise<void> {
  await tx.insert(outbox).values(row);
}

/**
 * Claims up to `limit` due rows for one worker, in one statement: the inner SELECT (run once) locks them FOR
 * UPDATE SKIP LOCKED, so two workers claiming at once on PostgreSQL take different rows, and a row
 * whose lock a claimer waits out is checked again against the condition (its new lease excludes
 * it). On PGlite (one connection, statements one at a time) the same statement is simply atomic.
 * The lease (`claimedUntil`) is what makes a claim last beyond the statement: until it runs out no
 * other worker takes the row; after it (the claimer died between claim and send, or between send
 * and marking) any worker may. `lockedBy` is new for every claim, so a worker whose lease ran out
 * can no longer mark the row (another claim owns it).
 */
export async function claimDue(db: Database, { workerId, now, leaseMs, limit }: { workerId: string; now: Date; leaseMs: number; limit: number }): Promise<OutboxRow[]> {
  const claim = `${workerId}/${randomUUID()}`;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now), or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, now))))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ claimedUntil: new Date(now.getTime() + leaseMs), lockedBy: claim, attempts: sql`${outbox.attempts} + 1` })
    // ANY(ARRAY(...)), not IN (...): the planner may run an IN subquery again for each row it
    // updates (a nested-loop semi join), and each run, seeing the rows just claimed as taken, locks
    // the next ones: one worker then claimed every due row, whatever `limit` said. An ARRAY
    // subquery is run once.
    .where(and(sql`${outbox.id} = any(array(${due}))`, eq(outbox.status, 'pending')))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Only the claim that holds a row may settle it: the rows of `rows` their claims still hold (the
 * claims of one batch: its lease has not run out and no other worker took them).
 */
const heldByAll = (rows: OutboxRow[]) =>
  and(
    inArray(
      outbox.id,
      rows.map((row) => row.id),
    ),
    inArray(outbox.lockedBy, [...new Set(rows.map((row) => row.lockedBy ?? ''))]),
    eq(outbox.status, 'pending'),
  );
const heldBy = (row: OutboxRow) => heldByAll([row]);

/**
 * Sent: never claimed again. One statement for a batch's sent rows; answers the ids it marked (a row
 * missing from them was sent after its claim was lost: its lease ran out and another worker took it).
 */
export async function markSent(db: Database, rows: OutboxRow[], now: Date): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const done = await db.update(outbox).set({ status: 'sent', sentAt: now, claimedUntil: null, lastError: null }).where(heldByAll(rows)).returning({ id: outbox.id });
  return new Set(done.map((row) => row.id));
}

/** Not sent this time: due again at `nextAttemptAt`. */
export async function markRetry(db: Database, row: OutboxRow, nextAttemptAt: Date, error: string): Promise<void> {
  await db.update(outbox).set({ nextAttemptAt, claimedUntil: null, lockedBy: null, lastError: error }).where(heldBy(row));
}

/** The daily limit of an address that has confirmed nothing (outbox-worker.ts): e-mails in any 24 hours, and the window. */
export interface RecipientDayLimit {
  max: number;
  now: Date;
  windowMs?: number;
}

export const RECIPIENT_DAY_MS = 24 * 3_600_000;

export type Admission = 'admitted' | 'over' | 'lost';

/**
 * Counts a batch's e-mails against their recipients' daily limits, each row with its recipient's
 * `key`: 'admitted' (and the row counted, at `now`) while fewer than `max` e-mails to its key in the
 * county were counted in the last 24 hours, 'over' once the day's are used up, 'lost' when the
 * claim on the row was lost meanwhile. A row counted once (sent, then tried again) stays counted.
 * One transaction for the batch: it takes each recipient's advisory lock (in key order, so two
 * workers never wait for each other crosswise), so two workers counting for one address at once
 * (PostgreSQL) wait for each other and the limit holds across API processes; then one statement
 * counts every recipient's day (run after the locks, it sees what the other worker counted before
 * it let go) and one marks the admitted rows.
 */
export async function admitToRecipients(
  db: Database,
  wanted: Array<{ row: OutboxRow; key: string }>,
  { max, now, windowMs = RECIPIENT_DAY_MS }: RecipientDayLimit,
): Promise<Map<number, Admission>> {
  const answers = new Map<number, Admission>();
  const toCount = wanted.filter(({ row, key }) => {
    const counted = row.recipientKey === key && row.countedAt !== null;
    if (counted) answers.set(row.id, 'admitted');
    return !counted;
  });
  if (toCount.length === 0) return answers;
  const lockName = (row: OutboxRow, key: string) => `outbox-recipient:${row.tenantId}:${key}`;
  const names = [...new Set(toCount.map(({ row, key }) => lockName(row, key)))].sort();
  return db.transaction(async (tx) => {
    const list = sql.join(
      names.map((name) => sql`(${name})`),
      sql`, `,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(name, 0)) from (select name from (values ${list}) as names(name) order by name) as ordered`);
    const recipients = or(...toCount.map(({ row, key }) => and(eq(outbox.tenantId, row.tenantId), eq(outbox.recipientKey, key))));
    const counts = await tx
      .select({ tenantId: outbox.tenantId, key: outbox.recipientKey, counted: count() })
      .from(outbox)
      .where(
        and(
          recipients,
          gt(outbox.countedAt, new Date(now.getTime() - windowMs)),
          notInArray(
            outbox.id,
            toCount.map(({ row }) => row.id),
          ),
        ),
      )
      .groupBy(outbox.tenantId, outbox.recipientKey);
    const day = new Map(counts.map((found) => [`${found.tenantId}:${found.key}`, found.counted]));
    const admitted: Array<{ row: OutboxRow; key: string }> = [];
    for (const one of toCount) {
      const name = `${one.row.tenantId}:${one.key}`;
      const counted = day.get(name) ?? 0;
      if (counted >= max) answers.set(one.row.id, 'over');
      else {
        day.set(name, counted + 1);
        admitted.push(one);
      }
    }
    if (admitted.length) {
      const keyOf = sql.join([sql`case ${outbox.id}`, ...admitted.map(({ row, key }) => sql`when ${row.id} then ${key}`), sql`end`], sql` `);
      const marked = await tx
        .update(outbox)
        .set({ recipientKey: keyOf, countedAt: now })
        .where(heldByAll(admitted.map(({ row }) => row)))
        .returning({ id: outbox.id });
      const held = new Set(marked.map((row) => row.id));
      for (const { row } of admitted) answers.set(row.id, held.has(row.id) ? 'admitted' : 'lost');
    }
    return answers;
  });
}

/** Not sent, on purpose, and never tried again: `reason` says why (no address in it). Kept, so the outbox shows every e-mail owed. */
export async function markDropped(db: Database, row: OutboxRow, key: string, reason: string): Promise<void> {
  await db.update(outbox).set({ status: 'dropped', recipientKey: key, claimedUntil: null, lastError: reason }).where(heldBy(row));
}

/** Given up: a permanent refusal, or the last attempt failed. Kept for the office to see. */
export async function markFailed(db: Database, row: OutboxRow, error: string): Promise<void> {
  await db.update(outbox).set({ status: 'failed', claimedUntil: null, lastError: error }).where(heldBy(row));
}
