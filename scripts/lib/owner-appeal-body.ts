import { parcelSnapshot, type AppealSubmission, type Property } from 'mfe-shared/schemas';

/** What the appeal wizard sends for an owner filing on `parcel` in `windowId`: the load scripts' one appeal. */
export function ownerAppealBody(parcel: Property, windowId: string): AppealSubmission {
  return {
    property: { ...parcelSnapshot(parcel), accountnumber: parcel.accountNumber ?? null, taxarea: parcel.taxArea ?? null },
    appellant: { name: 'Pat Example', type: 'owner', phone: { number: '(555) 555-0142', extension: '' }, email: 'pat@example.org' },
    staff: null,
    windowId,
    claimedValue: { amount: Math.round(((parcel.value?.amount ?? 200_000) * 0.9) / 100) * 100, currency: 'USD' },
    reasons: [{ id: 'market-value', title: 'Market value is too high', description: 'Sales on my street are lower.' }],
    documents: [],
    compsPdf: null,
  };
}
