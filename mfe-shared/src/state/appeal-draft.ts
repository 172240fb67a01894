import type { AppealWindow, FilingMethod, SelectedReason, UploadedDocument } from '../schemas/appeal';
import type { FilerForm } from '../schemas/filer';
import type { Language } from '../rules/languages';

/** The appeal draft (docs/product.md#drafts-in-the-browser), plus what the filer has typed but not yet confirmed. */
export interface AppealDraft {
  /** The parcel this draft is for; a draft of another parcel is started afresh. */
  parcelId?: string;
  /** Sent as Idempotency-Key, so a retried submit never files twice. */
  submissionKey?: string;
  estimatedValue: string;
  allegedReasons: SelectedReason[];
  filingMethod: FilingMethod | null;
  /** Staff only: the language the office writes to the filer in; absent, the page's language. */
  filerLanguage?: Language;
  comparables: Array<{ id: string; address: string }>;
  comparablesPdf: UploadedDocument | null;
  window: AppealWindow | null;
  /** The details form as typed, so a reload mid-step keeps it. */
  filerForm?: FilerForm;
  /** The copy kept on the server to finish later (POST /appeal-drafts): a new save with its token updates it. */
  savedOnServer?: SavedOnServer;
}

/** Where the appeal's "finish later" copy is: its link's token, the address the link went to, and until when. */
export interface SavedOnServer {
  token: string;
  email: string;
  expiresAt: string;
  /** appeal.draft_days of the county when it was saved. */
  days: number;
  /** The step the filer saved from (a step id of the appeal wizard). */
  step: string;
}

export const emptyAppealDraft: AppealDraft = {
  estimatedValue: '',
  allegedReasons: [],
  filingMethod: null,
  comparables: [],
  comparablesPdf: null,
  window: null,
};
