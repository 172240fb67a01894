import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../../infrastructure/db/client';
import type { OutboxRow } from '../../infrastructure/db/schema';
import { DEFAULT_BACK_OFF, retryDelayMs, type BackOff } from './back-off';
import { DEFAULT_LIMITS } from '../../infrastructure/config/limit-settings';
import type { EmailSender, OutgoingEmail } from '../../infrastructure/mail/outgoing-email';
import { admitToRecipient, claimDue, markDropped, markFailed, markRetry, markSent } from './outbox-store';

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
}: OutboxWorkerOptions): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function deliver(row: OutboxRow, run: OutboxRun): Promise<void> {
    const about = { outboxId: row.id, kind: row.kind, tenant: row.tenantId, attempt: row.attempts };
    try {
      const composed = await compose(row);
      if (composed) {
        const { unconfirmedRecipient, ...message } = composed;
        if (unconfirmedRecipient) {
          const admitted = await admitToRecipient(db, row, unconfirmedRecipient, { max: unconfirmedPerDay, now: clock() });
          if (admitted === 'lost') return void log.warn(about, 'outbox: the lease ran out before sending; another worker holds the row');
          if (admitted === 'over') {
            await markDropped(db, row, unconfirmedRecipient, `daily limit: ${unconfirmedPerDay} e-mails in 24 hours to an address that has confirmed nothing in the county`);
            run.dropped += 1;
            log.info(about, 'outbox: not sent, the daily limit of an unconfirmed address is reached');
            return;
          }
        }
        await sender.sendMail(message);
      } else log.warn(about, 'outbox: the record is gone, nothing to send');
    } catch (error) {
      const reason = describeSendError(error);
      if (isPermanent(error) || row.attempts >= backOff.maxAttempts) {
        await markFailed(db, row, reason);
        run.failed += 1;
        log.error({ ...about, reason }, 'outbox: e-mail not sent, given up');
      } else {
        const next = new Date(clock().getTime() + retryDelayMs(row.attempts, backOff));
        await markRetry(db, row, next, reason);
        run.retried += 1;
        log.warn({ ...about, reason, nextAttemptAt: next.toISOString() }, 'outbox: e-mail not sent, will retry');
      }
      return;
    }
    if (await markSent(db, row, clock())) run.sent += 1;
    else log.warn(about, 'outbox: sent after the lease ran out; another worker holds the row');
  }

  async function runOnce(): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, retried: 0, failed: 0, dropped: 0 };
    const rows = await claimDue(db, { workerId, now: clock(), leaseMs, limit: batchSize });
    for (const row of rows) await deliver(row, run);
    return run;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((run) => {
          // A full batch: there may be more due now.
          schedule(run.sent + run.retried + run.failed + run.dropped >= batchSize ? 0 : pollMs);
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
