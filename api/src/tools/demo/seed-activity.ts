import type { Database } from '../../infrastructure/db/client';
import { seedDemoAppeals } from './seed-appeals';
import { seedDemoMeetings } from './seed-meetings';
import { seedDemoStaff } from './seed-staff';

/**
 * Everything of the demo counties beyond settings and parcels. Runs at every start, after the
 * parcels: each part is idempotent and only tops up what time has used up (slots ahead).
 * `staffAccounts`: also the demo staff accounts (demo-mode.ts decides; seed-at-start.ts).
 */
export async function seedDemoActivity(db: Database, { staffAccounts, now = new Date() }: { staffAccounts: boolean; now?: Date }): Promise<void> {
  if (staffAccounts) await seedDemoStaff(db); // first: demo appeals may name a staff account
  await seedDemoAppeals(db);
  await seedDemoMeetings(db, now);
}
