import { sql } from 'drizzle-orm';
import type { Property } from 'mfe-shared/schemas';
import type { ParcelRow } from '../db/schema';

/** A parcel row as the API sends it: SPEC 3 Property. */
export function toProperty(row: ParcelRow): Property {
  return {
    id: row.id,
    address: row.address,
    ownerName: row.ownerName,
    type: row.type as Property['type'],
    value: row.valueAmount === null ? null : { amount: row.valueAmount, currency: (row.valueCurrency ?? 'USD') as 'USD' | 'GBP' },
    mailingAddress:
      row.mailingLines && row.mailingCity !== null
        ? { lines: row.mailingLines, city: row.mailingCity, state: row.mailingState ?? '', zip: row.mailingZip ?? '' }
        : null,
    legalDescription: row.legalDescription,
    neighborhood: row.neighborhood,
    areaCode: row.areaCode,
    accountNumber: row.accountNumber,
    taxArea: row.taxArea,
    location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    recordCardUrl: row.recordCardUrl,
    imageUrl: row.imageUrl,
    active: row.active,
    comperId: row.comperId,
  };
}

/**
 * toProperty written for PostgreSQL: the Property of the parcels row `p` as JSON text, for GET
 * /prc/{id}, whose answer is then sent as PostgreSQL wrote it. Reading a row into JavaScript,
 * mapping and serialising it cost the server a sixth of its CPU per page (npm run bench:api;
 * api/README.md "Benchmark"). parcels.test.ts keeps the two equal for every kind of parcel.
 */
export const propertyJsonText = sql.raw(`json_build_object(
  'id', p.id, 'address', p.address, 'ownerName', p.owner_name, 'type', p.type,
  'value', case when p.value_amount is null then null
    else json_build_object('amount', p.value_amount, 'currency', coalesce(p.value_currency, 'USD')) end,
  'mailingAddress', case when p.mailing_lines is not null and p.mailing_city is not null then json_build_object(
    'lines', p.mailing_lines, 'city', p.mailing_city, 'state', coalesce(p.mailing_state, ''), 'zip', coalesce(p.mailing_zip, '')) end,
  'legalDescription', p.legal_description, 'neighborhood', p.neighborhood, 'areaCode', p.area_code,
  'accountNumber', p.account_number, 'taxArea', p.tax_area,
  'location', case when p.lat is not null and p.lng is not null then json_build_object('lat', p.lat, 'lng', p.lng) end,
  'recordCardUrl', p.record_card_url, 'imageUrl', p.image_url, 'active', p.active, 'comperId', p.comper_id
)::text`);
