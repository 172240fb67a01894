import type { Database } from '../../src/infrastructure/db/client';
import { DEMO_STAFF, seedDemoStaff } from '../../src/tools/demo/seed-staff';

/**
 * The password of the staff accounts of tests that sign in from addresses other than this
 * machine's, where the README's demo password is refused (docs/security.md).
 */
export const STAFF_PASSWORD = 'a password of the office, not the README one';

/** The demo counties' staff accounts (tools/demo/seed-staff.ts), with STAFF_PASSWORD. */
export const seedStaff = (db: Database, accounts = DEMO_STAFF) => seedDemoStaff(db, accounts, { password: STAFF_PASSWORD });
