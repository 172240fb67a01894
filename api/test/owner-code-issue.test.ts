import './support/load-outside-sandbox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { auditEvents, parcels } from '../src/infrastructure/db/schema';
import { importRoll } from '../src/capabilities/parcel-roll/roll-import';
import { loadLayout, RollRefusal } from '../src/capabilities/parcel-roll/roll-layout';
import { issueOwnerCodes } from '../src/capabilities/parcel-roll/owner-codes';
import { ownerCodeMatches } from '../src/capabilities/parcels/owner-code';
import { createCounty } from '../src/capabilities/counties/county-admin';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { NAL_COLUMNS, nalRow } from '../src/tools/parcels-cli/synthetic-roll';
import { ParcelsUsageError, parseParcelsCommand, runOwnerCodes } from '../src/tools/parcels-cli/parcels-command';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

// Owner codes for the notice printer, or from the roll itself (docs/parcel-rolls.md#owner-codes).

jest.setTimeout(120_000);

const COUNTY = 'reed-county';
let dir: string;
let target: TestDatabaseTarget;
let database: DatabaseHandle;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-codes-test-'));
  target = await createTestDatabaseTarget(path.join(dir, 'data'));
  database = await openDatabase(target.options);
  await seedDemoTenants(database.db);
  await createCounty(database.db, { slug: COUNTY, name: 'Reed County', values: { 'general.timezone': 'America/New_York' } }, { by: 'test' });
});

afterAll(async () => {
  await database?.close();
  await target?.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A NAL roll of `rows` parcels; `code(n)` puts an owner code in SPC_CIR_TXT. */
function nalFile(name: string, rows: number, code?: (n: number) => string): string {
  const file = path.join(dir, name);
  const codeAt = NAL_COLUMNS.indexOf('SPC_CIR_TXT');
  const lines = [NAL_COLUMNS.join(',')];
  for (let n = 0; n < rows; n += 1) {
    const cells = nalRow(n, 2026);
    if (code) cells[codeAt] = code(n);
    lines.push(cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','));
  }
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

const hashes = async () => database.db.select({ id: parcels.id, hash: parcels.ownerCodeHash }).from(parcels).where(eq(parcels.tenantId, COUNTY)).orderBy(asc(parcels.id));

/** The export's rows as cells by header name (no cell here holds a comma or a quote). */
const exported = (file: string) => {
  const [header, ...rows] = fs.readFileSync(file, 'utf8').trim().split('\r\n');
  const names = header.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((cell, i) => [names[i], cell])));
};

it('issues a code to each active parcel without one, exports them for the printer and keeps only their hashes', async () => {
  await importRoll(database.db, { county: COUNTY, file: nalFile('roll.csv', 40), layout: loadLayout('florida-nal'), by: 'test' });
  const file = path.join(dir, 'codes.csv');
  expect(await issueOwnerCodes(database.db, { county: COUNTY, file, by: 'test' })).toEqual({ issued: 40 });
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(fs.readFileSync(file, 'utf8').split('\r\n')[0]).toBe('parcel id,owner name,mailing address,mailing city,mailing state,mailing zip,owner code');
  const rows = exported(file);
  const stored = new Map((await hashes()).map(({ id, hash }) => [id, hash]));
  expect(rows).toHaveLength(40);
  for (const row of rows) {
    expect(row['owner code']).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(ownerCodeMatches(stored.get(row['parcel id'])!, COUNTY, row['parcel id'], row['owner code'].toLowerCase())).toBe(true);
  }
  // The database holds no code, only hashes.
  expect(JSON.stringify([...stored.values()])).not.toContain(rows[0]['owner code']);

  // Nothing new to issue: no file.
  expect(await issueOwnerCodes(database.db, { county: COUNTY, file: path.join(dir, 'none.csv'), by: 'test' })).toEqual({ issued: 0 });
  expect(fs.existsSync(path.join(dir, 'none.csv'))).toBe(false);

  // A new notice run: every code replaced, the old ones no longer work.
  const again = path.join(dir, 'codes-2.csv');
  expect(await issueOwnerCodes(database.db, { county: COUNTY, file: again, all: true, by: 'test' })).toEqual({ issued: 40 });
  const renewed = new Map((await hashes()).map(({ id, hash }) => [id, hash]));
  const first = rows[0];
  expect(ownerCodeMatches(renewed.get(first['parcel id'])!, COUNTY, first['parcel id'], first['owner code'])).toBe(false);

  const audit = await database.db
    .select({ detail: auditEvents.detail })
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, COUNTY), eq(auditEvents.action, 'owner-codes-issued')));
  expect(audit.map(({ detail }) => detail)).toEqual([
    { by: 'test', issued: 40, all: false },
    { by: 'test', issued: 0, all: false },
    { by: 'test', issued: 40, all: true },
  ]);
});

it('never writes over a file, and refuses a county there is not', async () => {
  const existing = path.join(dir, 'existing.csv');
  fs.writeFileSync(existing, 'printed already');
  const before = await hashes();
  await expect(issueOwnerCodes(database.db, { county: COUNTY, file: existing, all: true, by: 'test' })).rejects.toThrow(
    new RollRefusal(`${existing} is there already: owner codes are written to a new file, never over one. Choose another name.`),
  );
  expect(fs.readFileSync(existing, 'utf8')).toBe('printed already');
  await expect(issueOwnerCodes(database.db, { county: 'nowhere', file: path.join(dir, 'x.csv'), by: 'test' })).rejects.toThrow(/^There is no county "nowhere"/);
  expect(fs.existsSync(path.join(dir, 'x.csv.partial'))).toBe(false);
  expect(await hashes()).toEqual(before);
});

it('takes the codes a roll carries, and keeps them when a later roll carries none', async () => {
  const nal = JSON.parse(fs.readFileSync(path.join(__dirname, '../src/capabilities/parcel-roll/layouts/florida-nal.json'), 'utf8'));
  const layoutFile = path.join(dir, 'with-codes.json');
  fs.writeFileSync(layoutFile, JSON.stringify({ ...nal, name: 'with-codes', fields: { ...nal.fields, ownerCode: { column: 'SPC_CIR_TXT', transforms: ['trim'] } } }));
  const withCodes = loadLayout(layoutFile);
  const code = (n: number) => `RC${String(n).padStart(2, '0')}-XYZW`;
  await importRoll(database.db, { county: COUNTY, file: nalFile('coded.csv', 40, code), layout: withCodes, by: 'test' });
  const check = async () => {
    for (const { id, hash } of await hashes()) {
      const n = Number(id.split('-')[2]);
      expect(ownerCodeMatches(hash!, COUNTY, id, code(n))).toBe(true);
    }
  };
  await check();
  // The next year's roll has no codes: each parcel keeps the one it has.
  const summary = await importRoll(database.db, { county: COUNTY, file: nalFile('uncoded.csv', 40), layout: withCodes, by: 'test' });
  expect(summary).toMatchObject({ changed: 0, unchanged: 40 });
  await check();
});

it('npm run parcels -- owner-codes says what it needs, what it did and what to do with the file', async () => {
  expect(() => parseParcelsCommand(['owner-codes', COUNTY])).toThrow(
    new ParcelsUsageError('owner-codes needs the county and --export <codes.csv> (npm run parcels -- owner-codes harbor-county --export codes.csv).', 'owner-codes'),
  );
  expect(() => parseParcelsCommand(['owner-codes', COUNTY, '--export', 'a.csv', '--dry-run'])).toThrow(new ParcelsUsageError('owner-codes takes no --dry-run.', 'owner-codes'));
  const file = path.join(dir, 'cli-codes.csv');
  const command = parseParcelsCommand(['owner-codes', COUNTY, '--export', file, '--all']);
  expect(command).toEqual({ kind: 'owner-codes', county: COUNTY, file, all: true });
  const said: string[] = [];
  const io = { out: (line: string) => said.push(line), err: (line: string) => said.push(`error: ${line}`), progress: () => undefined };
  expect(await runOwnerCodes(database.db, command as Extract<typeof command, { kind: 'owner-codes' }>, io, 'test')).toBe(0);
  expect(await runOwnerCodes(database.db, command as Extract<typeof command, { kind: 'owner-codes' }>, io, 'test')).toBe(1);
  expect(said).toEqual([
    `Issued 40 owner codes, written to ${file} for the notice printer. It is the only copy: keep it safe, and delete it once the notices are printed.`,
    `error: ${file} is there already: owner codes are written to a new file, never over one. Choose another name.`,
  ]);
});
