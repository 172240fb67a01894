import type { AppealDraft, Property } from 'mfe-shared';
import type { Language } from 'mfe-shared/domain';
import { parcelSnapshot, type AppealSubmission, type Appellant, type UploadedDocument } from 'mfe-shared/schemas';

export interface SubmissionParts {
  property: Property;
  appellant: Appellant;
  draft: AppealDraft;
  documents: UploadedDocument[];
  breakdown: unknown;
  /** The signed-in staff member's account id; null for the public. */
  staffId: string | null;
  /** Staff only: the language the office writes to the filer in; left out, the page's. */
  filerLanguage?: Language;
  /** The code on the assessment notice, where the county asks for it (appeal.require_owner_code). */
  ownerCode?: string;
}

/** The appeal submission payload (docs/product.md#data-shapes). */
export function buildSubmission({ property, appellant, draft, documents, breakdown, staffId, filerLanguage, ownerCode }: SubmissionParts): AppealSubmission {
  return {
    property: {
      ...parcelSnapshot(property),
      originalBreakdown: breakdown ?? undefined,
      accountnumber: property.accountNumber ?? null,
      taxarea: property.taxArea ?? null,
    },
    appellant,
    staff: staffId ? { method: draft.filingMethod, staffId, ...(filerLanguage ? { language: filerLanguage } : {}) } : null,
    windowId: draft.window?.id ?? '',
    claimedValue: { amount: Number(draft.estimatedValue.replaceAll(',', '')), currency: 'USD' },
    reasons: draft.allegedReasons,
    // The delete tokens stay in the browser: a filed document is no longer removed by anyone.
    documents: documents.map(({ deleteToken: _deleteToken, ...document }) => document),
    compsPdf: draft.comparablesPdf ? { id: draft.comparablesPdf.id } : null,
    // Our addition to the specified payload (docs/product.md#saved-comparables): the parcel ids of
    // the saved comparables, which the API stores with the appeal. Left out when none were saved,
    // so such a submission is exactly the specified one.
    ...(draft.comparables.length ? { comparables: draft.comparables.map((comparable) => comparable.id) } : {}),
    ...(ownerCode ? { ownerCode } : {}),
  };
}
