import { z } from 'zod';
import { documentSchema, MAX_COMPARABLES, selectedReasonSchema } from './appeal';
import { appellantSchema, filerEmailSchema, filerTypes } from './filer';
import { stripInvisible } from './plain-text';
import { propertySchema } from './property';

/**
 * "Save and continue later": the appeal wizard's draft kept on the server, reached again
 * through a signed link e-mailed to the filer (POST /appeal-drafts, GET /appeal-drafts/{token};
 * docs/product.md#saving-an-appeal-to-finish-later).
 */

/** The largest request body POST /appeal-drafts reads: far above a real draft (a few KB). */
export const MAX_DRAFT_BYTES = 64 * 1024;
/** A bound the schema holds whatever the county allows; the API also holds file_upload.max_files. */
export const MAX_DRAFT_DOCUMENTS = 50;

export const APPEAL_DRAFT_MESSAGES = {
  tooLarge: `Your saved appeal is too large to keep (at most ${MAX_DRAFT_BYTES / 1024} KB). Shorten the comments of your reasons, then try again.`,
  tooManyDocuments: (max: number) => `You can attach at most ${max} ${max === 1 ? 'document' : 'documents'}.`,
  stepInvalid: 'We could not tell which step of the appeal this was saved at.',
} as const;

/** Text as typed (bar bidi controls and zero-width characters): a draft may hold what the form would still refuse, within a bound. */
const typed = z.string().overwrite(stripInvisible).max(1000);

/** The filer details form as typed (FilerForm), before it is valid: every field a bounded text. */
export const draftFilerFormSchema = z.object({
  name: typed,
  type: z.union([z.enum(filerTypes), z.literal('')]),
  organization: typed,
  userType: typed,
  addressDiffers: z.boolean(),
  line1: typed,
  line2: typed,
  city: typed,
  state: typed,
  zip: typed,
  phone: typed,
  extension: typed,
  email: typed,
  confirmEmail: typed,
});

const draftWindowSchema = z.object({ id: z.string().min(1).max(100), name: z.string().max(200), createdAt: z.string().max(40), open: z.boolean() });
const draftComparableSchema = z.object({ id: z.string().min(1).max(100), address: z.string().max(500) });

/**
 * The appeal wizard's draft as it is saved: the browser's `appeal` slice (docs/product.md#drafts-in-the-browser),
 * the filer (`taxpayer`), the documents (`documentation`), the parcel's id and the step the filer was on.
 * The property itself is not sent: the server restores the county's own parcel.
 */
export const savedAppealDraftSchema = z.object({
  parcelId: z.string().trim().min(1).max(100),
  /** The step to open again (a step id of the appeal wizard: 'details', 'estimation' ...). */
  step: z.string().regex(/^[a-z]{1,20}$/, { error: APPEAL_DRAFT_MESSAGES.stepInvalid }),
  /** The draft's Idempotency-Key: the appeal filed from it carries the same, so its link can tell. */
  submissionKey: z.string().min(1).max(200),
  window: draftWindowSchema.nullable(),
  appellant: appellantSchema.nullable(),
  filerForm: draftFilerFormSchema.nullable().optional(),
  estimatedValue: z.string().max(50),
  allegedReasons: z.array(selectedReasonSchema).max(50),
  comparables: z.array(draftComparableSchema).max(MAX_COMPARABLES),
  comparablesPdf: documentSchema.nullable(),
  documents: z
    .array(documentSchema)
    // A refinement, not .max(): its message is the one a person reads.
    .refine((documents) => documents.length <= MAX_DRAFT_DOCUMENTS, { error: APPEAL_DRAFT_MESSAGES.tooManyDocuments(MAX_DRAFT_DOCUMENTS) }),
});
export type SavedAppealDraft = z.output<typeof savedAppealDraftSchema>;

/** POST /appeal-drafts: save (or, with the token of an earlier save, update) a draft and e-mail its link. */
export const appealDraftSaveSchema = z.object({
  /** The token an earlier save answered: that draft is updated and its links keep working. */
  token: z.string().max(512).nullable().optional(),
  /** Where the link goes. */
  email: filerEmailSchema,
  draft: savedAppealDraftSchema,
});
export type AppealDraftSave = z.input<typeof appealDraftSaveSchema>;

/** POST /appeal-drafts answer: the link's token (the same one the e-mail holds), and how long it works. */
export const appealDraftSavedSchema = z.object({
  token: z.string(),
  savedAt: z.string(),
  expiresAt: z.string(),
  /** The county's appeal.draft_days. */
  days: z.number().int(),
});
export type AppealDraftSaved = z.infer<typeof appealDraftSavedSchema>;

/** The filer as saved, in the shape the API answers it (no transforms: the phone is digits already). */
const savedAppellantSchema = z.object({
  name: z.string(),
  type: z.enum(filerTypes),
  userType: z.string().optional(),
  organization: z.string().optional(),
  address: z
    .object({ lines: z.array(z.string()), city: z.string(), state: z.string(), zip: z.string() })
    .nullable()
    .optional(),
  phone: z.object({ number: z.string(), extension: z.string() }),
  email: z.string(),
});

/**
 * GET /appeal-drafts/{token}. `state`: 'open' (the draft, its documents still on the server, the
 * county's parcel as it is now, and the e-mail the link went to); 'filed' (the parcel's appeal for
 * the draft's season has been filed since: no draft, and `filed.statusToken` when it was filed from
 * this draft); 'season-closed' (the draft's season has closed: no draft).
 */
export const appealDraftViewSchema = z.object({
  state: z.enum(['open', 'filed', 'season-closed']),
  parcel: z.object({ id: z.string(), address: z.string() }),
  savedAt: z.string(),
  expiresAt: z.string(),
  email: z.string().nullable(),
  property: propertySchema.nullable(),
  draft: savedAppealDraftSchema.extend({ appellant: savedAppellantSchema.nullable() }).nullable(),
  filed: z
    .object({
      byThisDraft: z.boolean(),
      reference: z.string().nullable(),
      statusToken: z.string().nullable(),
      /** Whether this draft's own filing has been confirmed from its e-mail (absent from servers before 2.5.0: read as confirmed). */
      confirmed: z.boolean().optional(),
    })
    .nullable(),
});
export type AppealDraftView = z.infer<typeof appealDraftViewSchema>;

/** The page the e-mailed link opens (the appeal wizard's resume route). */
export const appealResumePath = (token: string) => `/appeal/resume/${encodeURIComponent(token)}`;
