import type { Database } from '../../infrastructure/db/client';
import type { FileStorage } from './file-storage';
import { lapseDueOffers } from '../appeal-lifecycle/appeal-offers';
import { deleteLapsedRows } from '../retention/lapsed-rows';
import { sweepUnattachedFiles, type SweepResult } from './unattached-files';

export interface FileSweeperLog {
  info(detail: Record<string, unknown>, message: string): void;
  warn(detail: Record<string, unknown>, message: string): void;
}

export interface FileSweeperOptions {
  db: Database;
  storage: FileStorage;
  maxAgeMs: number;
  /** How often the sweep runs; a quarter of the age, at most every 10 minutes, by default. */
  intervalMs?: number;
  /** Files per transaction; a sweep takes batches until none is left. */
  batchSize?: number;
  clock?: () => Date;
  log?: FileSweeperLog;
}

export interface FileSweeper {
  start(): void;
  /** Stops the timer and waits for the sweep in hand. */
  stop(): Promise<void>;
  /** One whole sweep now (tests, and `start`'s timer). */
  runOnce(): Promise<SweepResult>;
}

const silent: FileSweeperLog = { info: () => undefined, warn: () => undefined };

/**
 * Deletes uploads and comparables PDFs that nothing holds once they are `maxAgeMs` old
 * (unattached-files.ts), after the unconfirmed appeals and saved drafts that lapsed. Every API process runs one; the claim there keeps them from taking the
 * same files, so no process needs to be the only sweeper.
 */
export function createFileSweeper({
  db,
  storage,
  maxAgeMs,
  intervalMs = Math.min(10 * 60_000, Math.max(1_000, maxAgeMs / 4)),
  batchSize = 500,
  clock = () => new Date(),
  log = silent,
}: FileSweeperOptions): FileSweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  // Set by stop() only: a sweep in hand finishes its batch and takes no more.
  let stopping = false;

  async function runOnce(): Promise<SweepResult> {
    const total: SweepResult = { deleted: 0, bytesLeft: 0 };
    const now = clock();
    // First what holds files and lapsed (capabilities/retention/lapsed-rows.ts), so their files go in this sweep.
    for (;;) {
      const lapsed = await deleteLapsedRows(db, now, batchSize);
      if (lapsed.appeals + lapsed.drafts > 0) log.info({ ...lapsed }, 'retention: unconfirmed appeals and lapsed drafts deleted');
      if (Math.max(lapsed.appeals, lapsed.drafts) < batchSize || stopping) break;
    }
    // Offers whose time to answer passed count as declined (appeal-lifecycle/appeal-offers.ts); a move of the appeal lapses them too.
    const offers = await lapseDueOffers(db, now, batchSize);
    if (offers > 0) log.info({ offers }, 'appeals: offers not answered in time lapsed');
    const before = new Date(now.getTime() - maxAgeMs);
    for (;;) {
      const batch = await sweepUnattachedFiles(db, storage, { before, now, limit: batchSize, warn: (message) => log.warn({}, message) });
      total.deleted += batch.deleted;
      total.bytesLeft += batch.bytesLeft;
      if (batch.deleted + batch.bytesLeft < batchSize || stopping) break;
    }
    if (total.deleted + total.bytesLeft > 0) log.info({ ...total }, 'files: unattached uploads deleted');
    return total;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: Error) => log.warn({ reason: error.message }, 'files: sweep failed, trying again later'))
        .finally(() => schedule(intervalMs));
    }, delay);
    timer.unref?.();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      // At once: a process that was down for a while has files waiting.
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
    runOnce,
  };
}
