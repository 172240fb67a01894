import type { Appellant, PropertyType } from 'mfe-shared/schemas';
import { demoParcel, type DemoCounty } from './demo-parcels';
import { demoShowcase } from './demo-showcase';

type DemoParcel = ReturnType<typeof demoParcel>;

/** The parcels the demo seed may book meetings for, found among the first 2,000 of the county. */
interface DemoBookingParcels {
  /** demoShowcase(county).meetingBooked: each gets a meeting this year. */
  showcase: DemoParcel[];
  /** Active parcels with no showcase role: the demo visitors of the daily booked slot. */
  others: DemoParcel[];
}

const SCAN = 2_000;

export function demoBookingParcels(county: DemoCounty): DemoBookingParcels {
  const showcase = demoShowcase(county);
  const reserved = new Set(Object.values(showcase).flat());
  const byId = new Map<string, DemoParcel>();
  const others: DemoParcel[] = [];
  for (let n = 0; n < SCAN; n += 1) {
    const parcel = demoParcel(county, n);
    byId.set(parcel.id, parcel);
    if (parcel.active !== false && !reserved.has(parcel.id)) others.push(parcel);
  }
  return { showcase: showcase.meetingBooked.map((id) => byId.get(id)!), others };
}

/**
 * One of `others` per day: consecutive days take consecutive parcels, so no parcel has two
 * meetings within a year (the one-a-year rule) as long as there are more than 366 of them.
 */
export const demoVisitorFor = (others: DemoParcel[], dayNumber: number) => others[dayNumber % others.length];

/** The property as the meeting wizard would have sent it (the meeting create payload, docs/product.md#data-shapes). */
export function demoMeetingProperty(parcel: DemoParcel) {
  return {
    id: parcel.id,
    owner: parcel.ownerName,
    type: parcel.type as PropertyType,
    address: parcel.address,
    location: parcel.lat != null && parcel.lng != null ? { lat: parcel.lat, lng: parcel.lng } : null,
    value: parcel.valueAmount == null ? null : { amount: parcel.valueAmount, currency: (parcel.valueCurrency ?? 'USD') as 'USD' | 'GBP' },
    neighborhood: parcel.neighborhood ?? null,
    legalDescription: parcel.legalDescription ?? null,
    mailingAddress:
      parcel.mailingLines && parcel.mailingCity ? { lines: parcel.mailingLines, city: parcel.mailingCity, state: parcel.mailingState ?? '', zip: parcel.mailingZip ?? '' } : null,
    areaCode: parcel.areaCode ?? null,
  };
}

/** The owner (the first named one) as the attendee; a made-up example.com address and 555 number. */
export function demoAttendee(parcel: DemoParcel): Appellant {
  const name = parcel.ownerName.split(' & ')[0];
  const digits = parcel.id.replace(/\D/g, '').slice(-4).padStart(4, '0');
  const mailbox = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return {
    name,
    type: 'owner',
    address: null,
    phone: { number: `207555${digits}`, extension: '' },
    email: `${mailbox || 'owner'}@example.com`,
  };
}
