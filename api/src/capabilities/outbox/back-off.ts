/** When a failed e-mail is tried again, and when the outbox gives up on it. */
export interface BackOff {
  /** The wait after the first failure; each later failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  capMs: number;
  /** Attempts in all; the last failure marks the row 'failed'. */
  maxAttempts: number;
}

/**
 * 1 min, 2, 4, 8 ... up to an hour, 10 attempts: about 4 hours 15 minutes of trying, which covers
 * a mail server restarted, upgraded or briefly unreachable, and still tells the office the same day
 * when it is really down.
 */
export const DEFAULT_BACK_OFF: BackOff = { baseMs: 60_000, capMs: 3_600_000, maxAttempts: 10 };

/** The wait after failed attempt number `attempt` (1 = the first). No jitter: the lease already spreads workers, and tests read exact times. */
export function retryDelayMs(attempt: number, { baseMs, capMs }: BackOff): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
