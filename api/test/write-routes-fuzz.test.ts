import './support/load-outside-sandbox';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, meetings, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import { fuzzBody, pathSegment, queryString, templateOf, uploadName, type FuzzBody } from './support/fuzz-requests';
import { openTestDatabase } from './support/test-database';

// A fuzz test over every write route: each POST, PUT, PATCH and DELETE the app has (read
// from Fastify as routes are added, so a new route is covered without touching this file) gets
// generated requests: bodies nested thousands deep, unicode no form sends, strings and arrays past
// every limit, wrong types, near-valid bodies built from the route's own request schema, and path
// and query parts of the same kinds, as the public, as staff and from another site. Every answer is
// below 500; every 4xx is JSON `{ message }` like all the others; and a request answered 4xx
// changed no row of any table (counted, and fingerprinted, before and after).

// About 350 requests, some 10 to 20 seconds; FUZZ_RUNS=200 digs deeper. Each run draws new inputs
// (a failure prints the request; fast-check's seed is in the report).
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS || 15);
// Opening the database and seeding take most of a minute on a busy machine.
jest.setTimeout(Math.max(180_000, RUNS_PER_ROUTE * 15_000));
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Tables that record refused requests on purpose: the audit trail (refused sign-ins, aggregated),
 * the sign-in throttles and the counters of the anonymous write limits (limits/), which count every
 * request, refused or not. A limit answering 429 is a refusal like any other.
 */
const RECORDS_REFUSALS = new Set(['audit_events', 'sign_in_throttles', 'rate_limit_counters']);
/** Rows a refused request may touch without changing what they hold: a session's last-seen time. */
const TOUCHED_BY_ANY_REQUEST = new Set(['staff_sessions']);
const ORIGIN = 'http://localhost:80';

interface WriteRoute {
  method: string;
  url: string;
  /** A body the route's request schema accepts, more or less; undefined when it reads none. */
  template: unknown;
  /** Takes the file itself as the body (uploads). */
  raw: boolean;
}

let database: DatabaseHandle;
let app: FastifyInstance;
let staffCookie: string;
const routes: WriteRoute[] = [];
/** Values of each path parameter that name something real, so requests reach the route's logic. */
const known: Record<string, string[]> = { tenant: ['harbor-county', 'pine-county'] };
let countTables: () => Promise<Record<string, { rows: number; fingerprint: string }>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 150);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  await seedDemoStaff(database.db);
  const tokens = tokenSigner(randomBytes(32));
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', tokens });
  const seen: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (WRITES.has(method)) seen.push({ method, url: route.url });
  });
  await app.ready();

  const document = app.swagger() as OpenAPIV3.Document;
  const components = (document.components?.schemas ?? {}) as Record<string, never>;
  for (const { method, url } of seen) {
    const operation = (document.paths[url.replace(/:(\w+)/g, '{$1}')] as Record<string, OpenAPIV3.OperationObject> | undefined)?.[method.toLowerCase()];
    const content = (operation?.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const raw = !jsonSchema && Object.values(content).some((media) => (media.schema as OpenAPIV3.SchemaObject | undefined)?.format === 'binary');
    routes.push({ method, url, raw, template: jsonSchema ? templateOf(jsonSchema as never, components) : undefined });
  }

  const signIn = await app.inject({
    method: 'POST',
    url: '/harbor-county/api/session',
    headers: { origin: ORIGIN },
    // The administrator: every staff write is open to that role, so none stops at a 403 before its body is read.
    payload: { email: DEMO_STAFF.find((account) => account.tenantId === 'harbor-county' && account.role === 'administrator')!.email, password: DEMO_STAFF_PASSWORD },
  });
  staffCookie = String(signIn.headers['set-cookie']).split(';')[0];

  const upload = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/harbor-county/api/documents',
        headers: { 'content-type': 'application/pdf', 'x-original-name': 'notice.pdf' },
        payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
      })
    ).json().id as string;
  known.id = [await upload(), await upload()];
  const slots = await database.db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(sql`${timeSlots.tenantId} = 'harbor-county' and not ${timeSlots.booked}`)
    .limit(3);
  known.id.push(...slots.map((slot) => slot.id));
  const filed = await database.db.select({ id: appeals.id, reference: appeals.reference, tenantId: appeals.tenantId }).from(appeals).limit(3);
  known.appeal = filed.flatMap((appeal) => [appeal.id, appeal.reference]);
  const booked = await database.db.select({ id: meetings.id, tenantId: meetings.tenantId }).from(meetings).limit(2);
  known.token = [
    ...booked.map((meeting) => tokens.statusToken('meeting', meeting.tenantId, meeting.id, new Date())),
    ...filed.map((appeal) => tokens.statusToken('appeal', appeal.tenantId, appeal.id, new Date())),
  ];

  // Every table of the schema, in one statement: its rows, and a hash of all they hold.
  const listed = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  // The limits' counters count every request, refused or not (that is what a limit is): not a half-saved row.
  const COUNTERS = new Set(['rate_limit_counters', 'sign_in_throttles']);
  const names = listed.rows.map((row) => row.table_name).filter((name) => !COUNTERS.has(name));
  expect(names).toEqual(expect.arrayContaining(['appeals', 'files', 'meetings', 'time_slots', 'analytics_events']));
  const query = sql.raw(
    `select ${names.map((name, index) => `(select json_build_array(count(*), coalesce(sum(hashtextextended(t::text, 0)), 0)::text) from "${name}" t) as c${index}`).join(', ')}`,
  );
  countTables = async () => {
    const [row] = ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, [number, string]>> }).rows;
    return Object.fromEntries(names.map((name, index) => [name, { rows: Number(row[`c${index}`][0]), fingerprint: row[`c${index}`][1] }]));
  };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** What to send: the route's path with its parameters filled, a query, a body, and who sends it. */
function requestFor(route: WriteRoute) {
  const parameters = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  return fc.record({
    segments: fc.tuple(...parameters.map((name) => pathSegment(known[name] ?? [])), fc.constant('')),
    query: queryString,
    body: route.raw
      ? fc.record({
          payload: fc.uint8Array({ maxLength: 2_048 }).map((bytes) => Buffer.from(bytes)),
          contentType: fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream', 'image/png'),
          kind: fc.constant('upload'),
        })
      : fuzzBody(route.template),
    name: uploadName,
    as: fc.constantFrom('public', 'public', 'public', 'staff', 'staff', 'another site'),
  });
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : Buffer.isBuffer(value) ? `<${value.length} bytes>` : String(value);
  return text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text;
};

async function send(route: WriteRoute, request: { segments: string[]; query: string; body: FuzzBody; name: string; as: string }) {
  let index = 0;
  const path = route.url.replace(/:(\w+)|\*/g, () => request.segments[index++]);
  const headers: Record<string, string> = {};
  if (request.body.contentType) headers['content-type'] = request.body.contentType;
  if (route.raw) headers['x-original-name'] = request.name;
  if (request.as !== 'public') headers.cookie = staffCookie;
  headers.origin = request.as === 'another site' ? 'https://elsewhere.example' : ORIGIN;
  const url = `${path}${request.query}`;
  const response: LightMyRequestResponse = await app.inject({ method: route.method as 'POST', url, headers, payload: request.body.payload });
  return { url, response };
}

type TableCounts = Awaited<ReturnType<typeof countTables>>;

/** What is wrong with the answer, or null: a 5xx, a 4xx not shaped `{ message }`, or a 4xx that changed rows. */
function verdict(response: LightMyRequestResponse, before: TableCounts, after: TableCounts): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${short(response.body)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  const message = (body as { message?: unknown } | undefined)?.message;
  const shaped =
    String(response.headers['content-type']).startsWith('application/json') && Object.keys(body ?? {}).join() === 'message' && typeof message === 'string' && message.trim() !== '';
  if (!shaped) return `${response.statusCode} not { message }: ${short(response.body)}`;
  const changed = Object.keys(before).filter(
    (table) =>
      !RECORDS_REFUSALS.has(table) && (before[table].rows !== after[table].rows || (!TOUCHED_BY_ANY_REQUEST.has(table) && before[table].fingerprint !== after[table].fingerprint)),
  );
  return changed.length ? `${response.statusCode}, yet changed ${changed.join(', ')}` : null;
}

describe('every write route, fuzzed', () => {
  it('finds the write routes from the app itself', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    // The ones the site calls; any route added later is fuzzed the same way without being named here.
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /:tenant/api/appeals',
        'POST /:tenant/api/meetings',
        'POST /:tenant/api/documents',
        'DELETE /:tenant/api/files/:id',
        'POST /:tenant/api/time-slots/:id/reserve',
        'POST /:tenant/api/status/:token/reschedule',
        'POST /:tenant/api/analytics/events',
        'POST /:tenant/api/session',
        'PUT /:tenant/api/*',
      ]),
    );
    expect(routes.find((route) => route.url === '/:tenant/api/appeals' && route.method === 'POST')?.template).toMatchObject({ property: expect.any(Object) });
    expect(routes.find((route) => route.url === '/:tenant/api/documents')?.raw).toBe(true);
  });

  it(`answers ${RUNS_PER_ROUTE} generated requests a route below 500, refuses as { message }, and a refusal saves nothing`, async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(route), async (request) => {
          const before = await countTables();
          const { url, response } = await send(route, request);
          const after = await countTables();
          const fault = verdict(response, before, after);
          if (fault) problems.push(`${route.method} ${short(url)} (${request.body.kind} body ${short(request.body.payload)}, as ${request.as}): ${fault}`);
          return !fault;
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      // The seed replays the run: fc.check(property, { seed, path, numRuns }).
      if (result.failed) problems.push(`${route.method} ${route.url}: ${short(String(result.errorInstance))} (seed ${result.seed}, path ${result.counterexamplePath})`);
    }
    expect(problems).toEqual([]);
  });
});
