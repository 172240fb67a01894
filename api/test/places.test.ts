import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEETING_MESSAGES, placesResponseSchema, type Place } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { places, settings, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { openTestDatabase } from './support/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;

const HARBOR = '/harbor-county/api';
const PINE = '/pine-county/api';
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoMeetings(database.db);
  // countyCacheMs 0: the tests change settings between requests and expect the next request to see them.
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const inject = (method: 'GET' | 'HEAD' | 'POST', url: string, payload?: unknown) => app.inject({ method, url, payload: payload as object });

async function listPlaces(base: string, query = ''): Promise<Place[]> {
  const response = await inject('GET', `${base}/places${query}`);
  expect(response.statusCode).toBe(200);
  return placesResponseSchema.parse(response.json()).results;
}

async function setSetting(tenantId: string, key: string, value: unknown) {
  await database.db
    .insert(settings)
    .values({ tenantId, key, value })
    .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value } });
}

describe('GET /places', () => {
  it("lists the county's places in the documented shape, with a map address that can be framed", async () => {
    const all = await listPlaces(HARBOR);
    expect(all).toHaveLength(4);
    for (const place of all) {
      expect(place.location).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.%C]+&layer=mapnik&marker=[-\d.]+%2C[-\d.]+$/);
      expect(place.address).toMatch(/, ME 04011$/);
      expect(Number.isNaN(Date.parse(place.createdAt))).toBe(false);
    }
  });

  it('leaves out closed places with active=true', async () => {
    const open = await listPlaces(HARBOR, '?active=true');
    expect(open).toHaveLength(3);
    expect(open.map((place) => place.name)).not.toContain('Old Customs House Annex (closed)');
    expect(await listPlaces(HARBOR, '?active=false')).toHaveLength(4);
  });

  it('with available_timeslots=true keeps only places with a free slot ahead at the place', async () => {
    // Pine County, with meetings turned on here: no demo data, so the slots are exactly these.
    await setSetting('pine-county', 'meetings.enabled', true);
    const db = database.db;
    const [withFree, withBooked, withHeld, withPast] = await db
      .insert(places)
      .values(['Free', 'Booked', 'Held', 'Past', 'Without'].map((name) => ({ tenantId: 'pine-county', name, address: `${name} Road`, location: 'https://example.com/map' })))
      .returning();
    const soon = new Date(Date.now() + DAY);
    await db.insert(timeSlots).values([
      { tenantId: 'pine-county', startTime: soon, placeId: withFree.id },
      { tenantId: 'pine-county', startTime: soon, placeId: withBooked.id, booked: true },
      { tenantId: 'pine-county', startTime: soon, placeId: withHeld.id, reservedUntil: new Date(Date.now() + 60_000), holdTokenHash: 'x' },
      { tenantId: 'pine-county', startTime: new Date(Date.now() - DAY), placeId: withPast.id },
      // A hold that has run out does not count as held.
      { tenantId: 'pine-county', startTime: soon, placeId: withFree.id, reservedUntil: new Date(Date.now() - 60_000), holdTokenHash: 'y' },
    ]);
    const available = await listPlaces(PINE, '?active=true&available_timeslots=true');
    expect(available.map((place) => place.id)).toEqual([withFree.id]);
    expect(await listPlaces(PINE, '?active=true')).toHaveLength(5);

    // A free slot without a place (a virtual one) makes no place available.
    const [virtual] = await db.insert(timeSlots).values({ tenantId: 'pine-county', startTime: soon }).returning();
    expect((await listPlaces(PINE, '?available_timeslots=true')).map((place) => place.id)).toEqual([withFree.id]);
    await db.delete(timeSlots).where(and(eq(timeSlots.tenantId, 'pine-county'), eq(timeSlots.id, virtual.id)));
  });

  it("never shows another county's places", async () => {
    const harborIds = new Set((await listPlaces(HARBOR)).map((place) => place.id));
    const pine = await listPlaces(PINE);
    expect(pine.some((place) => harborIds.has(place.id))).toBe(false);
    expect((await listPlaces(HARBOR)).every((place) => !['Free', 'Booked', 'Held', 'Past', 'Without'].includes(place.name))).toBe(true);
  });

  it.each(['?active=yes', '?available_timeslots=1', '?active=true&active=false'])('refuses %s with a readable 400', async (query) => {
    const response = await inject('GET', `${HARBOR}/places${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MEETING_MESSAGES.flagInvalid });
  });
});

describe('a county with meetings turned off', () => {
  beforeAll(() => setSetting('pine-county', 'meetings.enabled', false));
  afterAll(() => setSetting('pine-county', 'meetings.enabled', true));

  it.each([
    ['GET', '/places?active=true&available_timeslots=true'],
    ['GET', '/time-slots?from=2030-01-01&size=10'],
    ['GET', '/time-slots?from=nonsense'],
    ['POST', '/time-slots/00000000-0000-4000-8000-000000000000/reserve'],
    ['POST', '/meetings'],
  ] as const)('answers %s %s with 404 and says so', async (method, path) => {
    const response = await inject(method, `${PINE}${path}`, method === 'POST' && path === '/meetings' ? {} : undefined);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MEETING_MESSAGES.disabled });
  });

  it.each(['/time-slots?from=2030-01-01', '/meetings?q=PC-1&filters=booked-for:this-year&category=id'])('answers HEAD %s with 404', async (path) => {
    const response = await inject('HEAD', `${PINE}${path}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-total-count']).toBeUndefined();
  });

  it('gets no demo meeting data from the seed', async () => {
    await seedDemoMeetings(database.db);
    const pinePlaces = await database.db.select().from(places).where(eq(places.tenantId, 'pine-county'));
    expect(pinePlaces.map((place) => place.name).sort()).toEqual(['Booked', 'Free', 'Held', 'Past', 'Without']);
  });

  it('leaves the other county alone', async () => {
    expect(await listPlaces(HARBOR, '?active=true')).toHaveLength(3);
  });
});
