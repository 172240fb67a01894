import './support/load-outside-sandbox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { parcels } from '../src/infrastructure/db/schema';
import { importRoll } from '../src/capabilities/parcel-roll/roll-import';
import { loadLayout, type RollLayout } from '../src/capabilities/parcel-roll/roll-layout';
import { createCounty } from '../src/capabilities/counties/county-admin';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { NAL_COLUMNS, nalRow } from '../src/tools/parcels-cli/synthetic-roll';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

// What a roll gives beyond the Property (docs/parcel-rolls.md): the land value, last year's value
// where its layout has one, and the characteristics the property page shows an owner.

jest.setTimeout(120_000);

const COUNTY = 'reed-county';
let dir: string;
let target: TestDatabaseTarget;
let database: DatabaseHandle;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roll-facts-test-'));
  target = await createTestDatabaseTarget(path.join(dir, 'data'));
  database = await openDatabase(target.options);
  await seedDemoTenants(database.db);
  await createCounty(database.db, { slug: COUNTY, name: 'Reed County', values: {} }, { by: 'test' });
});

afterAll(async () => {
  await database?.close();
  await target?.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A roll's lines, with Windows line ends as the counties' exports have them. */
const write = (name: string, lines: string[]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
};
const run = (file: string, layout: RollLayout, maxRejects = 0) => importRoll(database.db, { county: COUNTY, file, layout, by: 'test', maxRejects });
const roll = async () => new Map((await database.db.select().from(parcels).where(eq(parcels.tenantId, COUNTY)).orderBy(asc(parcels.id))).map((row) => [row.id, row]));

it('takes the land value, living area, year built and lot size of a Florida NAL, leaving out what a row has none of', async () => {
  const rows = Array.from({ length: 20 }, (_, n) => nalRow(n, 2026));
  const cell = (row: string[], column: string) => row[NAL_COLUMNS.indexOf(column)];
  const file = write('nal.csv', [NAL_COLUMNS.join(','), ...rows.map((row) => row.join(','))]);
  expect(await run(file, loadLayout('florida-nal'))).toMatchObject({ added: 20, refused: 0 });
  const stored = await roll();
  for (const row of rows) {
    const parcel = stored.get(cell(row, 'PARCEL_ID'))!;
    const vacant = cell(row, 'DOR_UC') === '000';
    expect(parcel.landValueAmount).toBe(Number(cell(row, 'LND_VAL')));
    expect(parcel.priorValueAmount).toBeNull();
    expect(parcel.characteristics).toEqual({
      ...(vacant ? {} : { livingArea: Number(cell(row, 'TOT_LVG_AREA')), yearBuilt: Number(cell(row, 'ACT_YR_BLT')) }),
      lotSize: Number(cell(row, 'LND_SQFOOT')),
    });
  }
  // The same roll again changes nothing: its facts are compared too.
  expect(await run(file, loadLayout('florida-nal'))).toMatchObject({ changed: 0, unchanged: 20 });
});

describe("a county's own mapping with last year's value, bedrooms and bathrooms", () => {
  const fields = {
    id: { column: 'Parcel', required: true },
    address: { column: 'Situs', required: true },
    ownerName: { column: 'Owner', required: true },
    type: { column: 'Class', codes: true, required: true },
    value: { column: 'Market', required: true },
    priorValue: { column: 'Prior', unit: 'cents' },
    bedrooms: { column: 'Beds' },
    bathrooms: { column: 'Baths' },
  };
  const layoutFile = (name: string, mapping: Record<string, unknown>) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify({ name, fields: mapping, useCodes: { R: 'residential' } }));
    return loadLayout(file);
  };
  const header = 'Parcel,Situs,Owner,Class,Market,Prior,Beds,Baths';

  it("keeps last year's value (none for an empty cell) and refuses a cell that is not a number, with its reason", async () => {
    const file = write('own.csv', [header, 'R-1,1 Reed St,ANA REED,R,300000,28000000,3,2.5', 'R-2,2 Reed St,BO REED,R,200000,,0,1', 'R-3,3 Reed St,CY REED,R,100000,,three,1']);
    expect(await run(file, layoutFile('own', fields), 0.5)).toMatchObject({ added: 2, refused: 1 });
    const stored = await roll();
    expect(stored.get('R-1')).toMatchObject({ valueAmount: 300_000, priorValueAmount: 280_000, characteristics: { bedrooms: 3, bathrooms: 2.5 } });
    // 0 is what rolls write for none recorded.
    expect(stored.get('R-2')).toMatchObject({ priorValueAmount: null, characteristics: { bathrooms: 1 } });
    expect(fs.readFileSync(`${file}.rejects.csv`, 'utf8').trim().split('\r\n')[1]).toBe('4,Beds,"""three"" is not a number",R-3');
  });

  it("leaves last year's value and the characteristics as they were when a layout does not map them", async () => {
    const { priorValue: _prior, bedrooms: _beds, bathrooms: _baths, ...plain } = fields;
    const file = write('plain.csv', [header, 'R-1,1 Reed St,ANA REED,R,310000,,,']);
    expect(await run(file, layoutFile('plain', plain), 0.5)).toMatchObject({ changed: 1 });
    expect((await roll()).get('R-1')).toMatchObject({ valueAmount: 310_000, priorValueAmount: 280_000, characteristics: { bedrooms: 3, bathrooms: 2.5 } });
  });
});

describe('the coordinates, the photograph, the record card and the area codes, and a value not yet set', () => {
  const fields = {
    id: { column: 'Parcel', required: true },
    address: { column: 'Situs', required: true },
    ownerName: { column: 'Owner', required: true },
    type: { column: 'Class', codes: true, required: true },
    // Not required: an empty cell is a parcel the county has not valued yet.
    value: { column: 'Market' },
    latitude: { column: 'Lat', transforms: ['trim'] },
    longitude: { column: 'Lng', transforms: ['trim'] },
    imageUrl: { column: 'Photo' },
    recordCardUrl: { column: 'Card' },
    areaCode: { column: 'Area' },
    taxArea: { column: 'TaxArea' },
  };
  const layoutFile = (name: string, mapping: Record<string, unknown>) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify({ name, fields: mapping, useCodes: { R: 'residential' } }));
    return loadLayout(file);
  };
  const header = 'Parcel,Situs,Owner,Class,Market,Lat,Lng,Photo,Card,Area,TaxArea';
  const good = [
    'G-1,1 Gull St,ANA GULL,R,250000, 43.6512345678901 ,-70.25,/static/parcels/house-1.svg,https://records.example.gov/card?id=G-1,110,TA-3',
    'G-2,2 Gull St,BO GULL,R,,,,,,,',
  ];

  it('keeps them as the roll has them, an empty value as none, and refuses what the site could not use, with the reason', async () => {
    const file = write('places.csv', [
      header,
      ...good,
      'G-3,3 Gull St,CY GULL,R,100000,91,-70,,,,',
      'G-4,4 Gull St,DI GULL,R,100000,43.6,,,,,',
      'G-5,5 Gull St,ED GULL,R,100000,,,,javascript:alert(1),,',
      'G-6,6 Gull St,FY GULL,R,100000,,,//elsewhere.example/x.svg,,,',
    ]);
    expect(await run(file, layoutFile('places', fields), 1)).toMatchObject({ added: 2, refused: 4 });
    const stored = await roll();
    expect(stored.get('G-1')).toMatchObject({
      valueAmount: 250_000,
      lat: 43.6512345678901,
      lng: -70.25,
      imageUrl: '/static/parcels/house-1.svg',
      recordCardUrl: 'https://records.example.gov/card?id=G-1',
      areaCode: '110',
      taxArea: 'TA-3',
    });
    expect(stored.get('G-2')).toMatchObject({ valueAmount: null, valueCurrency: 'USD', lat: null, lng: null, imageUrl: null, recordCardUrl: null, areaCode: null, taxArea: null });
    expect(fs.readFileSync(`${file}.rejects.csv`, 'utf8').trim().split('\r\n').slice(1)).toEqual([
      '4,Lat,"""91"" is not a latitude (degrees from -90 to 90)",G-3',
      '5,Lat,a latitude without a longitude,G-4',
      '6,Card,"""javascript:alert(1)"" is not a web address (https://... or a path on this site, /static/...)",G-5',
      '7,Photo,"""//elsewhere.example/x.svg"" is not a web address (https://... or a path on this site, /static/...)",G-6',
    ]);
    // The same roll again changes nothing.
    expect(await run(write('places-again.csv', [header, ...good]), layoutFile('places', fields))).toMatchObject({ changed: 0, unchanged: 2 });
  });

  it('leaves them as they were when a layout does not map them', async () => {
    const { latitude: _lat, longitude: _lng, imageUrl: _photo, recordCardUrl: _card, areaCode: _area, taxArea: _tax, ...plain } = fields;
    const file = write('places-plain.csv', [header, 'G-1,1 Gull St,ANA GULL,R,260000,,,,,,', 'G-2,2 Gull St,BO GULL,R,,,,,,,']);
    expect(await run(file, layoutFile('places-plain', plain))).toMatchObject({ changed: 1, unchanged: 1 });
    expect((await roll()).get('G-1')).toMatchObject({ valueAmount: 260_000, lat: 43.6512345678901, recordCardUrl: 'https://records.example.gov/card?id=G-1', areaCode: '110' });
  });
});
