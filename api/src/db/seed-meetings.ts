import type { Database } from './client';

/** Places, time slots over the coming weeks and existing meetings of the demo counties (issue 3). */
export async function seedDemoMeetings(_db: Database, _now: Date = new Date()): Promise<void> {}
