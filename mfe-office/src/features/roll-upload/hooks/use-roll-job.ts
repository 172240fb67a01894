import { useEffect, useRef } from 'react';
import { usePortal } from 'mfe-shared';
import type { RollJobResponse } from 'mfe-shared/schemas';
import { fetchRollJob } from '../../../api/office-api';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';

/** How often a running import's progress is read. */
const PROGRESS_EVERY_MS = 1_000;

/**
 * The county's last roll upload, read again each second while its import runs. `onEnd` is told
 * once when an import seen running ends (the screen moves the focus to its outcome then).
 */
export function useRollJob(onEnd: (state: 'done' | 'failed') => void) {
  const { api } = usePortal();
  const read = useOfficeRead(officeKeys.rollJob(), (signal) => fetchRollJob(api, signal), {
    every: (answer: RollJobResponse | undefined) => (answer?.job?.state === 'running' ? PROGRESS_EVERY_MS : false),
  });
  const job = read.value?.job ?? null;
  const seenRunning = useRef<string | null>(null);
  const latestOnEnd = useRef(onEnd);
  latestOnEnd.current = onEnd;
  useEffect(() => {
    if (!job) return;
    if (job.state === 'running') seenRunning.current = job.id;
    else if (seenRunning.current === job.id) {
      seenRunning.current = null;
      latestOnEnd.current(job.state);
    }
  }, [job]);
  return { ...read, job };
}
