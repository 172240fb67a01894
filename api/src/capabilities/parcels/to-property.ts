import type { Property } from 'mfe-shared/schemas';
import type { ParcelRow } from '../../infrastructure/db/schema';

/**
 * A parcel row as the API sends it: a Property (docs/product.md#data-shapes). Search and GET
 * /prc/{id} send the same as the database wrote it into parcels.property_json (drizzle/0008);
 * test/parcels.test.ts keeps the two equal.
 */
export function toProperty(row: ParcelRow): Property {
  return {
    id: row.id,
    address: row.address,
    ownerName: row.ownerName,
    type: row.type as Property['type'],
    value: row.valueAmount === null ? null : { amount: row.valueAmount, currency: (row.valueCurrency ?? 'USD') as 'USD' | 'GBP' },
    mailingAddress:
      row.mailingLines && row.mailingCity !== null ? { lines: row.mailingLines, city: row.mailingCity, state: row.mailingState ?? '', zip: row.mailingZip ?? '' } : null,
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
