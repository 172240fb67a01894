import './support/load-outside-sandbox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { pdfText } from './support/pdf-text';
import { buildComperTool, resolveApiOrigin } from '../src/tools/comper-tool/comper-tool';
import { milesBetween } from '../src/tools/comper-tool/comper-page';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { files, settings } from '../src/infrastructure/db/schema';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { nearbyResponseSchema } from '../src/capabilities/comper/nearby-response';
import { openTestDatabase } from './support/test-database';

// Opening and migrating a database takes seconds on a busy machine.
jest.setTimeout(60_000);

const PER_COUNTY = 400;
const PORTAL = 'http://localhost:8181';
let database: DatabaseHandle;
let app: FastifyInstance;
let tool: FastifyInstance;

/** The tool's server-side calls, answered by the portal app in this process. */
const portalFetch = async (url: string, init?: RequestInit): Promise<Response> => {
  const target = new URL(url);
  const response = await app.inject({
    method: (init?.method ?? 'GET') as 'GET' | 'POST',
    url: target.pathname + target.search,
    headers: (init?.headers ?? {}) as Record<string, string>,
    payload: (init?.body as string | undefined) ?? undefined,
  });
  return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
    status: response.statusCode,
    headers: { 'content-type': String(response.headers['content-type'] ?? '') },
  });
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, PER_COUNTY);
  // Comparables on in Pine too, so its refusals here are about the county's parcels, not the module (county-switches.test.ts).
  await database.db.insert(settings).values({ tenantId: 'pine-county', key: 'products.public_comper_url', value: 'http://localhost:8081' });
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
  tool = buildComperTool({ apiOrigin: PORTAL, fetch: portalFetch });
  await tool.ready();
});

afterAll(async () => {
  await tool.close();
  await app.close();
  await database.close();
});

const harbor = DEMO_COUNTIES[0];
const sample = Array.from({ length: PER_COUNTY }, (_, n) => demoParcel(harbor, n));
const residential = sample.filter((p) => p.active !== false && p.type === 'residential' && p.valueAmount !== null);
const subject = residential[0];
const inactive = sample.find((p) => p.active === false)!;

const generate = (tenant: string, body: unknown) => app.inject({ method: 'POST', url: `/${tenant}/api/comper/generate-pdf`, payload: body as object });

describe('GET /:tenant/api/prc/:id/nearby', () => {
  it('offers ten active parcels of the same type with a value, nearest first, without the subject', async () => {
    const response = await app.inject({ method: 'GET', url: `/harbor-county/api/prc/${subject.id}/nearby` });
    expect(response.statusCode).toBe(200);
    const { subject: found, results } = nearbyResponseSchema.parse(response.json());
    expect(found.id).toBe(subject.id);
    expect(results).toHaveLength(10);
    expect(results.every((p) => p.type === 'residential' && p.active && p.value !== null && p.id !== subject.id)).toBe(true);
    const distances = results.map((p) => milesBetween(found.location, p.location)!);
    // Ranked by a flat-map approximation; the great-circle miles agree to within a few feet.
    distances.slice(1).forEach((distance, index) => expect(distance).toBeGreaterThan(distances[index] - 0.001));
  });

  it('takes a limit from 1 to 25', async () => {
    const three = await app.inject({ method: 'GET', url: `/harbor-county/api/prc/${subject.id}/nearby?limit=3` });
    expect(three.json().results).toHaveLength(3);
    const tooMany = await app.inject({ method: 'GET', url: `/harbor-county/api/prc/${subject.id}/nearby?limit=500` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'The limit must be a whole number from 1 to 25.' });
  });

  it('is 404 for an unknown or foreign parcel and 409 for an inactive one', async () => {
    for (const url of ['/harbor-county/api/prc/NOPE-1/nearby', `/pine-county/api/prc/${subject.id}/nearby`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find a property with that parcel number in this county.' });
    }
    const response = await app.inject({ method: 'GET', url: `/harbor-county/api/prc/${inactive.id}/nearby` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You cannot review comparable sales for this parcel' });
  });
});

describe('POST /:tenant/api/comper/generate-pdf', () => {
  it('makes a PDF of the subject and its comparables, stored as a comps-pdf file', async () => {
    const comparables = residential.slice(1, 4);
    const response = await generate('harbor-county', { subjectId: subject.id, comparablesIds: comparables.map((p) => p.id) });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: `comparables-${subject.id}.pdf`, size: expect.any(Number), type: 'application/pdf' });

    const [row] = await database.db.select().from(files).where(eq(files.id, body.id));
    expect(row).toMatchObject({ tenantId: 'harbor-county', kind: 'comps-pdf', contentType: 'application/pdf', size: body.size });

    const download = await app.inject({ method: 'GET', url: `/harbor-county/files/${body.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="comparables-${subject.id}.pdf"`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(body.size);
    const text = pdfText(download.rawPayload);
    expect(text).toContain(subject.id);
    expect(text).toContain(subject.address);
    expect(text).toContain("Harbor County Assessor's Office");
    // In words in the county's zone (it fell back to an ISO timestamp: Intl refuses dateStyle with timeZoneName).
    expect(text).toMatch(/Generated [A-Z][a-z]+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2}\s?[AP]M E[SD]T/);
    for (const comparable of comparables) {
      expect(text).toContain(comparable.id);
      expect(text).toContain(comparable.address);
    }
  });

  it('cannot be deleted through the upload routes', async () => {
    const { id } = (await generate('harbor-county', { subjectId: subject.id, comparablesIds: [residential[1].id] })).json();
    for (const route of ['files', 'documents']) {
      expect((await app.inject({ method: 'DELETE', url: `/harbor-county/api/${route}/${id}` })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/harbor-county/files/${id}` })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown subject', 404, 'We could not find a property with that parcel number in this county.', 'harbor-county', { subjectId: 'NOPE-1', comparablesIds: ['HC-1'] }],
    [
      "another county's subject",
      404,
      'We could not find a property with that parcel number in this county.',
      'pine-county',
      { subjectId: subject.id, comparablesIds: [residential[1].id] },
    ],
    [
      'an unknown comparable',
      404,
      'We could not find the parcel "NOPE-2" of one of your comparable sales in this county.',
      'harbor-county',
      { subjectId: subject.id, comparablesIds: [residential[1].id, 'NOPE-2'] },
    ],
    ['an inactive subject', 409, 'You cannot review comparable sales for this parcel', 'harbor-county', { subjectId: inactive.id, comparablesIds: [residential[1].id] }],
    ['no comparables', 400, 'Choose at least one comparable sale.', 'harbor-county', { subjectId: subject.id, comparablesIds: [] }],
    ['eleven comparables', 400, 'Choose no more than 10 comparable sales.', 'harbor-county', { subjectId: subject.id, comparablesIds: residential.slice(1, 12).map((p) => p.id) }],
    ['no subject', 400, 'Choose the parcel the comparable sales are for.', 'harbor-county', { comparablesIds: [residential[1].id] }],
    ['comparables that are not a list', 400, 'Choose at least one comparable sale.', 'harbor-county', { subjectId: subject.id, comparablesIds: 'HC-1,HC-2' }],
  ])('refuses %s with a readable %i', async (_case, status, message, tenant, body) => {
    const response = await generate(tenant, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a body that is not JSON with a readable 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/harbor-county/api/comper/generate-pdf',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('the demo comparables tool', () => {
  const page = (query: string) => tool.inject({ method: 'GET', url: `/comps?${query}` });

  it('shows the subject and ten comparables with labelled checkboxes and the save button, and may be framed', async () => {
    const response = await page(`parcel=${encodeURIComponent(subject.id)}&vendor=demo-comps`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(subject.id);
    const boxes = [...html.matchAll(/<input type="checkbox" name="comparable" value="([^"]+)" id="([^"]+)">/g)];
    expect(boxes).toHaveLength(10);
    for (const [, , id] of boxes) expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain('<button type="button" id="save-comps">Save My Comparables</button>');
    expect(html).toContain('<script src="/comps/app.js"></script>');
    expect(html).toContain(`name="api" value="${PORTAL}"`);
  });

  it('serves the script that posts the chosen ids, comma-separated, to the portal', async () => {
    const response = await tool.inject({ method: 'GET', url: '/comps/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain("portal.postMessage(ids.join(','), '*')");
    expect((await tool.inject({ method: 'GET', url: '/comps/style.css' })).statusCode).toBe(200);
  });

  it('explains a missing, unknown or inactive parcel', async () => {
    const missing = await page('');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Open this tool with ?parcel=');
    const unknown = await page('parcel=NOPE-1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('We could not find a property with that parcel number in this county.');
    const closed = await page(`parcel=${encodeURIComponent(inactive.id)}`);
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toContain('You cannot review comparable sales for this parcel');
    const otherCounty = await page(`parcel=${encodeURIComponent(subject.id)}&tenant=pine-county`);
    expect(otherCounty.statusCode).toBe(404);
  });

  it("reads only from the portal it was started for, so it cannot probe other hosts or this machine's ports", async () => {
    expect(resolveApiOrigin(PORTAL, undefined)).toBe(PORTAL);
    expect(resolveApiOrigin(PORTAL, `${PORTAL}/anything`)).toBe(PORTAL);
    for (const elsewhere of ['http://127.0.0.1:9999/anything', 'http://localhost:1025', 'http://[::1]:5432', 'http://169.254.169.254', 'https://example.com']) {
      const fetched: string[] = [];
      const tool = buildComperTool({ apiOrigin: PORTAL, fetch: async (url) => (fetched.push(url), new Response('{}', { status: 200 })) });
      const response = await tool.inject({ method: 'GET', url: `/comps?parcel=${encodeURIComponent(subject.id)}&api=${encodeURIComponent(elsewhere)}` });
      expect([response.statusCode, fetched]).toEqual([400, []]);
      expect(response.body).toContain('This demo tool only reads from the portal it was started for.');
      await tool.close();
    }
    const response = await page(`parcel=${encodeURIComponent(subject.id)}&api=${encodeURIComponent('https://example.com')}`);
    expect(response.statusCode).toBe(400);
    expect((await page(`parcel=${encodeURIComponent(subject.id)}&tenant=..%2Fetc`)).statusCode).toBe(400);
  });

  it('says so when the portal cannot be reached', async () => {
    const offline = buildComperTool({ apiOrigin: PORTAL, fetch: () => Promise.reject(new Error('ECONNREFUSED')) });
    const response = await offline.inject({ method: 'GET', url: `/comps?parcel=${encodeURIComponent(subject.id)}` });
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('The comparable sales could not be loaded just now.');
    await offline.close();
  });

  it('without a portal around it, sends the browser to a PDF of the chosen comparables', async () => {
    const chosen = residential.slice(1, 3).map((p) => p.id);
    const form = new URLSearchParams([['parcel', subject.id], ['tenant', 'harbor-county'], ['api', PORTAL], ...chosen.map((id) => ['comparable', id])]);
    const response = await tool.inject({
      method: 'POST',
      url: '/comps/pdf',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(PORTAL);
    expect(location.pathname).toMatch(/^\/harbor-county\/files\/[0-9a-f-]{36}$/);
    const download = await app.inject({ method: 'GET', url: location.pathname });
    expect(download.statusCode).toBe(200);
    expect(pdfText(download.rawPayload)).toContain(chosen[1]);

    const none = await tool.inject({
      method: 'POST',
      url: '/comps/pdf',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `parcel=${encodeURIComponent(subject.id)}`,
    });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Select at least one comparable sale');
  });
});
