import { HttpError } from '../../infrastructure/http/http-error';
import { countyText } from '../../infrastructure/i18n/county-text';
import { localText } from '../../infrastructure/i18n/local-text';
import { ownerCodeMatches } from '../parcels/owner-code';
import type { AppealSubmission, Settings } from 'mfe-shared/schemas';

export const OWNER_CODE_MESSAGES = {
  required: 'Enter the owner code printed on your assessment notice.',
  wrong: 'The owner code does not match the one on the assessment notice for this parcel. Check it and try again.',
  noneOnRecord: (office: string) => `This parcel has no owner code on record, so its appeal cannot be filed online. Please contact ${office}.`,
} as const;

interface OwnerCodeInput {
  tenantId: string;
  settings: Settings;
  submission: AppealSubmission;
  /** The parcel as the county holds it (null: not in its records, which only staff may file for). */
  parcel: { id: string; ownerCodeHash: string | null } | null;
  filedByStaff: boolean;
  /** The limit on wrong codes (capabilities/limits/owner-code-limit.ts): checked before the code, counted when it is wrong. */
  limit: OwnerCodeLimit;
}

export interface OwnerCodeLimit {
  assertOpen(): Promise<void>;
  countWrong(): Promise<void>;
}

/** A limit whose counters a caller may read in a statement of its own (capabilities/limits/owner-code-limit.ts), then check with assertWithin. */
export interface ReadableOwnerCodeLimit extends OwnerCodeLimit {
  /** The counters' keys as their rows hold them. */
  keyHashes: string[];
  /** assertOpen on counters read elsewhere, in the order of keyHashes (none: 0 hits). */
  assertWithin(counters: Array<{ current: number; ttl: number }>): void;
}

/**
 * `appeal.require_owner_code`: a public filer gives the code on the parcel's assessment
 * notice. Staff file what reached the office with the notice in hand, so they are not asked.
 * True when the filer gave the parcel's right code: the appeal then takes the parcel's place.
 */
export async function checkOwnerCode({ tenantId, settings, submission, parcel, filedByStaff, limit }: OwnerCodeInput): Promise<boolean> {
  if (!settings['appeal.require_owner_code'] || filedByStaff || !parcel) return false;
  const code = submission.ownerCode?.trim();
  if (!code) throw new HttpError(400, OWNER_CODE_MESSAGES.required, {}, 'ownerCode');
  if (!parcel.ownerCodeHash) {
    const office = countyText(settings, 'general.display_name');
    throw new HttpError(409, localText('api.OWNER_CODE_MESSAGES.noneOnRecord', OWNER_CODE_MESSAGES.noneOnRecord(office.english), { office }));
  }
  await limit.assertOpen();
  if (!ownerCodeMatches(parcel.ownerCodeHash, tenantId, parcel.id, code)) {
    await limit.countWrong();
    throw new HttpError(400, OWNER_CODE_MESSAGES.wrong, {}, 'ownerCode');
  }
  return true;
}
