import type { Env } from './variable-rules';

/**
 * Demo mode (README "Demo mode"): what a start writes besides the migrations. DEMO=1 or DEMO=0 says
 * it; unset, it is on unless NODE_ENV=production, so `npm start` shows the demo counties and a
 * production start writes nothing of them.
 */
export interface DemoMode {
  /** Write the demo counties, their parcels, appeals and meetings. */
  counties: boolean;
  /**
   * Also the demo staff accounts, whose password is in the README: never with NODE_ENV=production,
   * even when DEMO=1 asks for the demo counties there (and never beside a real county: seed-at-start.ts).
   */
  staffAccounts: boolean;
}

const ON = new Set(['1', 'true', 'yes', 'on']);
const OFF = new Set(['0', 'false', 'no', 'off']);

/** DEMO, read with NODE_ENV: the rule of the environment schema (environment.ts). */
export function demoMode(env: Env): DemoMode {
  const production = env.NODE_ENV?.trim() === 'production';
  const configured = env.DEMO?.trim().toLowerCase();
  let counties: boolean;
  if (!configured) counties = !production;
  else if (ON.has(configured)) counties = true;
  else if (OFF.has(configured)) counties = false;
  else throw new Error(`DEMO must be 1 (the demo counties) or 0 (none), not "${env.DEMO}".`);
  return { counties, staffAccounts: counties && !production };
}
