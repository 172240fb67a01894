import fs from 'node:fs';
import path from 'node:path';
import { demoOwnerCode } from './demo-owner-codes';
import { demoParcel, type DemoCounty } from './demo-parcels';

/** The mapping of the demo counties' roll (docs/parcel-rolls.md, "Layouts"): the import reads it as any county's. */
export const DEMO_ROLL_LAYOUT = path.join(__dirname, 'demo-roll-layout.json');

type DemoParcel = ReturnType<typeof demoParcel>;

/** The roll's columns (demo-roll-layout.json), each with its cell of a demo parcel; null is an empty cell. */
const COLUMNS: Array<[name: string, cell: (parcel: DemoParcel, county: DemoCounty) => string | number | null | undefined]> = [
  ['PARCEL_NO', (parcel) => parcel.id],
  ['SITUS', (parcel) => parcel.address],
  ['OWNER', (parcel) => parcel.ownerName],
  ['CLASS', (parcel) => parcel.type],
  ['MARKET_VALUE', (parcel) => parcel.valueAmount],
  ['PRIOR_VALUE', (parcel) => parcel.priorValueAmount],
  ['LAND_VALUE', (parcel) => parcel.landValueAmount],
  ['MAIL_LINE1', (parcel) => parcel.mailingLines?.[0]],
  ['MAIL_LINE2', (parcel) => parcel.mailingLines?.[1]],
  ['MAIL_CITY', (parcel) => parcel.mailingCity],
  ['MAIL_STATE', (parcel) => parcel.mailingState],
  ['MAIL_ZIP', (parcel) => parcel.mailingZip],
  ['LEGAL', (parcel) => parcel.legalDescription],
  ['NBHD', (parcel) => parcel.neighborhood],
  ['AREA_CODE', (parcel) => parcel.areaCode],
  ['ACCOUNT', (parcel) => parcel.accountNumber],
  ['TAX_AREA', (parcel) => parcel.taxArea],
  ['NOTICE_CODE', (parcel, county) => demoOwnerCode(county.tenantId, parcel.id)],
  ['LIVING_SQFT', (parcel) => parcel.characteristics?.livingArea],
  ['YEAR_BUILT', (parcel) => parcel.characteristics?.yearBuilt],
  ['BEDROOMS', (parcel) => parcel.characteristics?.bedrooms],
  ['BATHROOMS', (parcel) => parcel.characteristics?.bathrooms],
  ['LOT_SQFT', (parcel) => parcel.characteristics?.lotSize],
  ['LATITUDE', (parcel) => parcel.lat],
  ['LONGITUDE', (parcel) => parcel.lng],
  ['PHOTO_URL', (parcel) => parcel.imageUrl],
  ['RECORD_CARD_URL', (parcel) => parcel.recordCardUrl],
];

const csvCell = (value: string | number | null | undefined) => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const HEADER = `${COLUMNS.map(([name]) => name).join(',')}\n`;

/** A CSV file written a chunk at a time, so a county of millions is never one string in memory. */
function csvFile(file: string) {
  const stream = fs.createWriteStream(file);
  let chunk = HEADER;
  let rows = 0;
  const flush = async () => {
    const written = stream.write(chunk);
    chunk = '';
    if (!written) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  };
  return {
    file,
    get rows() {
      return rows;
    },
    async add(line: string) {
      chunk += line;
      rows += 1;
      if (chunk.length >= 1024 * 1024) await flush();
    },
    async close() {
      await flush();
      await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * The demo county's parcels 0 .. count-1 (demoParcel) as two rolls in `folder`, in the columns of
 * demo-roll-layout.json: the parcels retired since an earlier roll (demoParcel's inactive ones), as
 * that earlier roll listed them, and this year's roll, every other parcel. Imported in that order,
 * the import adds them all and marks the retired ones inactive, since this year's roll leaves them out.
 */
export async function writeDemoRolls(
  folder: string,
  county: DemoCounty,
  count: number,
): Promise<{ earlier: { file: string; rows: number }; current: { file: string; rows: number } }> {
  const earlier = csvFile(path.join(folder, `${county.tenantId}-earlier-roll.csv`));
  const current = csvFile(path.join(folder, `${county.tenantId}-roll.csv`));
  for (let n = 0; n < count; n += 1) {
    const parcel = demoParcel(county, n);
    const line = `${COLUMNS.map(([, cell]) => csvCell(cell(parcel, county))).join(',')}\n`;
    await (parcel.active === false ? earlier : current).add(line);
  }
  await Promise.all([earlier.close(), current.close()]);
  return { earlier: { file: earlier.file, rows: earlier.rows }, current: { file: current.file, rows: current.rows } };
}
