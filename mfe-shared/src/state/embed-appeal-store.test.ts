import { createMemoryStorage } from '../../test/portal-fixture';
import { createPortalStores, emptyAppealDraft, emptyMeetingDraft } from './portal-state';

const pdf = { id: 'f-1', name: 'comparables.pdf', size: 1200, type: 'application/pdf' };
const comparables = [{ id: 'HC-2', address: '2 Bay Rd' }];

describe("an embed's stores", () => {
  it('keep the appeal and meeting drafts, the filer and the documents in memory only', () => {
    const storage = createMemoryStorage();
    const stores = createPortalStores('harbor-county', storage, 'embed');
    stores.appeal.setState(() => ({ ...emptyAppealDraft, parcelId: 'HC-1', estimatedValue: '200,000' }));
    stores.meeting.setState(() => ({ ...emptyMeetingDraft, meetingType: 'virtual' }));
    stores.taxpayer.setState(() => ({ name: 'Pat', type: 'owner', phone: { number: '5555550100', extension: '' }, email: 'p@example.org' }));
    stores.documentation.setState(() => [pdf]);
    expect(storage.snapshot()).toEqual({});
    const reloaded = createPortalStores('harbor-county', storage, 'embed');
    expect([reloaded.appeal, reloaded.meeting, reloaded.taxpayer].map((store) => store.getState())).toEqual([null, null, null]);
    expect(reloaded.documentation.getState()).toEqual([]);
  });

  it('keep the comparables, their PDF and the filing method per county under versioned keys, with their parcel', () => {
    const storage = createMemoryStorage();
    const stores = createPortalStores('harbor-county', storage, 'embed');
    stores.appeal.setState(() => ({ ...emptyAppealDraft, parcelId: 'HC-1', estimatedValue: '200,000', comparables, comparablesPdf: pdf, filingMethod: 'mail' }));
    expect(storage.snapshot()).toEqual({
      'assessor:harbor-county:comparables:v1': JSON.stringify({ parcelId: 'HC-1', value: comparables }),
      'assessor:harbor-county:comparables-pdf:v1': JSON.stringify({ parcelId: 'HC-1', value: pdf }),
      'assessor:harbor-county:filing-method:v1': JSON.stringify({ parcelId: 'HC-1', value: 'mail' }),
    });
    // A reload starts the draft afresh, with only what is kept.
    expect(createPortalStores('harbor-county', storage, 'embed').appeal.getState()).toEqual({
      ...emptyAppealDraft,
      parcelId: 'HC-1',
      comparables,
      comparablesPdf: pdf,
      filingMethod: 'mail',
    });
    expect(createPortalStores('pine-county', storage, 'embed').appeal.getState()).toBeNull();
  });

  it('forget what is kept once the draft goes (filed, or staff signed out)', () => {
    const storage = createMemoryStorage();
    const stores = createPortalStores('harbor-county', storage, 'embed');
    stores.appeal.setState(() => ({ ...emptyAppealDraft, parcelId: 'HC-1', comparables }));
    stores.appeal.setState(() => null);
    expect(storage.snapshot()).toEqual({});
  });

  it('keep the selected parcel as the site does', () => {
    const storage = createMemoryStorage();
    const parcel = { id: 'HC-1', address: '1 Bay Rd', ownerName: 'Pat', type: 'residential' as const, value: null, mailingAddress: null, legalDescription: null, active: true };
    createPortalStores('harbor-county', storage, 'embed').selectedParcel.setState(() => parcel);
    expect(createPortalStores('harbor-county', storage, 'embed').selectedParcel.getState()).toEqual(parcel);
  });

  it('ignore a kept value that is not what it should be', () => {
    const storage = createMemoryStorage({
      'assessor:harbor-county:comparables:v1': JSON.stringify({ parcelId: 'HC-1', value: 'not a list' }),
      'assessor:harbor-county:filing-method:v1': '{broken',
    });
    expect(createPortalStores('harbor-county', storage, 'embed').appeal.getState()).toBeNull();
    expect(storage.getItem('assessor:harbor-county:filing-method:v1')).toBeNull();
  });
});
