import './support/load-outside-sandbox';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, auditEvents, parcels } from '../src/infrastructure/db/schema';
import { REPO_ROOT } from '../src/infrastructure/paths';
import { importRoll, type RollImportOptions } from '../src/capabilities/parcel-roll/roll-import';
import { loadLayout, RollRefusal } from '../src/capabilities/parcel-roll/roll-layout';
import { createCounty } from '../src/capabilities/counties/county-admin';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { NAL_COLUMNS, nalRow, writeSyntheticRoll } from '../src/tools/parcels-cli/synthetic-roll';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

// A county's parcel roll from its own export (docs/parcel-rolls.md): streamed, checked row by row,
// merged in one transaction; refused rows in a rejects file beside the input.

jest.setTimeout(240_000);

const COUNTY = 'lake-county';
let dir: string;
let target: TestDatabaseTarget;
let database: DatabaseHandle;
const nal = loadLayout('florida-nal');

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roll-import-test-'));
  target = await createTestDatabaseTarget(path.join(dir, 'data'));
  database = await openDatabase(target.options);
  await seedDemoTenants(database.db);
  await createCounty(database.db, { slug: COUNTY, name: 'Lake County', values: { 'general.timezone': 'America/New_York' } }, { by: 'test' });
});

afterAll(async () => {
  await database?.close();
  await target?.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A NAL file of `rows` synthetic parcels, each row passed through `edit` (its cells by column name). */
function nalFile(name: string, rows: number, edit: (cells: Record<string, string>, n: number) => Record<string, string> | string | null = (cells) => cells, raw?: string): string {
  const file = path.join(dir, name);
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [NAL_COLUMNS.join(',')];
  for (let n = 0; n < rows; n += 1) {
    const cells = Object.fromEntries(NAL_COLUMNS.map((column, i) => [column, nalRow(n, 2026)[i]]));
    const edited = edit(cells, n);
    if (edited === null) continue;
    lines.push(typeof edited === 'string' ? edited : NAL_COLUMNS.map((column) => quote(edited[column] ?? '')).join(','));
  }
  fs.writeFileSync(file, raw ?? `${lines.join('\r\n')}\r\n`);
  return file;
}

const run = (file: string, options: Partial<RollImportOptions> = {}) => importRoll(database.db, { county: COUNTY, file, layout: nal, by: 'test', ...options });
const roll = () => database.db.select().from(parcels).where(eq(parcels.tenantId, COUNTY)).orderBy(asc(parcels.id));
const rejectsOf = (file: string) => fs.readFileSync(`${file}.rejects.csv`, 'utf8').trim().split('\r\n');

describe('importing a roll', () => {
  it('refuses a county, file, layout or header it cannot use, with a message, and changes nothing', async () => {
    const good = nalFile('good.csv', 3);
    const texas = loadLayout('texas-appraisal');
    const cases: Array<[Promise<unknown>, RegExp]> = [
      [importRoll(database.db, { county: 'nowhere', file: good, layout: nal, by: 'test' }), /^There is no county "nowhere"/],
      [run(path.join(dir, 'missing.csv')), /^There is no file .*missing\.csv\.$/],
      [run(nalFile('empty.csv', 0, undefined, '')), /empty\.csv is empty: a roll starts with its header line\.$/],
      [run(nalFile('header-only.csv', 0)), /^header-only\.csv has a header and no parcels: nothing was changed\.$/],
      [
        importRoll(database.db, { county: COUNTY, file: good, layout: texas, by: 'test' }),
        /^good\.csv is not in the texas-appraisal layout: its header has no prop_id, situs_num, .*market_value/,
      ],
    ];
    for (const [attempt, message] of cases) await expect(attempt).rejects.toThrow(message);
    expect(() => loadLayout('nebraska')).toThrow(
      new RollRefusal('There is no layout "nebraska": use florida-nal or texas-appraisal, or the path of a mapping file (docs/parcel-rolls.md).'),
    );
    expect(await roll()).toEqual([]);
  });

  it('imports a hostile file row by row: quotes, newlines in cells, a BOM, accents, formula-like cells; refuses the rows it must', async () => {
    const huge = 'X'.repeat(10 * 1024 * 1024);
    const file = nalFile('hostile.csv', 120, (cells, n) => {
      if (n === 1) return { ...cells, OWN_NAME: 'O"BRIEN, SEÁN "JACK"' };
      if (n === 2) return { ...cells, S_LEGAL: 'LOT 4\nBLK 2\r\nPB 9' };
      if (n === 3) return { ...cells, OWN_NAME: '=HYPERLINK("http://evil.example","click")' };
      if (n === 4) return { ...cells, PARCEL_ID: '' };
      if (n === 5) return { ...cells, JV: 'twelve' };
      if (n === 6) return { ...cells, DOR_UC: '777' };
      if (n === 7) return { ...cells, PARCEL_ID: nalRow(0, 2026)[1] };
      if (n === 8) return { ...cells, S_LEGAL: huge };
      if (n === 9) return '46,too,few';
      return cells;
    });
    fs.writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(file)]));
    const summary = await run(file, { maxRejects: 0.1 });
    expect(summary).toMatchObject({ read: 120, added: 114, changed: 0, unchanged: 0, deactivated: 0, refused: 6, dryRun: false });
    const stored = await roll();
    expect(stored).toHaveLength(114);
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(byId.get(nalRow(1, 2026)[1])?.ownerName).toBe('O"BRIEN, SEÁN "JACK"');
    expect(byId.get(nalRow(2, 2026)[1])?.legalDescription).toBe('LOT 4 BLK 2 PB 9');
    expect(byId.get(nalRow(3, 2026)[1])?.ownerName).toBe('=HYPERLINK("http://evil.example","click")');
    const rejects = rejectsOf(file);
    expect(rejects[0]).toBe('line,column,reason,parcel id');
    expect(rejects.slice(1).sort()).toEqual(
      [
        // Lines as an editor counts them: the legal description of row 3 holds two line breaks.
        '8,PARCEL_ID,no parcel id,',
        `9,JV,"""twelve"" is not an amount",${nalRow(5, 2026)[1]}`,
        `10,DOR_UC,"unknown use code ""777""",${nalRow(6, 2026)[1]}`,
        `12,S_LEGAL,longer than 2000 characters,${nalRow(8, 2026)[1]}`,
        `13,,has a different number of cells from the header,`,
        `11,PARCEL_ID,the parcel id is also on line 2,${nalRow(0, 2026)[1]}`,
      ].sort(),
    );
  });

  it('numbers refused rows by the line they start on, with Unix line ends as with Windows ones', async () => {
    const edit = (cells: Record<string, string>, n: number) => (n === 1 ? { ...cells, JV: 'none', S_LEGAL: 'LOT 4\nBLOCK 2' } : n === 3 ? { ...cells, JV: 'none' } : cells);
    const windows = nalFile('windows.csv', 5, edit);
    const unix = nalFile('unix.csv', 5, edit, fs.readFileSync(windows, 'utf8').replaceAll('\r\n', '\n'));
    for (const file of [windows, unix]) {
      await run(file, { maxRejects: 0.5, dryRun: true });
      // Row 1 is on line 3 (and runs on to line 4); row 3 is then on line 6.
      expect([
        path.basename(file),
        ...rejectsOf(file)
          .slice(1)
          .map((row) => row.split(',')[0]),
      ]).toEqual([path.basename(file), '3', '6']);
    }
  });

  it('writes a formula-like cell into the rejects file after an apostrophe, so a spreadsheet runs nothing', async () => {
    const file = nalFile('formula.csv', 3, (cells, n) => (n === 1 ? { ...cells, PARCEL_ID: '=1+1', JV: 'none' } : cells));
    await run(file, { maxRejects: 0.5, dryRun: true });
    expect(rejectsOf(file)[1]).toBe(`3,JV,"""none"" is not an amount",'=1+1`);
  });

  it('stops with nothing changed when more rows are refused than --max-rejects allows', async () => {
    const before = await roll();
    const file = nalFile('bad.csv', 50, (cells, n) => (n < 2 ? { ...cells, JV: '-' } : cells));
    await expect(run(file)).rejects.toThrow(
      /^Stopped: 2 of 50 rows were refused, more than 1% \(--max-rejects\)\. Nothing was changed; the reasons are in .*bad\.csv\.rejects\.csv\.$/,
    );
    expect(await roll()).toEqual(before);
  });

  it('re-imports: changed and unchanged counted, missing parcels marked inactive and never deleted, a dry run writing nothing', async () => {
    const first = await roll();
    const appealed = first[0];
    // 100 rows as before but 1 in 100 with another value, and the first parcel missing.
    const file = path.join(dir, 'next-year.csv');
    const lines: string[] = [];
    await writeSyntheticRoll(120, 2026, async (chunk) => void lines.push(chunk), 3);
    const text = lines
      .join('')
      .split('\r\n')
      .filter((line) => !line.startsWith(`46,${appealed.id},`))
      .join('\r\n');
    fs.writeFileSync(file, text);
    const dry = await run(file, { dryRun: true });
    expect(await roll()).toEqual(first);
    const summary = await run(file);
    expect({ ...summary, seconds: 0 }).toEqual({ ...dry, seconds: 0, dryRun: false });
    expect(summary).toMatchObject({ read: 119, deactivated: 1, refused: 0 });
    // The hostile rows refused before (4 to 9) are added now; row 3 of the rolls differs; the rest are as they were.
    expect(summary.added + summary.changed + summary.unchanged).toBe(119);
    const after = await roll();
    expect(after.find((row) => row.id === appealed.id)).toMatchObject({ active: false, address: appealed.address });
    expect(fs.existsSync(`${file}.rejects.csv`)).toBe(false);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, COUNTY), eq(auditEvents.action, 'parcel-roll-imported')))
      .orderBy(asc(auditEvents.id))
      .offset(1);
    expect(audit.detail).toMatchObject({ by: 'test', file: 'next-year.csv', layout: 'florida-nal', read: 119, deactivated: 1, dryRun: false });
    expect(await database.db.select().from(appeals).where(eq(appeals.tenantId, COUNTY))).toEqual([]);
  });

  it('refuses a row of another assessment year when --year is given', async () => {
    const file = nalFile('years.csv', 10, (cells, n) => (n === 0 ? { ...cells, ASMNT_YR: '2025' } : cells));
    const summary = await run(file, { year: 2026, dryRun: true, maxRejects: 0.2 });
    expect(summary.refused).toBe(1);
    expect(rejectsOf(file)[1]).toBe(`2,ASMNT_YR,"assessment year 2025, not 2026",${nalRow(0, 2026)[1]}`);
  });
});

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run parcels', () => {
  function npmRunParcels(args: string[], { killAfter }: { killAfter?: RegExp } = {}): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
    const env = { ...process.env, DATABASE_URL: target.options.databaseUrl ?? '', DATA_DIR: path.join(dir, 'data') };
    const child = spawn('npm', ['run', '--silent', 'parcels', '--', ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      // The whole process group: npm and the import under it.
      if (killAfter?.test(stderr)) process.kill(-child.pid!, 'SIGKILL');
    });
    return new Promise((resolve) =>
      child.on('exit', async (code, signal) => {
        // Until the whole group is gone (the import under npm holds the embedded database's lock).
        for (let waited = 0; waited < 10_000 && groupAlive(child.pid!); waited += 50) await new Promise((wait) => setTimeout(wait, 50));
        resolve({ code, signal, stdout, stderr });
      }),
    );
  }

  it('an import killed half-way leaves the roll as it was, and a new run finishes it', async () => {
    await database.close();
    try {
      const file = path.join(dir, 'big.csv');
      // Three progress lines' worth (one every 5,000 rows): the kill lands while rows are still read.
      const out = fs.createWriteStream(file);
      await writeSyntheticRoll(15_000, 2026, (chunk) => new Promise<void>((resolve) => (out.write(chunk) ? resolve() : out.once('drain', resolve))));
      await new Promise((closed) => out.end(closed));
      const killed = await npmRunParcels(['import', COUNTY, file], { killAfter: /^[\d,]+ rows, /m });
      expect(killed.signal).toBe('SIGKILL');
      database = await openDatabase(target.options);
      const active = await database.db
        .select()
        .from(parcels)
        .where(and(eq(parcels.tenantId, COUNTY), eq(parcels.active, true)));
      expect(active).toHaveLength(119);
      await database.close();
      const rerun = await npmRunParcels(['import', COUNTY, file]);
      expect([rerun.code, rerun.stdout.trim()]).toEqual([
        0,
        expect.stringMatching(/^Imported: read 15000, added 14880, changed 3, unchanged 117, deactivated 0, refused 0, in [\d.]+ s\.$/),
      ]);
    } finally {
      database = await openDatabase(target.options);
    }
  });

  it('generate writes a synthetic roll in the Florida layout to standard output', async () => {
    const generated = await npmRunParcels(['generate', '--rows', '3', '--year', '2026']);
    expect([generated.code, generated.stderr]).toEqual([0, '']);
    const lines = generated.stdout.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(NAL_COLUMNS.join(','));
    expect(lines[1]).toContain('2026');
  });

  it('says what is wrong with a command line and exits 2', async () => {
    const wrong = await npmRunParcels(['import', COUNTY]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^import needs the county and the file \(npm run parcels -- import harbor-county roll\.csv\)\.\n\nUsage: npm run parcels -- import/);
  });
});
