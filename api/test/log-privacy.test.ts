import './support/load-outside-sandbox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

// A failed database insert must not log the filer's name, phone or e-mail (Drizzle's error
// quotes every parameter of the failed query). The filing fails here in the database on purpose.

const FILER = { name: 'Zebulon Quarrington', email: 'zebulon.quarrington@example.org', phone: '5555550987' };
const pine = DEMO_COUNTIES[1];
let database: DatabaseHandle;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 20, [pine]);
  await seedDemoAppeals(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

it('logs a filing that fails in the database by its kind and constraint, never with the filer in it', async () => {
  const windows = (await app.inject({ url: '/pine-county/api/appeal-windows' })).json().results;
  const body = await appealBody(app, 'pine-county', demoParcel(pine, 7).id, windows[windows.length - 1].id);
  body.appellant = { ...body.appellant, name: FILER.name, email: FILER.email, phone: { number: FILER.phone, extension: '' } };
  body.reasons = [{ ...body.reasons[0], description: `Call ${FILER.name} on ${FILER.phone}` }];
  // Every insert of an appeal now fails in the database, as a full disk or a bug would make it.
  await database.db.execute(sql`ALTER TABLE appeals ADD CONSTRAINT log_privacy_test CHECK (claimed_amount < 0) NOT VALID`);
  try {
    const response = await app.inject({ method: 'POST', url: '/pine-county/api/appeals', payload: body });
    expect(response.statusCode).toBe(500);
  } finally {
    await database.db.execute(sql`ALTER TABLE appeals DROP CONSTRAINT log_privacy_test`);
  }

  const log = lines.join('');
  expect(log).toContain('request failed');
  expect(log).toContain('log_privacy_test');
  for (const personal of [FILER.name, 'Zebulon', 'Quarrington', FILER.email, FILER.phone]) expect([personal, log.includes(personal)]).toEqual([personal, false]);
});
