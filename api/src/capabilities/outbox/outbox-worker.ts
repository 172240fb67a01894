import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../../infrastructure/db/client';
import type { OutboxRow } from '../../infrastructure/db/schema';
import { DEFAULT_BACK_OFF, retryDelayMs, type BackOff } from './back-off';
import { DEFAULT_LIMITS } from '../../infrastructure/config/limit-settings';
import type { EmailSender, OutgoingEmail } from '../../infrastructure/mail/outgoing-email';
import { outboxDropped, outboxFailed, outboxRetried, outboxSent } from '../../infrastructure/metrics/portal-metrics';
import { admitToRecipients, claimDue, markDropped, markFailed, markRetry, markSent, type Admission } from './outbox-store';

/** Turns an outbox row into the message, reading the record and the county's settings; null: nothing to send any more. */
export type ComposeEmail = (row: OutboxRow) => Promise<OutgoingEmail | null>;

/** Where the worker writes what it did: outbox ids, kinds, counties, counts and error codes, never an address or a name. */
export interface OutboxLog {
  info(detail: Record<string, unknown>, message: string): void;
  warn(detail: Record<string, unknown>, message: string): void;
  error(detail: Record<string, unknown>, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  compose: ComposeEmail;
  sender: EmailSender;
  /** The worker's clock (tests pass their own); the database's rows are compared with it. */
  clock?: () => Date;
  /** How often an idle worker looks for due rows. */
  pollMs?: number;
  /** How long a claim lasts; longer than any send can take (the SMTP timeouts are shorter). */
  leaseMs?: number;
  batchSize?: number;
  backOff?: BackOff;
  /** E-mails in any 24 hours to an address that has confirmed nothing (LIMIT_UNCONFIRMED_EMAILS_PER_DAY); the rest are dropped. */
  unconfirmedPerDay?: number;
  workerId?: string;
  log?: OutboxLog;
  /**
   * True while the process has people waiting for an answer (app.requestsInFlight): the worker then
   * sends one batch a poll instead of one after another, so a surge of filings is answered first and
   * its e-mails follow as it eases (never fewer than batchSize e-mails a poll).
   */
  busy?: () => boolean;
}

export interface OutboxRun {
  sent: number;
  retried: number;
  failed: number;
  /** Not sent on purpose: over the daily limit of an address that has confirmed nothing. */
  dropped: number;
}

export interface OutboxWorker {
  readonly workerId: string;
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for the batch in hand. */
  stop(): Promise<void>;
  /** Claims and sends one batch now (tests, and `start`'s loop). */
  runOnce(): Promise<OutboxRun>;
}

const silent: OutboxLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** 2 minutes: nodemailer's timeouts (infrastructure/mail/smtp-sender.ts) end a stuck send well before. */
export const DEFAULT_LEASE_MS = 120_000;

/**
 * SMTP replies 5xx are permanent (an address the server will never accept): trying again would
 * not help. Connection errors and 4xx are worth another attempt.
 */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Why a send failed, for `last_error` and the log: the error code, the SMTP reply code and the
 * message with anything that looks like an e-mail address taken out (servers quote the recipient).
 */
export function describeSendError(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as { code?: string; responseCode?: number; message?: string };
  const text = String(message ?? error)
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
  return [code, responseCode, text].filter((part) => part !== undefined && part !== '').join(' ');
}

/**
 * The outbox worker (docs: api/README.md "E-mail"): claims due rows with a lease, composes and
 * sends each, marks it sent; a failure waits its back-off and is tried again, up to the limit.
 * Every API process runs one; the claim (outbox-store.ts) makes each row one worker's at a time.
 */
export function createOutboxWorker({
  db,
  compose,
  sender,
  clock = () => new Date(),
  pollMs = 1_000,
  leaseMs = DEFAULT_LEASE_MS,
  batchSize = 10,
  backOff = DEFAULT_BACK_OFF,
  unconfirmedPerDay = DEFAULT_LIMITS.mail.unconfirmedPerDay,
  workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  log = silent,
  busy = () => false,
}: OutboxWorkerOptions): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  const about = (row: OutboxRow) => ({ outboxId: row.id, kind: row.kind, tenant: row.tenantId, attempt: row.attempts });

  /** Not sent this time: tried again after its back-off, or given up (a permanent refusal, or the last attempt). */
  async function notSent(row: OutboxRow, error: unknown, run: OutboxRun): Promise<void> {
    const reason = describeSendError(error);
    if (isPermanent(error) || row.attempts >= backOff.maxAttempts) {
      await markFailed(db, row, reason);
      run.failed += 1;
      outboxFailed.inc({ kind: row.kind });
      log.error({ ...about(row), reason }, 'outbox: e-mail not sent, given up');
    } else {
      const next = new Date(clock().getTime() + retryDelayMs(row.attempts, backOff));
      await markRetry(db, row, next, reason);
      run.retried += 1;
      outboxRetried.inc({ kind: row.kind });
      log.warn({ ...about(row), reason, nextAttemptAt: next.toISOString() }, 'outbox: e-mail not sent, will retry');
    }
  }

  /**
   * A batch: composes each row, counts the unconfirmed recipients' e-mails against their daily
   * limit together (one transaction), sends one by one, and marks the sent ones in one statement
   * (should the process die before that, those few are sent again once their lease runs out, as
   * any e-mail sent but not yet marked is).
   */
  async function runOnce(): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, retried: 0, failed: 0, dropped: 0 };
    const rows = await claimDue(db, { workerId, now: clock(), leaseMs, limit: batchSize });
    // A record gone meanwhile has nothing to send (message null): marked sent, so it is not tried again.
    const ready: Array<{ row: OutboxRow; message: OutgoingEmail | null; unconfirmedRecipient?: string }> = [];
    for (const row of rows) {
      try {
        const composed = await compose(row);
        if (!composed) {
          log.warn(about(row), 'outbox: the record is gone, nothing to send');
          ready.push({ row, message: null });
          continue;
        }
        const { unconfirmedRecipient, ...message } = composed;
        ready.push({ row, message, unconfirmedRecipient });
      } catch (error) {
        await notSent(row, error, run);
      }
    }
    const limited = ready.filter((one) => one.unconfirmedRecipient).map(({ row, unconfirmedRecipient }) => ({ row, key: unconfirmedRecipient! }));
    let admissions = new Map<number, Admission>();
    try {
      admissions = await admitToRecipients(db, limited, { max: unconfirmedPerDay, now: clock() });
    } catch (error) {
      for (const { row } of limited) await notSent(row, error, run);
    }
    const sent: OutboxRow[] = [];
    for (const { row, message, unconfirmedRecipient } of ready) {
      if (unconfirmedRecipient) {
        const admitted = admissions.get(row.id);
        if (admitted === undefined) continue; // not counted: tried again (above)
        if (admitted === 'lost') {
          log.warn(about(row), 'outbox: the lease ran out before sending; another worker holds the row');
          continue;
        }
        if (admitted === 'over') {
          await markDropped(db, row, unconfirmedRecipient, `daily limit: ${unconfirmedPerDay} e-mails in 24 hours to an address that has confirmed nothing in the county`);
          run.dropped += 1;
          outboxDropped.inc({ kind: row.kind });
          log.info(about(row), 'outbox: not sent, the daily limit of an unconfirmed address is reached');
          continue;
        }
      }
      try {
        if (message) await sender.sendMail(message);
        sent.push(row);
      } catch (error) {
        await notSent(row, error, run);
      }
    }
    const marked = await markSent(db, sent, clock());
    for (const row of sent) {
      if (marked.has(row.id)) {
        run.sent += 1;
        outboxSent.inc({ kind: row.kind });
      } else log.warn(about(row), 'outbox: sent after the lease ran out; another worker holds the row');
    }
    return run;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((run) => {
          // A full batch: there may be more due now, sent at once unless requests are waiting.
          schedule(run.sent + run.retried + run.failed + run.dropped >= batchSize && !busy() ? 0 : pollMs);
        })
        .catch((error: unknown) => {
          log.error({ reason: describeSendError(error) }, 'outbox: poll failed');
          schedule(pollMs);
        });
    }, delay);
    timer.unref?.();
  }

  return {
    workerId,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
    runOnce,
  };
}
