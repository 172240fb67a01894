import type { AppealDraft, AppealSubmission, Appellant, Property, UploadedDocument } from 'mfe-shared';

export interface SubmissionParts {
  property: Property;
  appellant: Appellant;
  draft: AppealDraft;
  documents: UploadedDocument[];
  breakdown: unknown;
  /** The signed-in staff member's account id; null for the public. */
  staffId: string | null;
}

/** SPEC 3 'Appeal submission payload'. */
export function buildSubmission({ property, appellant, draft, documents, breakdown, staffId }: SubmissionParts): AppealSubmission {
  return {
    property: {
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
      originalBreakdown: breakdown ?? undefined,
      accountnumber: property.accountNumber ?? null,
      taxarea: property.taxArea ?? null,
    },
    appellant,
    staff: staffId ? { method: draft.filingMethod, staffId } : null,
    windowId: draft.window?.id ?? '',
    claimedValue: { amount: Number(draft.estimatedValue.replaceAll(',', '')), currency: 'USD' },
    reasons: draft.allegedReasons,
    documents,
    compsPdf: draft.comparablesPdf ? { id: draft.comparablesPdf.id } : null,
  };
}
