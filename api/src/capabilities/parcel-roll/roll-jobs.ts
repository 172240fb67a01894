import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RollJob } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import type { Actor } from '../counties/county-admin';
import { recordAudit } from '../staff/audit';
import { importRoll } from './roll-import';
import { loadLayout, RollRefusal } from './roll-layout';

/** One county's upload: where its file is, and what the screens read of it. */
interface Job {
  tenantId: string;
  view: RollJob;
  dir: string;
  rejectsFile: string | null;
  done: Promise<void>;
}

export interface RollJobStart {
  tenantId: string;
  /** The uploaded file, in the folder `reserve` gave. */
  file: string;
  fileName: string;
  layout: string;
  dryRun: boolean;
  /** A share (0.01: 1%). */
  maxRejects: number;
  actor: Actor;
  /** Who uploaded it, as the screens name them. */
  shownBy: string;
}

export const ROLL_JOB_MESSAGES = {
  busy: 'A parcel roll is already being loaded for this county. Wait until it is done, then upload the next one.',
  failed: "Something went wrong while loading the roll, so nothing was changed. Try again; if it happens again, tell whoever runs the portal's server.",
} as const;

/** The import's own refusal, in the console's words: its files are the upload's, not paths on the server. */
function refusalText(message: string, rejectsFile: string): string {
  return message.split(rejectsFile).join('the file of rejected rows').replace(' (--max-rejects)', ', the most you allowed');
}

/**
 * The console's roll imports (docs/parcel-rolls.md#from-the-county-console): run by the API process
 * that took the upload, in the background, at most one at a time per county; the last one of each
 * county is kept (its file and rejects in a folder of their own under the system's temporary
 * folder) until the next one starts or the process stops. Its progress lives in this process only:
 * behind a load balancer, the office asks the process that took the file (see the docs).
 */
export function rollJobs(db: Database, log: (message: string) => void) {
  const latest = new Map<string, Job>();
  // Counties whose upload is arriving: a second one is refused before its body is read.
  const arriving = new Set<string>();
  const isBusy = (tenantId: string) => arriving.has(tenantId) || latest.get(tenantId)?.view.state === 'running';

  const run = async (job: Job, start: RollJobStart) => {
    const { view } = job;
    try {
      const summary = await importRoll(db, {
        county: start.tenantId,
        file: start.file,
        layout: loadLayout(start.layout),
        dryRun: start.dryRun,
        maxRejects: start.maxRejects,
        by: start.actor.by,
        onProgress: ({ rows, bytes, seconds }) => Object.assign(view, { rows, bytes, rowsPerSecond: seconds > 0 ? Math.round(rows / seconds) : 0 }),
      });
      const { read, added, changed, unchanged, deactivated, refused, seconds } = summary;
      job.rejectsFile = summary.rejectsFile;
      Object.assign(view, { state: 'done', summary: { read, added, changed, unchanged, deactivated, refused, seconds }, hasRejects: Boolean(summary.rejectsFile) });
    } catch (error) {
      const rejects = `${start.file}.rejects.csv`;
      const refusal = error instanceof RollRefusal;
      if (!refusal) log(`county console: the roll import of ${start.tenantId} failed: ${(error as Error).message}`);
      job.rejectsFile = fs.existsSync(rejects) ? rejects : null;
      Object.assign(view, { state: 'failed', error: refusal ? refusalText(error.message, rejects) : ROLL_JOB_MESSAGES.failed, hasRejects: Boolean(job.rejectsFile) });
    }
    await recordAudit(db, {
      tenantId: start.tenantId,
      accountId: start.actor.accountId ?? null,
      action: 'parcel-roll-upload-finished',
      detail: { by: start.actor.by, job: view.id, state: view.state, summary: view.summary, error: view.error },
    }).catch((error: Error) => log(`county console: the audit row of roll upload ${view.id} was not written: ${error.message}`));
  };

  return {
    isBusy,
    /**
     * Holds the county's turn while its file arrives, in a new folder; null when another upload or
     * import holds it. `release` gives the turn back (and removes the folder) when the upload fails.
     */
    reserve(tenantId: string): { dir: string; release(): void } | null {
      if (isBusy(tenantId)) return null;
      arriving.add(tenantId);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-roll-'));
      return {
        dir,
        release: () => {
          arriving.delete(tenantId);
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    /** Starts the import of an arrived file; the county's previous upload and its files go. */
    async start(start: RollJobStart, dir: string): Promise<RollJob> {
      const view: RollJob = {
        id: randomUUID(),
        state: 'running',
        fileName: start.fileName,
        layout: start.layout,
        dryRun: start.dryRun,
        startedAt: new Date().toISOString(),
        by: start.shownBy,
        rows: 0,
        bytes: 0,
        totalBytes: fs.statSync(start.file).size,
        rowsPerSecond: 0,
        summary: null,
        error: null,
        hasRejects: false,
      };
      await recordAudit(db, {
        tenantId: start.tenantId,
        accountId: start.actor.accountId ?? null,
        action: 'parcel-roll-upload-started',
        detail: { by: start.actor.by, job: view.id, fileName: start.fileName, layout: start.layout, dryRun: start.dryRun, maxRejects: start.maxRejects, bytes: view.totalBytes },
      });
      const previous = latest.get(start.tenantId);
      if (previous) fs.rmSync(previous.dir, { recursive: true, force: true });
      const job: Job = { tenantId: start.tenantId, view, dir, rejectsFile: null, done: Promise.resolve() };
      latest.set(start.tenantId, job);
      arriving.delete(start.tenantId);
      job.done = run(job, start);
      return { ...view };
    },
    latest: (tenantId: string): RollJob | null => {
      const job = latest.get(tenantId);
      return job ? { ...job.view } : null;
    },
    /** The rejects file of one of the county's uploads (its last), or null. */
    rejectsOf(tenantId: string, id: string): { file: string; fileName: string } | null {
      const job = latest.get(tenantId);
      if (!job || job.view.id !== id || !job.rejectsFile || !fs.existsSync(job.rejectsFile)) return null;
      return { file: job.rejectsFile, fileName: `${job.view.fileName.replace(/\.csv$/i, '')}.rejects.csv` };
    },
    /** Waits for the imports running (an app closing must not pull the database from under them), then removes their files. */
    async close(): Promise<void> {
      await Promise.all([...latest.values()].map((job) => job.done));
      for (const job of latest.values()) fs.rmSync(job.dir, { recursive: true, force: true });
      latest.clear();
    },
  };
}

export type RollJobs = ReturnType<typeof rollJobs>;
