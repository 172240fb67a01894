import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { isUuid, PLACE_MESSAGES, type CountyPlace } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { meetings, places, timeSlots, type PlaceRow } from '../../infrastructure/db/schema';
import { recordAudit } from '../staff/audit';
import { CountyRefusal, type Actor } from './county-refusal';

// Where a county meets its visitors in person (docs/product.md#county-console). A location is never
// deleted, only no longer offered: booked meetings, their e-mails and the office's lists keep it.
//
// Nothing here needs a cache dropped: the county page's Content-Security-Policy reads the active
// locations' map links on every page (routes/web/county-csp.ts, countyFrameOrigins), and the
// meeting wizard reads GET /places on every visit, so the next visitor's page already frames a new
// map, and no longer a stopped one. The county cache (tenants/county-cache.ts) holds no location.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Transaction;

/** What an administrator gives for a location: its name, its address and its map link (`location`), cleaned by placeInputSchema. */
export interface PlaceDetails {
  name: string;
  address: string;
  location: string;
}

/** The location asked for is not one of the county's. */
export class PlaceNotFound extends CountyRefusal {}

/** One change of a county's locations at a time, so two administrators cannot both give one name. */
const lockPlaces = (tx: Transaction, tenantId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`places:${tenantId}`}, 0))`);

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** Meetings booked at each location that have not started: they stay booked when it is no longer offered. */
async function bookedAhead(db: Writer, tenantId: string, placeId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ placeId: meetings.placeId, booked: count() })
    .from(meetings)
    .innerJoin(timeSlots, and(eq(timeSlots.tenantId, meetings.tenantId), eq(timeSlots.id, meetings.timeSlotId)))
    .where(
      and(
        eq(meetings.tenantId, tenantId),
        placeId ? eq(meetings.placeId, placeId) : isNotNull(meetings.placeId),
        eq(meetings.status, 'booked'),
        gt(timeSlots.startTime, sql`now()`),
      ),
    )
    .groupBy(meetings.placeId);
  return new Map(rows.map((row) => [row.placeId!, Number(row.booked)]));
}

const asPlace = (row: PlaceRow, booked: Map<string, number>): CountyPlace => ({
  id: row.id,
  name: row.name,
  address: row.address,
  location: row.location,
  active: row.active,
  bookedMeetings: booked.get(row.id) ?? 0,
});

/** The details an audit row keeps of a location, before or after a change. */
const detailsOf = ({ name, address, location, active }: Pick<PlaceRow, 'name' | 'address' | 'location' | 'active'>) => ({ name, address, location, active });

const rowsOf = (db: Writer, tenantId: string) => db.select().from(places).where(eq(places.tenantId, tenantId)).orderBy(asc(places.name), asc(places.id));

/** Every location of the county, offered or not, by name (the order the meeting wizard lists them in). */
export async function listCountyPlaces(db: Database, tenantId: string): Promise<CountyPlace[]> {
  const [rows, booked] = await Promise.all([rowsOf(db, tenantId), bookedAhead(db, tenantId)]);
  return rows.map((row) => asPlace(row, booked));
}

/**
 * A location by its id, or (for the command line) by its name in any case; a refusal when there is
 * none, or when two share the name.
 */
export async function findCountyPlace(db: Database, tenantId: string, which: string): Promise<CountyPlace> {
  const all = await listCountyPlaces(db, tenantId);
  const byId = all.find((place) => place.id === which.toLowerCase());
  if (byId) return byId;
  const named = all.filter((place) => sameName(place.name, which));
  if (named.length === 1) return named[0];
  if (named.length > 1) throw new CountyRefusal(`There are ${named.length} locations called "${which}": give the id of one.`);
  throw new PlaceNotFound(PLACE_MESSAGES.notFound);
}

async function refuseTakenName(tx: Transaction, tenantId: string, name: string, except?: string): Promise<void> {
  const rows = await rowsOf(tx, tenantId);
  const other = rows.find((row) => row.id !== except && sameName(row.name, name));
  if (other) throw new CountyRefusal(PLACE_MESSAGES.taken(other.name));
}

async function placeRowOrRefuse(tx: Transaction, tenantId: string, id: string): Promise<PlaceRow> {
  if (!isUuid(id)) throw new PlaceNotFound(PLACE_MESSAGES.notFound);
  const [row] = await tx
    .select()
    .from(places)
    .where(and(eq(places.tenantId, tenantId), eq(places.id, id.toLowerCase())))
    .for('update');
  if (!row) throw new PlaceNotFound(PLACE_MESSAGES.notFound);
  return row;
}

/** A new location, offered at once (the public sees it once it has meeting times); audited as place-added. */
export async function addPlace(db: Database, tenantId: string, details: PlaceDetails, actor: Actor): Promise<CountyPlace> {
  return db.transaction(async (tx) => {
    await lockPlaces(tx, tenantId);
    await refuseTakenName(tx, tenantId, details.name);
    const [row] = await tx.insert(places).values({ tenantId, name: details.name, address: details.address, location: details.location, active: true }).returning();
    await recordAudit(tx, { tenantId, accountId: actor.accountId ?? null, action: 'place-added', detail: { by: actor.by, place: row.id, after: detailsOf(row) } });
    return asPlace(row, new Map());
  });
}

/** A location's new name, address or map link; audited as place-changed with the location before and after. */
export async function changePlace(db: Database, tenantId: string, id: string, details: PlaceDetails, actor: Actor): Promise<CountyPlace> {
  return db.transaction(async (tx) => {
    await lockPlaces(tx, tenantId);
    const row = await placeRowOrRefuse(tx, tenantId, id);
    await refuseTakenName(tx, tenantId, details.name, row.id);
    const booked = await bookedAhead(tx, tenantId, row.id);
    const before = detailsOf(row);
    const after = { ...before, ...details };
    if (JSON.stringify(before) === JSON.stringify(after)) return asPlace(row, booked);
    const [changed] = await tx
      .update(places)
      .set(details)
      .where(and(eq(places.tenantId, tenantId), eq(places.id, row.id)))
      .returning();
    await recordAudit(tx, { tenantId, accountId: actor.accountId ?? null, action: 'place-changed', detail: { by: actor.by, place: row.id, before, after } });
    return asPlace(changed, booked);
  });
}

/**
 * Stops offering a location (active false) or offers it again. Its meetings booked ahead stay
 * booked, and the answer counts them (`bookedMeetings`), so whoever stopped it knows whom to tell.
 * Its free time slots stay too, but are no longer offered or bookable (meetings/time-slot-store.ts,
 * book-meeting.ts). Audited as place-stopped or place-offered, with the location before and after.
 */
export async function setPlaceActive(db: Database, tenantId: string, id: string, active: boolean, actor: Actor): Promise<CountyPlace> {
  return db.transaction(async (tx) => {
    await lockPlaces(tx, tenantId);
    const row = await placeRowOrRefuse(tx, tenantId, id);
    const booked = await bookedAhead(tx, tenantId, row.id);
    if (row.active === active) return asPlace(row, booked);
    const [changed] = await tx
      .update(places)
      .set({ active })
      .where(and(eq(places.tenantId, tenantId), eq(places.id, row.id)))
      .returning();
    await recordAudit(tx, {
      tenantId,
      accountId: actor.accountId ?? null,
      action: active ? 'place-offered' : 'place-stopped',
      detail: { by: actor.by, place: row.id, before: detailsOf(row), after: detailsOf(changed), bookedMeetings: booked.get(row.id) ?? 0 },
    });
    return asPlace(changed, booked);
  });
}
