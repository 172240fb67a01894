import type { MeetingCreate } from './meeting';
import type { Property } from './property';

/** The parcel as the appeal and meeting payloads record it (docs/product.md#data-shapes); an appeal adds its breakdown, account number and tax area. */
export type ParcelSnapshot = MeetingCreate['property'];

/** The selected parcel in the payloads' field names, with null for what the parcel does not have. */
export function parcelSnapshot(property: Property): ParcelSnapshot {
  return {
    id: property.id,
    owner: property.ownerName,
    type: property.type,
    address: property.address,
    location: property.location ?? null,
    value: property.value,
    neighborhood: property.neighborhood ?? null,
    legalDescription: property.legalDescription,
    mailingAddress: property.mailingAddress,
    areaCode: property.areaCode ?? null,
  };
}
