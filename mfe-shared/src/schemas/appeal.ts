import { z } from 'zod';
import { LANGUAGES } from '../rules/languages';
import { appellantSchema, filerEmailSchema } from './filer';
import { plainText } from './plain-text';
import { currencySchema, mailingAddressSchema, propertyTypes } from './property';

/** The most comparables an appeal keeps: what the comparables tool sends and the comparables PDF holds. */
export const MAX_COMPARABLES = 10;

/** The messages of the estimation (docs/product.md#estimation), the appeal season (docs/product.md#appeal-season-and-filing-method) and the submit (docs/product.md#submitting-an-appeal). */
export const APPEAL_MESSAGES = {
  valueRequired: 'You must provide an estimated value',
  valueInvalid: 'Enter a whole number, using only digits, for example 250,000',
  valueWhitespace: 'Remove the spaces from the value',
  valueLeadingZero: 'The provided value cannot start with zero',
  reasonsRequired: 'You must select at least one reason for your appeal',
  otherExplanation: 'You must enter an explanation for "Other"',
  duplicate: 'There is already an appeal filed in the selected appeal season for this property.',
  propertyNotFound: 'Property not found',
  // The API's own (docs/product.md#appeal-rules-on-the-server): what it answers to requests only a hand-made client can send.
  currencyUsd: 'The opinion of value must be given in US dollars (USD).',
  comparablesTooMany: `Choose no more than ${MAX_COMPARABLES} comparable sales.`,
  comparableInvalid: 'Each comparable sale must be a parcel number of at most 100 characters.',
  comparableNotFound: 'One of the comparable sales is not a property of this county.',
  // County switches the server applies as the screens do (docs/product.md#county-switches-on-the-server).
  disabled: 'Appeals are not offered by this county.',
  unlistedOff: 'This county does not accept appeals for properties that are not in its records.',
  comparablesOff: 'This county does not take comparable sales with an appeal for this property.',
  comperOff: 'Comparable sales are not offered by this county.',
  comperResidentialOnly: 'You can only find comparable sales for residential properties',
  // A staff filing names the language the office writes to its filer in.
  filerLanguageInvalid: 'Choose a language this county writes to filers in.',
} as const;

/** 'Value must be between ${min} and ${max}' with the bounds grouped by thousands. */
export function valueRangeMessage({ min, max }: EstimationBounds): string {
  return `Value must be between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}`;
}

export interface EstimationBounds {
  min: number;
  max: number;
}

/** One tenth (floor) to ten times the market value; 100 to 1,000,000,000 without one (docs/product.md#limits-and-constants). */
export function estimationBounds(marketValue: number | null | undefined): EstimationBounds {
  if (!marketValue || marketValue <= 0) return { min: 100, max: 1_000_000_000 };
  return { min: Math.floor(marketValue / 10), max: Math.floor(marketValue * 10) };
}

/**
 * The owner's opinion of value as typed: digits with thousands commas ('250,000'). Returns the
 * message for the first rule it breaks (docs/product.md#estimation), or the number.
 */
export function parseEstimatedValue(typed: string, bounds: EstimationBounds): { value: number } | { error: string } {
  if (typed.trim() === '') return { error: APPEAL_MESSAGES.valueRequired };
  if (/\s/.test(typed)) return { error: APPEAL_MESSAGES.valueWhitespace };
  if (!/^[\d,]+$/.test(typed)) return { error: APPEAL_MESSAGES.valueInvalid };
  const digits = typed.replaceAll(',', '');
  if (digits === '') return { error: APPEAL_MESSAGES.valueInvalid };
  if (digits.startsWith('0')) return { error: APPEAL_MESSAGES.valueLeadingZero };
  const value = Number(digits);
  if (value < bounds.min || value > bounds.max) return { error: valueRangeMessage(bounds) };
  return { value };
}

/** Filing method values (staff only; docs/product.md#appeal-season-and-filing-method). */
export const filingMethods = ['hand-delivery', 'mail', 'email', 'fax', 'telephone'] as const;
export type FilingMethod = (typeof filingMethods)[number];
export const filingMethodLabels: Record<FilingMethod, string> = {
  'hand-delivery': 'Hand delivery',
  mail: 'Mail',
  email: 'Email',
  fax: 'Fax',
  telephone: 'Telephone',
};

/** GET /code-systems/appeal-reasons */
export const appealReasonCodeSchema = z.object({
  id: z.string(),
  description: z.string(),
  position: z.number().int(),
  used: z.boolean(),
  /**
   * The description in other languages, by language code ({ es: 'Otro' }): a screen shows
   * the visitor's language where the county gives it, else `description`. Absent from older APIs.
   */
  labels: z.record(z.string(), z.string()).optional(),
});
export const appealReasonCodesResponseSchema = z.object({ codes: z.array(appealReasonCodeSchema) });
export type AppealReasonCode = z.infer<typeof appealReasonCodeSchema>;

/**
 * GET /appeal-windows?year. `opensOn` and `closesOn`: the season's first and last days in the
 * county's zone ('YYYY-MM-DD'), null where the county has not said (absent from older APIs).
 */
export const appealWindowSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  open: z.boolean(),
  opensOn: z.string().nullable().optional(),
  closesOn: z.string().nullable().optional(),
});
/**
 * `next`: the first season still to open whose first day the county has given, whatever its
 * year (the list stops at the year asked for), so a visitor who finds appeals closed learns when
 * to come back (docs/product.md#appeal-seasons). Null when none is known; absent from older APIs.
 */
export const appealWindowsResponseSchema = z.object({
  results: z.array(appealWindowSchema),
  next: z.object({ name: z.string(), opensOn: z.string() }).nullable().optional(),
});
export type AppealWindowsResponse = z.infer<typeof appealWindowsResponseSchema>;
export type AppealWindow = z.infer<typeof appealWindowSchema>;

/** Selected reason (docs/product.md#data-shapes); the description is the filer's comment. */
export const selectedReasonSchema = z.object({
  id: z.string().min(1).max(100),
  title: plainText().min(1).max(200),
  description: plainText().max(5000),
});
export type SelectedReason = z.infer<typeof selectedReasonSchema>;

/** An uploaded file as the wizard keeps it and sends it (docs/product.md#data-shapes). */
export const documentSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(255),
  size: z.number().int().nonnegative(),
  type: z.string().max(200),
  lastModified: z.number().optional(),
  /** The upload's delete token (uploadedFileSchema), kept with it so the filer can still remove it; never sent with a filing. */
  deleteToken: z.string().max(100).optional(),
});
export type UploadedDocument = z.infer<typeof documentSchema>;

const nullableText = z.string().max(2000).nullable().optional();

/** The property as the appeal submission carries it (docs/product.md#data-shapes). */
export const submittedPropertySchema = z.object({
  id: z.string().min(1).max(100),
  owner: z.string().max(500),
  type: z.enum(propertyTypes),
  address: z.string().max(500),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  value: z.object({ amount: z.number(), currency: currencySchema }).nullable(),
  neighborhood: nullableText,
  legalDescription: nullableText,
  mailingAddress: mailingAddressSchema.nullable().optional(),
  areaCode: nullableText,
  originalBreakdown: z.unknown().optional(),
  accountnumber: nullableText,
  taxarea: nullableText,
});

/** POST /appeals body. The server also checks the value bounds against the parcel it holds. */
export const appealSubmissionSchema = z.object({
  property: submittedPropertySchema,
  appellant: appellantSchema,
  staff: z
    .object({
      method: z.enum(filingMethods).nullable(),
      staffId: z.string().min(1),
      /**
       * The language the office writes to the filer in: its e-mails and receipt. Absent:
       * the request's language, as for a public filing. One the county does not offer is refused.
       */
      language: z.enum(LANGUAGES, { error: APPEAL_MESSAGES.filerLanguageInvalid }).optional(),
    })
    .nullable(),
  windowId: z.string().min(1).max(100),
  claimedValue: z.object(
    {
      amount: z
        .number({ error: APPEAL_MESSAGES.valueRequired })
        .int({ error: APPEAL_MESSAGES.valueInvalid })
        .positive({ error: APPEAL_MESSAGES.valueInvalid })
        .max(Number.MAX_SAFE_INTEGER, { error: APPEAL_MESSAGES.valueInvalid }),
      currency: z.literal('USD', { error: APPEAL_MESSAGES.currencyUsd }),
    },
    { error: APPEAL_MESSAGES.valueRequired },
  ),
  reasons: z.array(selectedReasonSchema, { error: APPEAL_MESSAGES.reasonsRequired }).min(1, { error: APPEAL_MESSAGES.reasonsRequired }).max(50),
  documents: z.array(documentSchema).max(50),
  compsPdf: z.object({ id: z.string().min(1) }).nullable(),
  /**
   * Parcel ids of the comparables chosen in the comparables step (docs/product.md#comparables-step),
   * stored with the appeal. Our addition to the specified payload (docs/product.md#saved-comparables),
   * so optional: absent means none were chosen.
   */
  comparables: z
    .array(
      z.string({ error: APPEAL_MESSAGES.comparableInvalid }).trim().min(1, { error: APPEAL_MESSAGES.comparableInvalid }).max(100, { error: APPEAL_MESSAGES.comparableInvalid }),
      {
        error: APPEAL_MESSAGES.comparableInvalid,
      },
    )
    // A refinement, not .max(): zod checks .max() on a string's length too, adding this message to a wrong type's.
    .refine((ids) => ids.length <= MAX_COMPARABLES, { error: APPEAL_MESSAGES.comparablesTooMany })
    .optional(),
  /**
   * The code on the parcel's assessment notice, asked of a public filer where the county sets
   * `appeal.require_owner_code`; the server checks it. Optional: other counties send none.
   */
  ownerCode: z.string().trim().max(40).optional(),
});
export type AppealSubmission = z.infer<typeof appealSubmissionSchema>;

/** POST /appeals response: what the confirmation reads (property.parcelId, appellant.email). */
export const appealResultSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  windowId: z.string(),
  property: z.object({ parcelId: z.string(), address: z.string() }),
  appellant: z.object({ name: z.string(), email: z.string() }),
  claimedValue: z.object({ amount: z.number(), currency: z.string() }),
  /** Short and readable over the phone (HC-26-7K3QPM); quoted in every e-mail. */
  reference: z.string(),
  /** Opens the status page (`#/status/{token}`) and the receipt download; the filer's alone. */
  statusToken: z.string(),
  /**
   * Until when the filer may confirm a public filing from the e-mail (it blocks no one until then);
   * null once confirmed, as a staff filing is at once. Optional: answers of 2.1 servers have none.
   */
  confirmBy: z.string().nullable().optional(),
  /**
   * Only in the answer to a public filing still to be confirmed: the filing browser's hold on it,
   * to send the confirmation e-mail again or to a corrected address (POST /appeal-confirmations/resend
   * and /address) until `confirmBy`. Kept in the tab's sessionStorage, never in a link or localStorage.
   */
  filerToken: z.string().optional(),
});
export type AppealResult = z.infer<typeof appealResultSchema>;

/** POST /appeal-confirmations/resend and /address: the filer's token of the answer to POST /appeals, and for /address the corrected e-mail address. */
export const confirmationResendSchema = z.object({ filerToken: z.string().min(1).max(200) });
export const confirmationAddressSchema = confirmationResendSchema.extend({ email: filerEmailSchema });
/** Their 202: the address the e-mail goes to now (what the filer typed, as stored). */
export const confirmationSentSchema = z.object({ email: z.string() });
export type ConfirmationSent = z.infer<typeof confirmationSentSchema>;

/** POST /status-links: an address whose appeals and meetings in the county are e-mailed to it (docs/product.md#finding-an-appeal-or-meeting-again). */
export const statusLinksRequestSchema = z.object({ email: filerEmailSchema });

/**
 * GET /prc/{id}/breakdown: how the market value divides between land and improvements (pro mode).
 * `estimated`: the portal's split of the value by property type, where the county's records have none.
 */
export const parcelBreakdownSchema = z.object({
  taxYear: z.number().int(),
  land: z.object({ amount: z.number(), currency: z.string() }),
  improvements: z.object({ amount: z.number(), currency: z.string() }),
  total: z.object({ amount: z.number(), currency: z.string() }),
  estimated: z.boolean(),
});
export type ParcelBreakdown = z.infer<typeof parcelBreakdownSchema>;
