import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { APPEAL_MESSAGES, comparablesStepOpen, estimationBounds, isUuid, manualEntryFor, valueRangeMessage, type AppealSubmission, type Settings } from 'mfe-shared/schemas';
import type { Language } from 'mfe-shared/domain';
import { zonedDateKey } from 'mfe-shared/format';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { rowOf, sessionRows, statementOf } from '../../infrastructure/db/cached-plan';
import type { Database } from '../../infrastructure/db/client';
import { appealDocuments, appeals, appealWindows, files, parcels, type AppealRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText } from '../../infrastructure/i18n/local-text';
import { insertWithReference } from '../../infrastructure/references/reference';
import { parcelBreakdown } from '../parcels/parcel-breakdown';
import { recordAudit } from '../staff/audit';
import { saveAppealComparables } from './appeal-comparables';
import { startFiledAppeal } from './appeal-filed';
import { checkAgainstSettings, checkReasons } from './appeal-rules';
import { uniqueViolation } from '../../infrastructure/db/database-errors';
import { checkOwnerCode, type ReadableOwnerCodeLimit } from './owner-code-check';
import { countersInOrder, type CounterReading } from '../limits/rate-limit-store';
import { propertySnapshot } from './property-snapshot';

export const APPEAL_ERRORS = {
  staffOnly: "Only signed-in office staff can file on someone's behalf.",
  /** A member of the public filing for a property the records do not hold, where only staff may (docs/product.md#unlisted-properties). */
  unlistedStaffOnly: "Only the office's staff can file an appeal for a property that is not in the county's records. Search for your property again, or contact the office.",
  parcelNotFound: 'We could not find a property with that parcel number in this county.',
  parcelInactive: 'You cannot file an appeal for this parcel.',
  windowNotFound: 'The selected appeal season does not exist in this county.',
  windowClosed: 'The appeal season is closed.',
  noPriorAppeal: "An appeal has not been filed previously at the Assessor's Office.",
  documentNotFound: 'One of the documents was not uploaded to this county. Remove it and upload it again.',
  compsPdfNotFound: 'We could not find the list of your comparable sales. Save your comparable sales again.',
  keyReused: 'This Idempotency-Key was already used for a different appeal. Send a new key with a new appeal.',
  agentDocumentMissing: 'Agents must upload the Agent Authorization form. Add it in the Supporting documents step.',
  notListed: 'Appeals cannot be listed at this address: it only counts appeals and files new ones.',
  unreadable: 'We could not read the appeal that was sent. Please reload the page and submit it again.',
  /** The claimed value outside the county's bounds (mfe-shared's wording). */
  valueRange: valueRangeMessage,
} as const;

interface FileAppealInput {
  tenantId: string;
  /** The county's settings (request.settings). */
  settings: Settings;
  submission: AppealSubmission;
  /** The signed-in staff member of the request (request.staff). */
  staff: { accountId: string } | null;
  /** The Idempotency-Key header: a retry with the same key gets the first appeal back. */
  idempotencyKey: string | null;
  /** A new reference of the county (infrastructure/references/reference.ts referenceDrawer). */
  drawReference: () => string;
  /**
   * The limit on wrong owner codes of this filer and parcel (capabilities/limits/owner-code-limit.ts): its counters
   * are read with the filing's other reads; a wrong code is counted even though the filing is refused.
   */
  ownerCodeLimit?: ReadableOwnerCodeLimit;
  /** The filer's language (infrastructure/i18n/request-language.ts): its later e-mails are written in it. English when not given. */
  language?: Language;
}

interface FiledAppeal {
  appeal: AppealRow;
  /** True when the key named an appeal filed before: nothing new was stored. */
  replayed: boolean;
}

const DUPLICATE_CONSTRAINTS = new Set(['appeals_parcel_window_idx', 'appeals_idempotency_idx']);

/** The parcel already has an appeal in the season (found by the check, or by the unique index). */
class DuplicateAppealError extends HttpError {
  constructor() {
    super(409, APPEAL_MESSAGES.duplicate);
  }
}

/**
 * Files an appeal: every check, then the appeal with its reasons and documents in one
 * transaction, so a failure leaves nothing behind. The unique index on (county, parcel, window)
 * settles two submits racing past the checks: one wins, the other is told it is a duplicate.
 */
export async function fileAppeal(db: Database, given: FileAppealInput): Promise<FiledAppeal> {
  const input = { ...given, submission: withLowerCaseIds(given.submission) };
  const { tenantId, settings, submission, staff, idempotencyKey } = input;
  if (submission.staff && (!staff || submission.staff.staffId !== staff.accountId || !isUuid(staff.accountId))) {
    throw new HttpError(403, APPEAL_ERRORS.staffOnly);
  }
  checkAgainstSettings(submission, settings);

  const limit = given.ownerCodeLimit ?? NO_OWNER_CODE_LIMIT;
  let wrongOwnerCode = false;
  try {
    // The appeal an Idempotency-Key already names is answered from the filing's first read (insertAppeal).
    return await db.transaction((tx) => insertAppeal(tx, input, limit, () => (wrongOwnerCode = true)));
  } catch (error) {
    // A wrong code is counted even though nothing is filed: once its transaction has rolled back.
    if (wrongOwnerCode) {
      await limit.countWrong();
      throw error;
    }
    const constraint = uniqueViolation(error);
    // A driver that names no constraint: the appeal row is the only one the unique indexes can refuse here.
    const duplicate = error instanceof DuplicateAppealError || constraint === '' || DUPLICATE_CONSTRAINTS.has(constraint ?? '');
    if (!duplicate) throw error;
    // A submit with the same key got there first (a retry racing the original): answer as it was answered.
    const earlier = idempotencyKey ? await findByKey(db, tenantId, idempotencyKey) : undefined;
    if (earlier) return { appeal: sameAppealOrThrow(earlier, submission), replayed: true };
    throw new DuplicateAppealError();
  }
}

/** PostgreSQL reads uuids in any case and answers in lower case; compare them that way too. */
function withLowerCaseIds(submission: AppealSubmission): AppealSubmission {
  return {
    ...submission,
    windowId: submission.windowId.toLowerCase(),
    documents: submission.documents.map((document) => ({ ...document, id: document.id.toLowerCase() })),
    compsPdf: submission.compsPdf && { id: submission.compsPdf.id.toLowerCase() },
  };
}

async function findByKey(db: Database, tenantId: string, key: string): Promise<AppealRow | undefined> {
  const [row] = await db
    .select()
    .from(appeals)
    .where(and(eq(appeals.tenantId, tenantId), eq(appeals.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** A key is for retrying one submit: the same parcel, season, value and filer, or it is refused. */
function sameAppealOrThrow(earlier: AppealRow, submission: AppealSubmission): AppealRow {
  const email = (earlier.appellant as { email?: unknown } | null)?.email;
  const same =
    earlier.parcelId === submission.property.id &&
    earlier.windowId === submission.windowId &&
    earlier.claimedAmount === submission.claimedValue.amount &&
    email === submission.appellant.email;
  if (!same) throw new HttpError(422, APPEAL_ERRORS.keyReused);
  return earlier;
}

const NO_OWNER_CODE_LIMIT: ReadableOwnerCodeLimit = { assertOpen: async () => undefined, countWrong: async () => undefined, keyHashes: [], assertWithin: () => undefined };

const value = (name: string) => sql.placeholder(name);

/**
 * What a filing reads, in one statement: the appeal its Idempotency-Key already filed (fileAppeal's
 * findByKey; none without a key), the county's parcel row, the season (locked FOR SHARE: it
 * cannot be closed under this submit until it commits), whether an appeal holds the parcel's place
 * in it, the county's rows of the chosen reason codes, and the filer's counters of wrong owner codes.
 * Each is the query it was on its own (parcel-place.ts placeHolder, owner-code-limit.ts readCounters).
 */
const filingReads = statementOf(sql`select
  (select to_jsonb(earlier) from appeals earlier where earlier.tenant_id = ${value('tenantId')} and earlier.idempotency_key = ${value('idempotencyKey')}::text limit 1) as earlier,
  (select to_jsonb(parcel) from parcels parcel where parcel.tenant_id = ${value('tenantId')} and parcel.id = ${value('parcelId')}) as parcel,
  (select json_build_object('open', season.open, 'createdAt', season.created_at::text, 'closesOn', season.closes_on::text) from appeal_windows season
    where season.tenant_id = ${value('tenantId')} and season.id = ${value('windowId')}::uuid for share) as season,
  exists (select from appeals appeal where appeal.tenant_id = ${value('tenantId')} and appeal.parcel_id = ${value('parcelId')}
    and appeal.window_id = ${value('windowId')}::uuid and appeal.holds_place) as place_taken,
  (select coalesce(json_agg(json_build_object('id', code.id, 'description', code.description, 'used', code.used, 'labels', code.labels)), '[]')
    from appeal_reason_codes code where code.tenant_id = ${value('tenantId')} and code.id = any(${value('reasonIds')}::text[])) as codes,
  (select coalesce(json_agg(json_build_object('keyHash', counter.key_hash, 'hits', counter.hits, 'ttl', ceil(extract(epoch from counter.window_ends - now()) * 1000))), '[]')
    from rate_limit_counters counter where counter.key_hash = any(${value('counterKeys')}::text[]) and counter.window_ends > now()) as counters`);

interface FilingReads {
  earlier: Record<string, unknown> | null;
  parcel: Record<string, unknown> | null;
  season: { open: boolean; createdAt: string; closesOn: string | null } | null;
  place_taken: boolean;
  codes: Array<{ id: string; description: string; used: boolean; labels: Record<string, string> }>;
  counters: CounterReading[];
}

/**
 * The appeal, its reasons and, for a public filing, the e-mail asking its filer to confirm it, in
 * one statement. ON CONFLICT (tenant_id, reference) DO NOTHING answers no row when the reference
 * was taken (insertWithReference draws again), and then nothing else is written either; any other
 * unique index (one appeal holding a parcel's place per season, one per Idempotency-Key) still raises.
 */
const fileStatement = statementOf(sql`with filed as (
  insert into appeals (tenant_id, reference, parcel_id, window_id, property, appellant, claimed_amount, claimed_currency, comps_pdf_id,
    staff_account_id, filing_method, idempotency_key, language, confirmed_at, proof)
  values (${value('tenantId')}, ${value('reference')}, ${value('parcelId')}, ${value('windowId')}::uuid, ${value('property')}::jsonb,
    ${value('appellant')}::jsonb, ${value('claimedAmount')}::bigint, ${value('claimedCurrency')}, ${value('compsPdfId')}::uuid,
    ${value('staffAccountId')}::uuid, ${value('filingMethod')}, ${value('idempotencyKey')}, ${value('language')}, ${value('confirmedAt')}::timestamptz, ${value('proof')})
  on conflict (tenant_id, reference) do nothing
  returning *
), reasons as (
  insert into appeal_reasons (tenant_id, appeal_id, position, code_id, title, description)
  select filed.tenant_id, filed.id, reason.position - 1, reason.code_id, reason.title, reason.description
  from filed, unnest(${value('codeIds')}::text[], ${value('titles')}::text[], ${value('descriptions')}::text[]) with ordinality as reason(code_id, title, description, position)
), confirmation as (
  insert into outbox (tenant_id, kind, payload)
  select filed.tenant_id, 'appeal-confirm', jsonb_build_object('appealId', filed.id) from filed where filed.confirmed_at is null
)
select * from filed`);

async function insertAppeal(tx: Database, input: FileAppealInput, limit: ReadableOwnerCodeLimit, wrongOwnerCode: () => void): Promise<FiledAppeal> {
  const { tenantId, settings, submission, staff, idempotencyKey, drawReference } = input;
  // Staff may file (docs/product.md#staff-filing) for a property the county's records do not hold
  // yet (one entered by hand); its value bounds then come from the value they entered. The public
  // may only where the county lets them (docs/product.md#unlisted-properties).
  const filedByStaff = Boolean(submission.staff && staff);
  const windowId = isUuid(submission.windowId) ? submission.windowId : null;
  const ownerCodeAsked = settings['appeal.require_owner_code'] && !filedByStaff;
  const [read] = await sessionRows<FilingReads>(tx, filingReads, {
    tenantId,
    idempotencyKey,
    parcelId: submission.property.id,
    windowId,
    reasonIds: submission.reasons.map((reason) => reason.id),
    counterKeys: ownerCodeAsked ? limit.keyHashes : [],
  });
  // A retry with the same key: the appeal it filed, nothing new (the transaction wrote nothing).
  if (read.earlier) return { appeal: sameAppealOrThrow(rowOf(appeals, read.earlier), submission), replayed: true };
  const parcel = read.parcel ? rowOf(parcels, read.parcel) : undefined;

  // The owner code first, as before anything else about the filing: a wrong code is counted
  // (after the transaction: fileAppeal) even though nothing is filed.
  const ownerCodeChecked = await checkOwnerCode({
    tenantId,
    settings,
    submission,
    parcel: parcel ?? null,
    filedByStaff,
    limit: {
      assertOpen: async () => limit.assertWithin(countersInOrder(limit.keyHashes, read.counters)),
      countWrong: async () => wrongOwnerCode(),
    },
  });

  // Only a county that offers manual entry (docs/product.md#unlisted-properties) takes such a property:
  // from staff, and from the public where it says so. A public filing for one holds no parcel's place
  // (it has no owner code to prove it) until the office, having checked the property, keeps it.
  const manualEntry = manualEntryFor(settings, filedByStaff);
  if (!parcel && manualEntry === 'off') throw new HttpError(filedByStaff ? 403 : 404, filedByStaff ? APPEAL_MESSAGES.unlistedOff : APPEAL_ERRORS.parcelNotFound);
  // Not found, as where the county takes none, but with the words of who could file for it.
  if (!parcel && manualEntry === 'staff-only') throw new HttpError(404, APPEAL_ERRORS.unlistedStaffOnly);
  if (parcel && !parcel.active) throw new HttpError(409, APPEAL_ERRORS.parcelInactive);

  if (windowId === null) throw new HttpError(404, APPEAL_ERRORS.windowNotFound);
  const window = read.season;
  if (!window) throw new HttpError(404, APPEAL_ERRORS.windowNotFound);
  if (!window.open) throw new HttpError(409, APPEAL_ERRORS.windowClosed);
  // The season's last day ends the public's filings, in the county's zone, even before the office
  // closes it; staff still file what reached the office in time (docs/product.md#appeal-seasons).
  if (!filedByStaff && window.closesOn !== null && window.closesOn < zonedDateKey(new Date(), countyTimeZone(settings))) {
    throw new HttpError(409, APPEAL_ERRORS.windowClosed);
  }
  // A property the records do not hold has no appeal history to check.
  if (parcel && settings['product.check_assessor_appeals'] && !(await hasPriorAppeal(tx, tenantId, submission.property.id, new Date(window.createdAt)))) {
    throw new HttpError(409, APPEAL_ERRORS.noPriorAppeal);
  }

  // Only the appeal that holds the parcel's place blocks another: confirmed, proven, not withdrawn.
  // A pending one, or one filed without proof (docs/product.md#who-takes-the-parcels-place), blocks no one.
  if (read.place_taken) throw new DuplicateAppealError();

  const bounds = estimationBounds(parcel ? parcel.valueAmount : (submission.property.value?.amount ?? null));
  const amount = submission.claimedValue.amount;
  if (amount < bounds.min || amount > bounds.max)
    throw new HttpError(400, localText('api.APPEAL_ERRORS.valueRange', APPEAL_ERRORS.valueRange(bounds), { min: bounds.min, max: bounds.max }));

  const reasons = checkReasons(submission, read.codes, settings);

  const documentIds = [...new Set(submission.documents.map((document) => document.id))];
  // An agent needs the owner's authorization (docs/product.md#staff-filing). Staff file what
  // reached the office by other means, where the authorization may be on paper, so only a public
  // agent is held to an upload.
  if (submission.appellant.type === 'agent' && !filedByStaff && documentIds.length === 0) {
    throw new HttpError(400, APPEAL_ERRORS.agentDocumentMissing);
  }
  const compsPdfId = submission.compsPdf?.id ?? null;
  await checkFiles(tx, tenantId, documentIds, compsPdfId);
  // Comparables come only from the comparables step; where the wizard does not show it, none are taken.
  const withComparables = compsPdfId !== null || Boolean(submission.comparables?.length);
  if (withComparables && !comparablesStepOpen(settings, parcel ? parcel.type : submission.property.type)) {
    throw new HttpError(409, APPEAL_MESSAGES.comparablesOff);
  }

  // The county's row is the record; only a property it does not hold keeps what staff entered.
  const property = parcel ? propertySnapshot(parcel, submission.property.originalBreakdown === undefined ? null : await parcelBreakdown(tx, parcel)) : submission.property;
  const values = {
    tenantId,
    parcelId: submission.property.id,
    windowId: submission.windowId,
    property: JSON.stringify(property),
    appellant: JSON.stringify(submission.appellant),
    claimedAmount: amount,
    claimedCurrency: submission.claimedValue.currency,
    compsPdfId,
    staffAccountId: submission.staff && staff ? staff.accountId : null,
    filingMethod: submission.staff?.method ?? null,
    idempotencyKey,
    language: input.language ?? 'en',
    // Staff file what reached the office: it counts at once. A public filing waits for its filer's confirmation.
    confirmedAt: filedByStaff ? new Date().toISOString() : null,
    proof: filedByStaff ? 'staff' : ownerCodeChecked ? 'owner-code' : null,
    codeIds: reasons.map((reason) => reason.codeId),
    titles: reasons.map((reason) => reason.title),
    descriptions: reasons.map((reason) => reason.description),
  };
  // With its reasons and, for a public filing, the confirmation link's e-mail (fileStatement).
  const appeal = await insertWithReference(drawReference, async (reference) => {
    const [row] = await sessionRows(tx, fileStatement, { ...values, reference });
    return row && rowOf(appeals, row);
  });
  if (documentIds.length) {
    await tx.insert(appealDocuments).values(documentIds.map((fileId) => ({ tenantId, appealId: appeal.id, fileId })));
  }
  // In this transaction: a comparable that is not a parcel of the county refuses the whole appeal.
  if (submission.comparables?.length) await saveAppealComparables(tx, tenantId, appeal.id, submission.comparables);
  // The e-mails are committed with the appeal, or not at all: the receipt for an appeal
  // that counts now; the confirmation link for a public filing was queued with it (fileStatement).
  if (appeal.confirmedAt) await startFiledAppeal(tx, appeal);
  // An appeal staff filed on someone's behalf is in the audit trail, committed with it.
  if (appeal.staffAccountId) {
    await recordAudit(tx, {
      tenantId,
      accountId: appeal.staffAccountId,
      action: 'appeal-filed-on-behalf',
      parcelId: appeal.parcelId,
      detail: { method: appeal.filingMethod, appealId: appeal.id },
    });
  }
  return { appeal, replayed: false };
}

/**
 * product.check_assessor_appeals (docs/product.md#appeal-seasons): the parcel needs an appeal in
 * the season before this one (the latest created earlier). A county's first season has none before
 * it, so nothing is asked.
 */
async function hasPriorAppeal(tx: Database, tenantId: string, parcelId: string, seasonCreatedAt: Date): Promise<boolean> {
  const [previous] = await tx
    .select({ id: appealWindows.id })
    .from(appealWindows)
    .where(and(eq(appealWindows.tenantId, tenantId), lt(appealWindows.createdAt, seasonCreatedAt)))
    .orderBy(desc(appealWindows.createdAt))
    .limit(1);
  if (!previous) return true;
  const [prior] = await tx
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(eq(appeals.tenantId, tenantId), eq(appeals.parcelId, parcelId), eq(appeals.windowId, previous.id), isNotNull(appeals.confirmedAt)))
    .limit(1);
  return Boolean(prior);
}

/** Documents and the comparables PDF must be files uploaded to this county (also checked when a draft is saved: appeal-drafts/). */
export async function checkFiles(tx: Database, tenantId: string, documentIds: string[], compsPdfId: string | null): Promise<void> {
  if (!documentIds.every(isUuid)) throw new HttpError(400, APPEAL_ERRORS.documentNotFound);
  if (compsPdfId !== null && !isUuid(compsPdfId)) throw new HttpError(400, APPEAL_ERRORS.compsPdfNotFound);
  const wanted = compsPdfId === null ? documentIds : [...documentIds, compsPdfId];
  if (!wanted.length) return;
  // Locked until the appeal (or draft) commits: the sweep of unattached files (capabilities/files/unattached-files.ts) skips them meanwhile.
  const found = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.id, wanted)))
    .for('key share');
  const present = new Set(found.map((row) => row.id));
  if (!documentIds.every((id) => present.has(id))) throw new HttpError(400, APPEAL_ERRORS.documentNotFound);
  if (compsPdfId !== null && !present.has(compsPdfId)) throw new HttpError(400, APPEAL_ERRORS.compsPdfNotFound);
}
