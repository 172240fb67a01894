/** A stopping process that has not closed by then exits anyway (main.ts). */
export const SHUTDOWN_DEADLINE_MS = 30_000;

/**
 * DRAIN_DELAY_MS (default 0): how long a process answers /readyz with 503 before it stops
 * listening. Behind a load balancer that polls /readyz, its interval times the failures it needs;
 * behind the cluster's nginx it stays 0: the cluster script takes a process out of nginx before
 * stopping it.
 */
export function drainDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.DRAIN_DELAY_MS?.trim();
  if (!configured) return 0;
  const ms = Number(configured);
  if (!Number.isInteger(ms) || ms < 0 || ms >= SHUTDOWN_DEADLINE_MS) {
    throw new Error(`DRAIN_DELAY_MS must be a whole number of milliseconds from 0 to ${SHUTDOWN_DEADLINE_MS - 1}, not "${configured}".`);
  }
  return ms;
}
