import './support/load-outside-sandbox';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { outbox, type OutboxRow } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { claimDue, enqueueEmail, markSent } from '../src/capabilities/outbox/outbox-store';
import type { EmailSender, OutgoingEmail } from '../src/infrastructure/mail/outgoing-email';
import { createOutboxWorker, describeSendError, type ComposeEmail } from '../src/capabilities/outbox/outbox-worker';
import { fileTestAppeal } from './support/after-filing';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

/**
 * The outbox: every row sent exactly once by racing workers, nothing lost to a crash
 * between commit and send or to a mail server that is down, and the back-off on an injected clock.
 * On PostgreSQL the two workers have a connection pool each, as two API processes would.
 */
let target: TestDatabaseTarget;
let first: DatabaseHandle;
let second: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  target = await createTestDatabaseTarget();
  first = await openDatabase(target.options);
  await seedDemoTenants(first.db);
  await seedDemoParcels(first.db, 400);
  await seedDemoAppeals(first.db);
  // PGlite is one connection in one process: the second "process" shares it.
  second = target.options.databaseUrl ? await openDatabase(target.options) : first;
  app = buildApp({ db: first.db, distRoot: '/nonexistent-dist' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (second !== first) await second?.close();
  await first?.close();
  await target?.dispose();
});

beforeEach(async () => {
  await first.db.delete(outbox);
});

/** A message per row: the row id is all a test needs to count deliveries. */
const compose: ComposeEmail = async (row) => ({
  from: 'office@example.org',
  to: 'visitor@example.org',
  subject: `row ${row.id}`,
  text: 'text',
  html: '<p>html</p>',
  messageId: `<outbox-${row.id}@test>`,
});

/** Counts what reaches it; `fail` makes it refuse like a mail server that is down. */
function fakeSender(delayMs = 0) {
  const delivered: string[] = [];
  const sender: EmailSender & { delivered: string[]; fail: Error | null } = {
    delivered,
    fail: null,
    async sendMail(message: OutgoingEmail) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, Math.random() * delayMs));
      if (sender.fail) throw sender.fail;
      delivered.push(message.subject);
    },
  };
  return sender;
}

async function rows(): Promise<OutboxRow[]> {
  return first.db.select().from(outbox).orderBy(outbox.id);
}

async function enqueue(count: number) {
  for (let n = 0; n < count; n += 1) await enqueueEmail(first.db, { tenantId: 'harbor-county', kind: 'appeal-filed', payload: { appealId: `test-${n}` } });
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), { code: 'ECONNREFUSED' });

describe('writing to the outbox', () => {
  it('adds one row with the filing, in its transaction, and none for a refused filing', async () => {
    // A public filing's one e-mail is the confirmation link; the receipt follows the confirmation.
    const filed = await fileTestAppeal(app, 'harbor-county', undefined, { confirm: false });
    const written = await rows();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ tenantId: 'harbor-county', kind: 'appeal-confirm', payload: { appealId: filed.id }, status: 'pending', attempts: 0 });
    // No address or name in the row.
    expect(JSON.stringify(written[0])).not.toMatch(/@|Pat Example/);

    // The same parcel again with a value out of range: refused (400), so nothing more is written.
    const body = (await app.inject({ url: `/harbor-county/api/prc/${encodeURIComponent(filed.property.parcelId)}` })).json();
    expect(body.id).toBe(filed.property.parcelId);
    const again = await app.inject({
      method: 'POST',
      url: '/harbor-county/api/appeals',
      payload: {
        property: { id: filed.property.parcelId, owner: body.ownerName, type: body.type, address: body.address, value: body.value },
        appellant: { name: 'Pat Example', type: 'owner', phone: { number: '5555550142', extension: '' }, email: 'pat@example.org' },
        staff: null,
        windowId: filed.windowId,
        claimedValue: { amount: 1, currency: 'USD' },
        reasons: [{ id: 'market-value', title: 'Market value is too high', description: '' }],
        documents: [],
        compsPdf: null,
      },
    });
    expect(again.statusCode).toBe(400);
    expect(await rows()).toHaveLength(1);
  });
});

describe('the outbox worker', () => {
  it('sends each row exactly once while two workers race over the same database', async () => {
    await enqueue(60);
    const sender = fakeSender(5);
    const workers = [first, second].map((handle, n) => createOutboxWorker({ db: handle.db, compose, sender, batchSize: 7, workerId: `worker-${n}` }));
    // Each worker claims batch after batch, at the same time as the other, until nothing is due.
    const drain = async (worker: (typeof workers)[number]) => {
      let total = 0;
      for (;;) {
        const run = await worker.runOnce();
        if (run.sent + run.retried + run.failed === 0) return total;
        total += run.sent;
      }
    };
    const [a, b] = await Promise.all(workers.map(drain));
    expect(a + b).toBe(60);
    expect(sender.delivered).toHaveLength(60);
    expect(new Set(sender.delivered).size).toBe(60);
    const after = await rows();
    expect(after.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts === 1)).toBe(true);
    // Both took part (on PostgreSQL each with its own connections).
    expect(new Set(after.map((row) => row.lockedBy?.split('/')[0])).size).toBe(2);
  });

  it('sends each row once with the polling loops of two workers running', async () => {
    await enqueue(25);
    const sender = fakeSender(3);
    const workers = [first, second].map((handle, n) => createOutboxWorker({ db: handle.db, compose, sender, pollMs: 5, batchSize: 3, workerId: `loop-${n}` }));
    for (const worker of workers) worker.start();
    const deadline = Date.now() + 20_000;
    while (sender.delivered.length < 25 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(sender.delivered.sort()).toEqual([...new Set(sender.delivered)].sort());
    expect(sender.delivered).toHaveLength(25);
  });

  it('sends one batch a poll while requests are waiting, and one batch after another once none are', async () => {
    await enqueue(12);
    const sender = fakeSender();
    let waiting = true;
    const worker = createOutboxWorker({ db: first.db, compose, sender, pollMs: 400, batchSize: 3, busy: () => waiting, clock: () => new Date(Date.now() + 1_000) });
    worker.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 250));
      // Busy: the first batch only, the next a poll later.
      expect(sender.delivered).toHaveLength(3);
      waiting = false;
      const deadline = Date.now() + 10_000;
      while (sender.delivered.length < 12 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(sender.delivered).toHaveLength(12);
    } finally {
      await worker.stop();
    }
  });

  it('counts the e-mails of a batch against the daily limit of each recipient apart', async () => {
    await enqueue(6);
    const sender = fakeSender();
    // Rows 1, 3 and 5 of the batch to one address, the others to another: two a day each.
    const byRow: ComposeEmail = async (row) => ({ ...(await compose(row))!, unconfirmedRecipient: row.id % 2 ? 'digest-odd' : 'digest-even' });
    // A second ahead: the database stamps rows with microseconds, a Date has milliseconds, and a row stamped within the current one would not be due yet.
    const worker = createOutboxWorker({ db: first.db, compose: byRow, sender, batchSize: 6, unconfirmedPerDay: 2, clock: () => new Date(Date.now() + 1_000) });
    const run = await worker.runOnce();
    const after = await rows();
    expect(run).toEqual({ sent: 4, retried: 0, failed: 0, dropped: 2 });
    const sentTo = (key: string) => after.filter((row) => row.status === 'sent' && row.recipientKey === key).length;
    expect([sentTo('digest-odd'), sentTo('digest-even')]).toEqual([2, 2]);
    // The first two of each address went out; the third of each was dropped.
    expect(after.filter((row) => row.status === 'dropped').map((row) => row.id)).toEqual(after.slice(4).map((row) => row.id));
  });

  it('loses nothing when the process dies between commit and send: another worker sends the row once the lease runs out', async () => {
    await enqueue(1);
    const t0 = new Date(Date.now() + 1_000);
    // The first process claims the row, then dies before sending.
    const claimed = await claimDue(first.db, { workerId: 'crashed', now: t0, leaseMs: 120_000, limit: 10 });
    expect(claimed).toHaveLength(1);

    let now = new Date(t0.getTime() + 60_000);
    const sender = fakeSender();
    const restarted = createOutboxWorker({ db: second.db, compose, sender, clock: () => now, leaseMs: 120_000, workerId: 'restarted' });
    // Within the lease: not taken (the first process might still be sending).
    expect(await restarted.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
    // After it: sent, once.
    now = new Date(t0.getTime() + 120_001);
    expect(await restarted.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, dropped: 0 });
    expect(await restarted.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
    expect(sender.delivered).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps the row while the mail server is down, and sends it when it is back', async () => {
    const filed = await fileTestAppeal(app, 'harbor-county', undefined, { confirm: false });
    expect(filed.reference).toBeDefined();
    let now = new Date(Date.now() + 1_000);
    const sender = fakeSender();
    sender.fail = refused;
    const worker = createOutboxWorker({ db: first.db, compose, sender, clock: () => now });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0, dropped: 0 });
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:1025' });

    sender.fail = null;
    now = new Date(now.getTime() + 60_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, dropped: 0 });
    expect(sender.delivered).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('waits 1, 2, 4, 4 ... back-off units on the injected clock, then gives up after the last attempt', async () => {
    await enqueue(1);
    const t0 = new Date(Date.now() + 1_000);
    let now = t0;
    const sender = fakeSender();
    sender.fail = refused;
    const worker = createOutboxWorker({ db: first.db, compose, sender, clock: () => now, backOff: { baseMs: 1_000, capMs: 4_000, maxAttempts: 5 } });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0, dropped: 0 });
      const [row] = await rows();
      const wait = row.nextAttemptAt.getTime() - now.getTime();
      waits.push(wait);
      // One millisecond early: not due.
      now = new Date(now.getTime() + wait - 1);
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
      now = new Date(now.getTime() + 1);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
    // The fifth attempt is the last.
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1, dropped: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    now = new Date(now.getTime() + 86_400_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
    expect(sender.delivered).toHaveLength(0);
  });

  it('gives up at once on a permanent refusal, and keeps no address in last_error', async () => {
    await enqueue(1);
    const sender = fakeSender();
    sender.fail = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <pat@example.org>: Recipient address rejected"), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    const worker = createOutboxWorker({ db: first.db, compose, sender, clock: () => new Date(Date.now() + 1_000) });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1, dropped: 0 });
    const [row] = await rows();
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('550');
    expect(row.lastError).not.toContain('@');
    expect(describeSendError(new Error('to "Pat" <pat@example.org>'))).toBe('to "Pat" <[address]>');
  });

  it('sends an unconfirmed address at most its daily limit while two workers race over its e-mails, and marks the rest dropped', async () => {
    await enqueue(30);
    const sender = fakeSender(5);
    // What the composer says of a visitor's e-mail to an address that has confirmed nothing: its digest.
    const limited: ComposeEmail = async (row) => ({ ...(await compose(row))!, unconfirmedRecipient: 'digest-of-one-address' });
    const workers = [first, second].map((handle, n) =>
      createOutboxWorker({ db: handle.db, compose: limited, sender, batchSize: 4, unconfirmedPerDay: 3, workerId: `worker-${n}` }),
    );
    const drain = async (worker: (typeof workers)[number]) => {
      for (;;) {
        const run = await worker.runOnce();
        if (run.sent + run.retried + run.failed + run.dropped === 0) return;
      }
    };
    await Promise.all(workers.map(drain));
    expect(sender.delivered).toHaveLength(3);
    const after = await rows();
    expect(after.filter((row) => row.status === 'sent')).toHaveLength(3);
    expect(after.filter((row) => row.status === 'dropped' && /^daily limit/.test(row.lastError ?? ''))).toHaveLength(27);
  });

  it('does not let a worker whose lease ran out mark a row another worker has claimed', async () => {
    await enqueue(1);
    const t0 = new Date(Date.now() + 1_000);
    const [stale] = await claimDue(first.db, { workerId: 'slow', now: t0, leaseMs: 1_000, limit: 1 });
    const [fresh] = await claimDue(second.db, { workerId: 'fresh', now: new Date(t0.getTime() + 2_000), leaseMs: 1_000, limit: 1 });
    expect(fresh.id).toBe(stale.id);
    expect(await markSent(first.db, [stale], new Date())).toEqual(new Set());
    expect(await markSent(second.db, [fresh], new Date())).toEqual(new Set([fresh.id]));
    const [row] = await rows();
    expect(row.status).toBe('sent');
  });
});
