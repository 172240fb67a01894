import { createMemoryStorage } from '../../test/portal-fixture';
import { createPortalStores, emptyAppealDraft, emptyMeetingDraft, initialPortalState, persistedSlices, STORAGE_VERSION, storageKey } from './portal-state';

const parcel = {
  id: 'R0012345',
  address: '12 Harbor Way',
  ownerName: 'Pat Doe',
  type: 'residential' as const,
  value: { amount: 250000, currency: 'USD' as const },
  mailingAddress: null,
  legalDescription: null,
  active: true,
};

/** Writes one value into every slice, so each one's key shows up in storage. */
function touchEverySlice(stores: ReturnType<typeof createPortalStores>) {
  stores.selectedParcel.setState(() => parcel);
  stores.taxpayer.setState(() => ({ name: 'Pat Doe', type: 'owner', phone: { number: '5555550100', extension: '' }, email: 'pat@example.org' }));
  stores.appeal.setState(() => ({ ...emptyAppealDraft, estimatedValue: '240,000' }));
  stores.documentation.setState(() => [{ id: 'doc-1', name: 'bill.pdf', size: 10, type: 'application/pdf' }]);
  stores.meeting.setState(() => ({ ...emptyMeetingDraft, meetingType: 'virtual' }));
  stores.breakdown.setState(() => ({ land: 100000 }));
  stores.appealResult.setState(() => ({
    id: 'a-1',
    createdAt: '2026-11-22T10:00:00.000Z',
    windowId: 'w-1',
    property: { parcelId: 'R0012345', address: '12 Harbor Way' },
    appellant: { name: 'Pat Doe', email: 'pat@example.org' },
    claimedValue: { amount: 240000, currency: 'USD' },
    reference: 'HC-26-7K3QPM',
    statusToken: 'v1.token',
  }));
  stores.meetingResult.setState(() => ({
    id: 'm-1',
    createdAt: '2026-11-22T10:00:00.000Z',
    meetingType: 'virtual',
    property: { parcelId: 'R0012345', address: '12 Harbor Way' },
    place: null,
    attendee: { name: 'Pat Doe', email: 'pat@example.org' },
    timeSlot: { id: 's-1', startTime: '2026-12-01T14:00:00.000Z' },
    reference: 'HC-26-7K3QPM',
    statusToken: 'v1.token',
    slot: { id: 's-1', createdAt: '2026-11-01T00:00:00.000Z', startTime: '2026-12-01T14:00:00.000Z', reserved: true, booked: true, propertyType: null, placeId: null },
    email: 'pat@example.org',
  }));
}

it('builds versioned per-tenant keys', () => {
  expect(STORAGE_VERSION).toBe(1);
  expect(storageKey('harbor-county', 'appeal')).toBe('assessor:harbor-county:appeal:v1');
});

it('starts every slice empty', () => {
  const stores = createPortalStores('harbor-county', createMemoryStorage());
  for (const slice of persistedSlices) expect(stores[slice].getState()).toEqual(initialPortalState[slice]);
  expect(stores.selectedParcel.getState()).toBeNull();
  expect(stores.documentation.getState()).toEqual([]);
});

it('persists the six draft slices and the two results under exactly these keys', () => {
  const storage = createMemoryStorage();
  touchEverySlice(createPortalStores('harbor-county', storage));
  expect(Object.keys(storage.snapshot()).sort()).toEqual(
    [
      'assessor:harbor-county:selected-parcel:v1',
      'assessor:harbor-county:taxpayer:v1',
      'assessor:harbor-county:appeal:v1',
      'assessor:harbor-county:documentation:v1',
      'assessor:harbor-county:meeting:v1',
      'assessor:harbor-county:breakdown:v1',
      'assessor:harbor-county:appeal-result:v1',
      'assessor:harbor-county:meeting-result:v1',
    ].sort(),
  );
  expect(JSON.parse(storage.getItem('assessor:harbor-county:selected-parcel:v1') as string)).toEqual(parcel);
});

it('restores every slice after a reload', () => {
  const storage = createMemoryStorage();
  touchEverySlice(createPortalStores('harbor-county', storage));
  const reloaded = createPortalStores('harbor-county', storage);
  expect(reloaded.selectedParcel.getState()).toEqual(parcel);
  expect(reloaded.taxpayer.getState()).toMatchObject({ name: 'Pat Doe', email: 'pat@example.org' });
  expect(reloaded.appeal.getState()).toEqual({ ...emptyAppealDraft, estimatedValue: '240,000' });
  expect(reloaded.documentation.getState()).toEqual([{ id: 'doc-1', name: 'bill.pdf', size: 10, type: 'application/pdf' }]);
  expect(reloaded.meeting.getState()).toEqual({ ...emptyMeetingDraft, meetingType: 'virtual' });
  expect(reloaded.breakdown.getState()).toEqual({ land: 100000 });
});

it('keeps two tenants apart in the same browser storage', () => {
  const storage = createMemoryStorage();
  touchEverySlice(createPortalStores('harbor-county', storage));
  const pine = createPortalStores('pine-county', storage);
  for (const slice of persistedSlices) expect(pine[slice].getState()).toEqual(initialPortalState[slice]);

  pine.appeal.setState(() => ({ ...emptyAppealDraft, estimatedValue: '1' }));
  expect(createPortalStores('harbor-county', storage).appeal.getState()).toEqual({ ...emptyAppealDraft, estimatedValue: '240,000' });
  expect(storage.getItem('assessor:pine-county:appeal:v1')).toBe(JSON.stringify({ ...emptyAppealDraft, estimatedValue: '1' }));
});

it('does not read a draft stored under another version', () => {
  const storage = createMemoryStorage({ 'assessor:harbor-county:appeal:v0': JSON.stringify({ estimatedValue: 'old' }) });
  expect(createPortalStores('harbor-county', storage).appeal.getState()).toBeNull();
});

it('drops one corrupt slice without losing the others', () => {
  const storage = createMemoryStorage({
    'assessor:harbor-county:meeting:v1': '{not json',
    'assessor:harbor-county:taxpayer:v1': JSON.stringify({ name: 'Pat Doe' }),
  });
  const stores = createPortalStores('harbor-county', storage);
  expect(stores.meeting.getState()).toBeNull();
  expect(stores.taxpayer.getState()).toEqual({ name: 'Pat Doe' });
  expect(storage.getItem('assessor:harbor-county:meeting:v1')).toBeNull();
});

it("persists in the browser's localStorage when no storage is given", () => {
  window.localStorage.clear();
  try {
    createPortalStores('harbor-county').selectedParcel.setState(() => parcel);
    expect(JSON.parse(window.localStorage.getItem('assessor:harbor-county:selected-parcel:v1') as string)).toEqual(parcel);
    expect(createPortalStores('pine-county').selectedParcel.getState()).toBeNull();
  } finally {
    window.localStorage.clear();
  }
});
