import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_MAX_UPLOAD_FILES } from '../rules/upload-rules';

// Settings arrive from a key/value store, so booleans and numbers may come as strings.
const flag = (fallback: boolean) => z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).default(fallback);
const count = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const text = (fallback = '') => z.string().default(fallback);

/** JSON map of property type -> extra property type filter, stored as an object or a JSON string. */
const timeslotGroups = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return {};
      }
    },
    z.record(z.string(), z.string()),
  )
  .default({});

/** Every settings key (docs/product.md#tenant-settings), with the value a county gets when it has not set it. */
export const settingsSchema = z.object({
  'general.timezone': text('America/New_York'),
  'general.display_name': text("Assessor's Office"),
  'general.phone_number': text(''),
  'general.email': text(''),
  'general.hero_image_url': text(''),
  'general.button_color': z
    .string()
    .regex(/^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'general.button_color must be a hex colour')
    .default('#005ea2'),
  'general.currency': z.enum(['USD', 'GBP']).default('USD'),
  /**
   * The languages the county offers the public, English first: 'en,es' or ['en', 'es'].
   * Read with offeredLanguages (mfe-shared/src/rules/languages.ts); unknown codes are ignored.
   */
  'general.languages': z.union([z.string(), z.array(z.string())]).default('en'),
  /**
   * The county's own texts (the text settings below) in other languages: { es: { 'appeal.search_text': '...' } }.
   * A text the county gives no translation of is shown as the county wrote it.
   */
  'general.translations': z
    .preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        try {
          return JSON.parse(v);
        } catch {
          return {};
        }
      },
      z.record(z.string(), z.record(z.string(), z.string())),
    )
    .catch({})
    .default({}),
  'meetings.timeslot_groups': timeslotGroups,
  'meetings.allow_multiple_bookings': flag(false),
  'meetings.allow_virtual': flag(true),
  'meetings.allow_in_place': flag(true),
  'meetings.enabled': flag(false),
  'product.check_appeals_for_meetings': flag(false),
  'product.check_assessor_appeals': flag(false),
  'product.cboe_meetings': flag(false),
  'appeal.enabled': flag(true),
  /**
   * The office desk (mfe-office): the staff-only area where the office works through its
   * appeals. Off by default: a county opts in; the public never get it either way.
   */
  'office.enabled': flag(false),
  'appeal.hide_meetings': flag(false),
  'appeal.hide_prc': flag(false),
  'appeal.search_text': text('Search by address, owner name or parcel number'),
  'appeal.search_help': text('Try a shorter part of the address, the owner name, or the first characters of the parcel number.'),
  'appeal.appeal_desc_text': text('File an appeal of the assessed value of this property.'),
  'appeal.appeal_information': text(''),
  'appeal.already_filed_text': text('An appeal has already been filed for this property.'),
  /**
   * When the next appeal season runs, in the county's words (for example 'The next appeal season
   * runs from April 1 to May 31.'): a season (appeal window) has no dates, so the property page can
   * only tell a visitor who finds the season closed when to come back if the county says so here.
   * Not in the specification (docs/product.md#no-dead-ends). Empty: the page says to ask the office.
   */
  'appeal.next_season_text': text(''),
  /**
   * Within how many days of an appeal's filing the office promises its decision: the confirmation
   * and the status page say by when in their "What happens next" (docs/product.md#appeal-steps).
   * 0, the default: they say the office decides, not by when.
   */
  'appeal.decision_days': z.coerce.number().int().min(0).max(730).default(0),
  /** How many days a filer has to answer the county's settlement offer, when the offer does not say (docs/product.md#appeal-lifecycle). */
  'appeal.offer_answer_days': z.coerce.number().int().min(1).max(365).default(14),
  /**
   * Where a filer may take a further appeal after the county's decision, in the county's words (for
   * example 'the Value Adjustment Board'), and within how many days of the decision (0: the status
   * page and the decision say no date). Empty: they say to contact the office.
   */
  'appeal.further_appeal_body': text(''),
  /** How long a hearing on a panel takes, 15 or 30 minutes; hearings start on that grid from the start of a session. */
  'appeal.hearing_minutes': z.coerce
    .number()
    .pipe(z.union([z.literal(15), z.literal(30)]))
    .default(15),
  /** At least how many days before a hearing its notice goes out: the earliest a hearing can be scheduled (Texas gives 15). */
  'appeal.hearing_notice_days': z.coerce.number().int().min(0).max(120).default(15),
  /**
   * Evidence (docs/product.md#evidence): the filer sees the county's from this many days before the
   * hearing (Texas: 14), and adds their own until this many days before it (Florida: 15; 0, the
   * default: until the hearing starts).
   */
  'appeal.evidence_exchange_days': z.coerce.number().int().min(0).max(120).default(14),
  'appeal.filer_evidence_days': z.coerce.number().int().min(0).max(120).default(0),
  'appeal.further_appeal_days': z.coerce.number().int().min(0).max(365).default(0),
  /**
   * A decision's letter is checked by a second person before it is sent (docs/product.md#appeal-lifecycle):
   * on, the default, the filer is e-mailed the decision and its letter once an appraiser or an
   * administrator other than the one who decided approves it; off, they are sent at once.
   */
  'appeal.letter_check': flag(true),
  'appeal.show_comper_only_residential': flag(true),
  'appeal.comper_mode': text(''),
  'appeal.extra_info_url': text(''),
  'appeal.mailing_address_text': text(''),
  'appeal.summary_disclaimer': text(''),
  'appeal.agent_document_url': text(''),
  'appeal.allow_file_other': flag(false),
  'appeal.appeal_reason_comment_maxlength': count(500),
  'appeal.use_new_document_upload': flag(false),
  /**
   * The results page's manual-entry link shows 'only when a certain setting value is present', a
   * setting the specification did not name; this is it (docs/product.md#unlisted-properties). Off
   * by default, so a county opts in. On its own it offers manual entry to signed-in staff only,
   * who file on someone's behalf: a property the county's records do not hold is theirs to check.
   */
  'appeal.allow_unlisted_property': flag(false),
  /**
   * With appeal.allow_unlisted_property on, the public may enter an unlisted property too and file
   * for it; they are told first that the office checks the property before it accepts the appeal,
   * and the appeal takes no parcel's place until the office keeps it. Off by default
   * (docs/product.md#unlisted-properties).
   */
  'appeal.allow_public_unlisted_property': flag(false),
  /**
   * A public filer must give the owner code printed on the parcel's assessment notice
   * (as Texas appraisal districts ask), so nobody can file for a parcel they do not hold the notice of.
   */
  'appeal.require_owner_code': flag(false),
  require_other_desc: flag(false),
  'appeal_flow.intro_text': text(''),
  'appeal_flow.reason_text': text(''),
  'appeal_flow.comper_text': text(''),
  'file_upload.max_size': count(DEFAULT_MAX_UPLOAD_BYTES),
  'file_upload.max_files': count(DEFAULT_MAX_UPLOAD_FILES),
  'products.public_comper_url': text(''),
  'products.public_comper_url_path': text(''),
  'products.public_comper_url_property_id_param': text(''),
  'products.public_comper_url_vendor': text(''),
});

export type Settings = z.infer<typeof settingsSchema>;
export type SettingsKey = keyof Settings;

/**
 * Reads a raw settings map into typed settings with defaults. Older counties store
 * `show_comper_only_residential` without its `appeal.` prefix; both are read (docs/product.md#tenant-settings).
 */
export function parseSettings(raw: unknown): Settings {
  const input: Record<string, unknown> = raw && typeof raw === 'object' ? { ...(raw as Record<string, unknown>) } : {};
  if (input['appeal.show_comper_only_residential'] === undefined && input.show_comper_only_residential !== undefined) {
    input['appeal.show_comper_only_residential'] = input.show_comper_only_residential;
  }
  return settingsSchema.parse(input);
}
