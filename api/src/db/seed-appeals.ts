import type { Database } from './client';

/** Reason codes, windows and existing appeals of the demo counties (issue 3). */
export async function seedDemoAppeals(_db: Database): Promise<void> {}
