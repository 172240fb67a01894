import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { meetings, timeSlots } from '../../infrastructure/db/schema';
import { zonedYear } from '../../infrastructure/clock/zoned-time';

/** Anything that runs queries: the database or a transaction on it. */
type Queryable = Pick<Database, 'select'>;

interface MeetingCountFilter {
  parcelId: string;
  /** Only meetings whose slot starts in the calendar year of `now` in this time zone. */
  thisYearIn?: { timeZone: string; now: Date };
  /**
   * Only the meetings that take the parcel's place (docs/product.md#who-takes-the-parcels-meeting-and-change-requests):
   * booked with a proof. A public booking without one keeps its slot but blocks no one.
   */
  holding?: boolean;
}

/** Meetings of a parcel (HEAD /meetings, and the one-a-year rule of POST /meetings). */
export async function countMeetings(db: Queryable, tenantId: string, { parcelId, thisYearIn, holding = false }: MeetingCountFilter): Promise<number> {
  // A cancelled meeting no longer counts: the parcel may book again.
  const where: SQL[] = [eq(meetings.tenantId, tenantId), eq(meetings.parcelId, parcelId), holding ? eq(meetings.holdsPlace, true) : eq(meetings.status, 'booked')];
  if (thisYearIn) {
    const { start, end } = zonedYear(thisYearIn.now, thisYearIn.timeZone);
    where.push(gte(timeSlots.startTime, start), lt(timeSlots.startTime, end));
  }
  const [{ total }] = await db
    .select({ total: count() })
    .from(meetings)
    .innerJoin(timeSlots, and(eq(timeSlots.tenantId, meetings.tenantId), eq(timeSlots.id, meetings.timeSlotId)))
    .where(and(...where));
  return Number(total);
}
