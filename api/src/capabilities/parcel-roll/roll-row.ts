import type { ParcelCharacteristics, PropertyType } from 'mfe-shared/schemas';
import { CHARACTERISTIC_FIELDS, readCharacteristics } from './roll-characteristics';
import type { FieldSpec, RollField, RollLayout } from './roll-layout';

/** A parcel as the roll gives it, ready for the staging table. */
export interface RollParcel {
  id: string;
  address: string;
  ownerName: string;
  type: PropertyType;
  /** Whole currency units; null when the cell is empty and the layout does not require it (not yet valued). */
  value: number | null;
  mailingLines: string[] | null;
  mailingCity: string | null;
  mailingState: string | null;
  mailingZip: string | null;
  legalDescription: string | null;
  neighborhood: string | null;
  accountNumber: string | null;
  /** The code printed on the parcel's notice, when the roll carries one (only its hash is stored). */
  ownerCode: string | null;
  /** Last year's value and the land's share of this one, whole currency units, where the row has them. */
  priorValue: number | null;
  landValue: number | null;
  /** What the value rests on; null when the layout maps none of it (the parcel's are then kept as they are). */
  characteristics: ParcelCharacteristics | null;
  /** The county's area and tax area codes, as it has them. */
  areaCode: string | null;
  taxArea: string | null;
  /** Where the parcel is (WGS 84 degrees): both or neither. */
  latitude: number | null;
  longitude: number | null;
  /** A photograph of the property and its property record card: a web address (https://…) or a path on the portal's own site (/static/…). */
  imageUrl: string | null;
  recordCardUrl: string | null;
}

/** Why a row was refused: the column (or field) and the reason, in words a county's clerk reads. */
export interface RowRefusal {
  column: string;
  reason: string;
}

/** Longest text a parcel field keeps: a longer one is a wrong column or a broken file, not a parcel. */
const MAX_TEXT = 2_000;

/** Control characters other than tab and line breaks: a binary file, or a broken export. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const hasControlCharacters = (value: string) => /[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(value);

const applyTransforms = (value: string, field: FieldSpec) =>
  field.transforms.reduce((text, transform) => {
    if (transform === 'trim') return text.trim();
    if (transform === 'squash') return text.replace(/\s+/g, ' ');
    if (transform === 'upper') return text.toUpperCase();
    return text.toLowerCase();
  }, value);

const cell = (record: Record<string, string>, column: string) => record[column] ?? '';

/** A field's text (joined where the layout joins), or null when empty. */
function text(record: Record<string, string>, field: FieldSpec): string | null {
  const raw = field.column
    ? cell(record, field.column)
    : (field.join ?? [])
        .map((column) => cell(record, column).trim())
        .filter(Boolean)
        .join(field.separator);
  const value = applyTransforms(raw, field);
  return value === '' ? null : value;
}

const sourceOf = (field: FieldSpec) => field.column ?? (field.join ?? field.columns ?? []).join('+');

/**
 * One row of the roll as a parcel, or every reason it is refused. `year`: the assessment year the
 * import is for (--year); a row of another year is refused.
 */
export function readRollRow(layout: RollLayout, record: Record<string, string>, year?: number): { parcel: RollParcel } | { refusals: RowRefusal[] } {
  const refusals: RowRefusal[] = [];
  const fields = layout.fields;
  const read = (name: RollField): string | null => {
    const field = fields[name];
    if (!field) return null;
    const value = text(record, field);
    if (value !== null && value.length > MAX_TEXT) {
      refusals.push({ column: sourceOf(field), reason: `longer than ${MAX_TEXT} characters` });
      return null;
    }
    if (value === null && field.required) refusals.push({ column: sourceOf(field), reason: name === 'id' ? 'no parcel id' : 'empty' });
    if (value !== null && hasControlCharacters(value)) {
      refusals.push({ column: sourceOf(field), reason: 'holds control characters' });
      return null;
    }
    return value;
  };
  const id = read('id');
  const address = read('address');
  const ownerName = read('ownerName');

  const code = read('type');
  const type = code === null ? null : layout.useCodes[code];
  if (code !== null && !type) refusals.push({ column: sourceOf(fields.type!), reason: `unknown use code "${code}"` });

  /** Money in whole currency units (a file in cents divided), or null when empty. */
  const amount = (name: 'value' | 'priorValue' | 'landValue'): number | null => {
    const text = read(name);
    if (text === null) return null;
    const number = Number(text.replace(/[$,£\s]/g, ''));
    if (Number.isFinite(number) && number >= 0) return Math.round(fields[name]!.unit === 'cents' ? number / 100 : number);
    refusals.push({ column: sourceOf(fields[name]!), reason: `"${text.slice(0, 40)}" is not an amount` });
    return null;
  };
  const value = amount('value');

  /** Coordinates in degrees, from -limit to limit, or null when empty. */
  const degrees = (name: 'latitude' | 'longitude', limit: number): number | null => {
    const text = read(name);
    if (text === null) return null;
    const number = Number(text.trim());
    if (text.trim() !== '' && Number.isFinite(number) && Math.abs(number) <= limit) return number;
    refusals.push({ column: sourceOf(fields[name]!), reason: `"${text.slice(0, 40)}" is not a ${name} (degrees from -${limit} to ${limit})` });
    return null;
  };

  /** A web address the site may link to or show: https:// or http://, or a path on the portal's own site (/static/...). Never javascript: or the like. */
  const webAddress = (name: 'imageUrl' | 'recordCardUrl'): string | null => {
    const text = read(name);
    if (text === null) return null;
    if (/^https?:\/\/[^\s/]/i.test(text) || /^\/(?!\/)\S*$/.test(text)) return text;
    refusals.push({ column: sourceOf(fields[name]!), reason: `"${text.slice(0, 40)}" is not a web address (https://... or a path on this site, /static/...)` });
    return null;
  };

  if (year !== undefined && fields.year) {
    const rowYear = read('year');
    if (rowYear !== null && Number(rowYear) !== year) refusals.push({ column: sourceOf(fields.year), reason: `assessment year ${rowYear.slice(0, 10)}, not ${year}` });
  }

  const mailingField = fields.mailingLines;
  const mailingLines = mailingField
    ? (mailingField.columns ?? [mailingField.column!])
        .map((column) => applyTransforms(cell(record, column), mailingField))
        .filter((line) => line !== '')
        .slice(0, 2)
    : [];
  if (mailingLines.some((line) => line.length > MAX_TEXT)) refusals.push({ column: sourceOf(mailingField!), reason: `longer than ${MAX_TEXT} characters` });

  const rest = {
    mailingCity: read('mailingCity'),
    mailingState: read('mailingState'),
    mailingZip: read('mailingZip'),
    legalDescription: read('legalDescription'),
    neighborhood: read('neighborhood'),
    accountNumber: read('accountNumber'),
    ownerCode: read('ownerCode'),
    priorValue: amount('priorValue'),
    landValue: amount('landValue'),
    characteristics: CHARACTERISTIC_FIELDS.some((name) => fields[name])
      ? readCharacteristics(read, (name, reason) => refusals.push({ column: sourceOf(fields[name]!), reason }))
      : null,
    areaCode: read('areaCode'),
    taxArea: read('taxArea'),
    latitude: degrees('latitude', 90),
    longitude: degrees('longitude', 180),
    imageUrl: webAddress('imageUrl'),
    recordCardUrl: webAddress('recordCardUrl'),
  };
  if ((rest.latitude === null) !== (rest.longitude === null) && !refusals.some((refusal) => /latitude|longitude/.test(refusal.reason))) {
    const given = rest.latitude === null ? 'longitude' : 'latitude';
    refusals.push({ column: sourceOf(fields[given]!), reason: `a ${given} without a ${given === 'latitude' ? 'longitude' : 'latitude'}` });
  }
  if (refusals.length || id === null || address === null || ownerName === null || !type) return { refusals };
  return { parcel: { id, address, ownerName, type, value, mailingLines: mailingLines.length ? mailingLines : null, ...rest } };
}
