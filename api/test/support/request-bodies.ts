import type { FastifyInstance } from 'fastify';
import { parcelSnapshot, propertySchema, type AppealSubmission, type MeetingCreate } from 'mfe-shared/schemas';
import type { demoParcel } from '../../src/tools/demo/demo-parcels';
import { demoOwnerCode } from '../../src/tools/demo/demo-owner-codes';

/**
 * What the appeal wizard sends for an owner filing on `parcelId`: 90% of the value, one reason, the
 * given documents, and the owner code of the parcel's notice (Pine County asks for it).
 */
export async function appealBody(
  app: FastifyInstance,
  tenant: string,
  parcelId: string,
  windowId: string,
  documents: AppealSubmission['documents'] = [],
): Promise<AppealSubmission> {
  const response = await app.inject({ url: `/${tenant}/api/prc/${encodeURIComponent(parcelId)}` });
  const parcel = propertySchema.parse(response.json());
  return {
    property: { ...parcelSnapshot(parcel), accountnumber: parcel.accountNumber ?? null, taxarea: parcel.taxArea ?? null },
    appellant: { name: 'Pat Example', type: 'owner', phone: { number: '(555) 555-0142', extension: '12' }, email: 'pat@example.org' },
    staff: null,
    windowId,
    claimedValue: { amount: Math.round(((parcel.value?.amount ?? 200_000) * 0.9) / 100) * 100, currency: 'USD' },
    reasons: [{ id: 'market-value', title: 'Market value is too high', description: 'Sales on my street are lower.' }],
    documents,
    compsPdf: null,
    ownerCode: demoOwnerCode(tenant, parcelId),
  };
}

/** What the meeting wizard sends to book `slot` for a generated parcel. */
export function meetingBody(p: ReturnType<typeof demoParcel>, slot: { id: string; placeId: string | null }): MeetingCreate {
  return {
    property: {
      id: p.id,
      owner: p.ownerName,
      type: p.type as MeetingCreate['property']['type'],
      address: p.address,
      location: { lat: p.lat!, lng: p.lng! },
      value: p.valueAmount == null ? null : { amount: p.valueAmount, currency: 'USD' },
      neighborhood: p.neighborhood,
      legalDescription: p.legalDescription,
      mailingAddress: { lines: p.mailingLines ?? [], city: p.mailingCity ?? '', state: p.mailingState ?? '', zip: p.mailingZip ?? '' },
      areaCode: p.areaCode,
    },
    attendee: { name: 'Ana Peña', type: 'owner', address: null, phone: { number: '(207) 555 0100', extension: '' }, email: 'ana.pena@example.com' },
    timeSlot: slot.id,
    place: slot.placeId,
    documents: [],
  };
}
