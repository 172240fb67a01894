import { emptyAppealDraft, type AppealDraft } from 'mfe-shared';
import { appealSubmissionSchema, type Appellant, type UploadedDocument } from 'mfe-shared/schemas';
import { testParcel } from '../../../../mfe-shared/test/portal-fixture';
import { buildSubmission, type SubmissionParts } from './build-submission';

const property = testParcel({
  location: { lat: 43.66, lng: -70.25 },
  neighborhood: 'Harbor View',
  mailingAddress: { lines: ['PO Box 12', 'Suite 4'], city: 'Harbor', state: 'ME', zip: '04011' },
  areaCode: 'A-7',
  accountNumber: 'ACC-001',
  taxArea: 'TA-3',
});
const appellant: Appellant = {
  name: 'Pat Doe',
  type: 'owner',
  address: null,
  phone: { number: '5555550100', extension: '' },
  email: 'pat@example.org',
};
const documents: UploadedDocument[] = [{ id: 'f-1', name: 'appraisal.pdf', size: 2048, type: 'application/pdf', lastModified: 1 }];
const draft: AppealDraft = {
  ...emptyAppealDraft,
  parcelId: property.id,
  estimatedValue: '1,200,000',
  allegedReasons: [{ id: 'r-1', title: 'Condition of the property', description: 'Roof leaks' }],
  filingMethod: 'mail',
  window: { id: 'w-2026', name: '2026 appeal season', createdAt: '2026-01-01T00:00:00.000Z', open: true },
};
const parts: SubmissionParts = { property, appellant, draft, documents, breakdown: null, staffId: null };

describe('buildSubmission (appeal submission payload)', () => {
  it('carries the property under the payload’s field names', () => {
    expect(buildSubmission(parts).property).toEqual({
      id: '131-3253-R32532',
      owner: 'Avery Quinn',
      type: 'residential',
      address: '12 Harbor View Rd',
      location: { lat: 43.66, lng: -70.25 },
      value: { amount: 250000, currency: 'USD' },
      neighborhood: 'Harbor View',
      legalDescription: 'LOT 12',
      mailingAddress: { lines: ['PO Box 12', 'Suite 4'], city: 'Harbor', state: 'ME', zip: '04011' },
      areaCode: 'A-7',
      originalBreakdown: undefined,
      accountnumber: 'ACC-001',
      taxarea: 'TA-3',
    });
  });

  it('sends null for the property fields a parcel does not have', () => {
    const bare = buildSubmission({ ...parts, property: testParcel() }).property;
    expect(bare).toMatchObject({ location: null, neighborhood: null, areaCode: null, accountnumber: null, taxarea: null, mailingAddress: null });
  });

  it('keeps the original breakdown when there is one', () => {
    const breakdown = { taxYear: 2026, land: { amount: 50000, currency: 'USD' } };
    expect(buildSubmission({ ...parts, breakdown }).property.originalBreakdown).toEqual(breakdown);
  });

  it('sends the appellant, the window, the reasons and the documents as they are', () => {
    const submission = buildSubmission(parts);
    expect(submission.appellant).toEqual(appellant);
    expect(submission.windowId).toBe('w-2026');
    expect(submission.reasons).toEqual([{ id: 'r-1', title: 'Condition of the property', description: 'Roof leaks' }]);
    expect(submission.documents).toEqual(documents);
  });

  it('keeps the delete tokens of the documents in the browser', () => {
    const submission = buildSubmission({ ...parts, documents: documents.map((document) => ({ ...document, deleteToken: 'token-of-f-1' })) });
    expect(submission.documents).toEqual(documents);
  });

  it('sends the claimed value as a number without the thousands commas, in USD', () => {
    expect(buildSubmission(parts).claimedValue).toEqual({ amount: 1200000, currency: 'USD' });
    expect(buildSubmission({ ...parts, draft: { ...draft, estimatedValue: '950' } }).claimedValue).toEqual({ amount: 950, currency: 'USD' });
  });

  it('sends staff null for the public, even with a filing method in the draft', () => {
    expect(buildSubmission(parts).staff).toBeNull();
  });

  it('records the filing method and the staff member for staff', () => {
    expect(buildSubmission({ ...parts, staffId: 'staff-1' }).staff).toEqual({ method: 'mail', staffId: 'staff-1' });
    expect(buildSubmission({ ...parts, staffId: 'staff-1', draft: { ...draft, filingMethod: null } }).staff).toEqual({ method: null, staffId: 'staff-1' });
  });

  it('refers to the comparables PDF by its id, or null without one', () => {
    expect(buildSubmission(parts).compsPdf).toBeNull();
    const comparablesPdf: UploadedDocument = { id: 'pdf-9', name: 'comps.pdf', size: 4096, type: 'application/pdf' };
    expect(buildSubmission({ ...parts, draft: { ...draft, comparablesPdf } }).compsPdf).toEqual({ id: 'pdf-9' });
  });

  it('sends the parcel ids of the saved comparables, and no comparables field without any', () => {
    expect(buildSubmission(parts)).not.toHaveProperty('comparables');
    const comparables = [
      { id: 'HC-000031-R101', address: '4 Oak St' },
      { id: 'HC-000032-R102', address: '9 Elm St' },
    ];
    const submission = buildSubmission({ ...parts, draft: { ...draft, comparables } });
    expect(submission.comparables).toEqual(['HC-000031-R101', 'HC-000032-R102']);
    expect(appealSubmissionSchema.safeParse(submission).success).toBe(true);
  });

  it('is what the API accepts (the same schema validates it)', () => {
    expect(appealSubmissionSchema.safeParse(buildSubmission(parts)).success).toBe(true);
    expect(appealSubmissionSchema.safeParse(buildSubmission({ ...parts, staffId: 'staff-1' })).success).toBe(true);
  });

  it('has exactly the specified top-level fields', () => {
    expect(Object.keys(buildSubmission(parts)).sort()).toEqual(['appellant', 'claimedValue', 'compsPdf', 'documents', 'property', 'reasons', 'staff', 'windowId'].sort());
  });
});
